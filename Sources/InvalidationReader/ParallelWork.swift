internal import Foundation

/// Runs independent pieces of work on several threads, each with a large stack so
/// that deeply nested source does not overflow it.
package enum ParallelWork {
    /// The stack size of each worker thread.
    package static let stackSize = 64 << 20

    /// Calls `body` once for each index in `0..<count`, on up to `threads` worker threads,
    /// and returns when all calls have returned. The calling thread only waits: its stack
    /// may be small.
    package static func forEach(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(threads, count))
        let queue = IndexQueue(count: count)
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

    /// Calls `body` for each index and collects the results in index order.
    package static func map<Result: Sendable>(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result]
    {
        let slots = Slots<Result>(count: count)
        forEach(count: count, threads: threads) { index in slots.set(index, body(index)) }
        return slots.values()
    }
}

/// Hands out indices to worker threads.
private final class IndexQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < count else { return nil }
        position += 1
        return position - 1
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
