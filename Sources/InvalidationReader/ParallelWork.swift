internal import Foundation

/// Runs independent pieces of work on several threads, each with a large stack so
/// that deeply nested source does not overflow it. The threads are started the first time
/// they are needed and kept for the life of the process: one analysis hands out work
/// several times (parsing, following bodies, writing the report), and starting threads
/// anew for each costs a millisecond or more, a new stack's memory faulted in again, and
/// the wait for the new threads to be scheduled.
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
        let queue = IndexQueue(count: count, order: order)
        WorkerPool.shared.run(on: max(1, min(threads, count))) {
            while let index = queue.next() { body(index) }
        }
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

/// The worker threads: each waits for work of its own, runs it, and goes back to wait.
private final class WorkerPool: @unchecked Sendable {
    static let shared = WorkerPool()

    private let lock = NSLock()
    /// Workers waiting for work.
    private var idle: [Worker] = []

    /// Runs `work` on `count` workers at once and returns when every one has returned.
    /// Workers busy elsewhere are not waited for: new ones are started, so that work
    /// handed out from within work (or from two threads at once) never waits on itself.
    func run(on count: Int, _ work: @escaping @Sendable () -> Void) {
        lock.lock()
        let taken = min(count, idle.count)
        var workers = Array(idle.suffix(taken))
        idle.removeLast(taken)
        lock.unlock()
        while workers.count < count { workers.append(Worker(pool: self)) }
        let finished = DispatchGroup()
        for worker in workers {
            finished.enter()
            worker.assign(Worker.Task(work: work, finished: finished))
        }
        finished.wait()
    }

    /// Takes back a worker that has run its work.
    fileprivate func makeIdle(_ worker: Worker) {
        lock.lock()
        idle.append(worker)
        lock.unlock()
    }
}

/// One thread of the pool, with a large stack.
private final class Worker: @unchecked Sendable {
    struct Task {
        var work: @Sendable () -> Void
        /// Left once the work has returned and the worker is idle again.
        var finished: DispatchGroup
    }

    private let condition = NSCondition()
    private var task: Task?

    init(pool: WorkerPool) {
        // The thread keeps its worker: both last as long as the process.
        let thread = Thread {
            while true {
                self.condition.lock()
                while self.task == nil { self.condition.wait() }
                let task = self.task!
                self.task = nil
                self.condition.unlock()
                task.work()
                // Idle before the caller goes on, so that the next work finds it.
                pool.makeIdle(self)
                task.finished.leave()
            }
        }
        thread.stackSize = ParallelWork.stackSize
        thread.start()
    }

    /// Gives the worker its work; it must be idle.
    func assign(_ task: Task) {
        condition.lock()
        self.task = task
        condition.signal()
        condition.unlock()
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
