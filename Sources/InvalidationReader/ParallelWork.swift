internal import Foundation

/// Runs independent pieces of work on several threads, each with a large stack so
/// that deeply nested source does not overflow it.
package enum ParallelWork {
    /// The stack size of each worker thread.
    package static let stackSize = 64 << 20

    /// One worker thread per active core: the number used where none is given. Counted
    /// once per process.
    package static let activeCores: Int = ActiveCores.count()

    /// Calls `body` once for each index in `0..<count`, on up to `threads` worker threads,
    /// and returns when all calls have returned. The calling thread only waits: its stack
    /// may be small. Indices are handed out in `order` when given (a permutation of
    /// `0..<count`), so that the longest pieces of work need not come last.
    package static func forEach(
        count: Int, threads: Int, order: [Int]? = nil, _ body: @escaping @Sendable (Int) -> Void
    ) {
        guard count > 0 else { return }
        precondition(order.map { $0.count == count } ?? true, "an order names every index once")
        let workers = max(1, min(threads, count))
        let queue = IndexQueue(count: count, order: order)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while let index = queue.next() { body(index) }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    /// The indices of `weights`, heaviest first and ties in index order: an order for
    /// ``forEach(count:threads:order:_:)`` in which no long piece of work is left for last.
    package static func heaviestFirst(_ weights: [Int]) -> [Int] {
        weights.indices.sorted { (weights[$1], $0) < (weights[$0], $1) }
    }

    /// Calls `body` on a worker thread with a large stack and returns its result.
    package static func onLargeStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        map(count: 1, threads: 1) { _ in body() }[0]
    }

    /// A count that worker threads increase.
    package final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        package init() {}

        /// Adds one and returns the new value.
        package func increment() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }

    /// Calls `body` for each index on `threads` threads (one per active core by default),
    /// handed out in `order` when given, and collects the results in index order.
    package static func map<Result: Sendable>(
        count: Int, threads: Int = activeCores, order: [Int]? = nil, _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let slots = Slots<Result>(count: count)
        forEach(count: count, threads: threads, order: order) { index in slots.set(index, body(index)) }
        return slots.values()
    }
}

/// Hands out indices to worker threads.
private final class IndexQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0
    private let count: Int
    private let order: [Int]?

    init(count: Int, order: [Int]?) {
        self.count = count
        self.order = order
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < count else { return nil }
        position += 1
        return order?[position - 1] ?? position - 1
    }
}

/// Result slots that worker threads fill at distinct indices.
private final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func set(_ index: Int, _ value: Value) {
        storage[index] = value
    }

    func values() -> [Value] {
        (0..<count).map { storage[$0]! }
    }
}
