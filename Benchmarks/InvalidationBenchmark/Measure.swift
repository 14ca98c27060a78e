#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic time in nanoseconds.
func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs `body` once and returns its result and the seconds it took.
func timed<Result>(_ body: () throws -> Result) rethrows -> (result: Result, seconds: Double) {
    let start = nanoseconds()
    let result = try body()
    return (result, Double(nanoseconds() - start) / 1e9)
}

/// Runs `body` in five batches, each at least `minimumRuns` times and for at least
/// `minimumSeconds`, and returns the mean seconds per run of the fastest batch, so
/// that a moment of interference from other processes does not count.
func secondsPerRun(minimumRuns: Int = 3, minimumSeconds: Double = 0.01, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<5 {
        var runs = 0
        let start = nanoseconds()
        var elapsed = 0.0
        while runs < minimumRuns || elapsed < minimumSeconds {
            body()
            runs += 1
            elapsed = Double(nanoseconds() - start) / 1e9
        }
        best = min(best, elapsed / Double(runs))
    }
    return best
}

/// The peak resident memory of this process so far, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return residentBytes(maxrss: Int(usage.ru_maxrss))
}

/// `ru_maxrss` in bytes: Linux counts kilobytes, Darwin bytes.
func residentBytes(maxrss: Int) -> Int {
    #if canImport(Darwin)
    return maxrss
    #else
    return maxrss * 1024
    #endif
}

/// Keeps the optimizer from discarding a computed value.
@inline(never)
func consume<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}
