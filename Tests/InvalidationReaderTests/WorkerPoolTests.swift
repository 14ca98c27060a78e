import Foundation
import InvalidationReader
import Testing

/// The worker threads behind ``ParallelWork``: kept between calls, and never waiting on
/// themselves.
@Suite struct WorkerPoolTests {
    /// Numbers threads in the order they first ask for one.
    private static let threadNumbers = ParallelWork.Counter()

    /// The threads that ran `count` pieces on `threads` threads, each by a number it takes
    /// the first time (the system may give an ended thread's identity to a new one).
    private static func threadsRunning(count: Int, threads: Int) -> Set<Int> {
        let numbers = ParallelWork.map(count: count, threads: threads) { _ in
            usleep(200)
            let dictionary = Thread.current.threadDictionary
            if let number = dictionary["WorkerPoolTests.number"] as? Int { return number }
            let number = threadNumbers.increment()
            dictionary["WorkerPoolTests.number"] = number
            return number
        }
        return Set(numbers)
    }

    @Test func theSameThreadsTakeTheNextWork() {
        let first = Self.threadsRunning(count: 64, threads: 2)
        var later = Set<Int>()
        for _ in 0..<20 { later.formUnion(Self.threadsRunning(count: 64, threads: 2)) }
        #expect(first.count <= 2)
        // Twenty more rounds of work were run by a handful of threads, not forty new ones
        // (other suites may hand out work at the same time and take some of them).
        #expect(later.count < 40)
    }

    @Test func workHandedOutFromWithinWorkFinishes() {
        let sums = ParallelWork.map(count: 8, threads: 4) { outer in
            ParallelWork.map(count: 16, threads: 4) { inner in
                ParallelWork.map(count: 4, threads: 2) { $0 + inner }.reduce(0, +) + outer
            }.reduce(0, +)
        }
        #expect(sums == (0..<8).map { outer in (0..<16).map { inner in 6 + 4 * inner + outer }.reduce(0, +) })
    }

    @Test func callersOnSeveralThreadsEachGetTheirOwnResults() {
        let results = ParallelWork.Counter()
        let group = DispatchGroup()
        let outcomes = OutcomeList()
        for caller in 0..<6 {
            group.enter()
            let thread = Thread {
                let values = ParallelWork.map(count: 200, threads: 3) { $0 * caller }
                outcomes.add(values == (0..<200).map { $0 * caller })
                _ = results.increment()
                group.leave()
            }
            thread.start()
        }
        group.wait()
        #expect(results.increment() == 7)
        #expect(outcomes.all.count == 6 && outcomes.all.allSatisfy { $0 })
    }

    @Test func moreThreadsThanCoresAllRunAtOnce() {
        // Eight pieces that each wait for all the others can only finish on eight threads.
        let arrived = ParallelWork.Counter()
        let everyone = DispatchSemaphore(value: 0)
        _ = ParallelWork.map(count: 8, threads: 8) { _ in
            if arrived.increment() == 8 {
                for _ in 0..<8 { everyone.signal() }
            }
            return everyone.wait(timeout: .now() + 30) == .success
        }
        #expect(arrived.increment() == 9)
    }
}

/// Outcomes recorded from several threads.
private final class OutcomeList: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool] = []

    func add(_ value: Bool) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
