import Foundation

/// Runs independent per-file work on several threads with large stacks, so deeply nested
/// source cannot overflow them, and collects the results in input order.
enum LintWork {
    static func map<Result: Sendable>(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        let slots = ResultSlots<Result>(count: count)
        let workers = max(1, min(threads, count))
        let group = DispatchGroup()
        for _ in 1..<workers {
            group.enter()
            let thread = Thread {
                while let index = slots.nextIndex() { slots.store(body(index), at: index) }
                group.leave()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        while let index = slots.nextIndex() { slots.store(body(index), at: index) }
        group.wait()
        return slots.results()
    }
}

/// Result storage shared by the workers of ``LintWork``.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result?]
    private var next = 0

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < values.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Result, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return values.map { $0! }
    }
}
