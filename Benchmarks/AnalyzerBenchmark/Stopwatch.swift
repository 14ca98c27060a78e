#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall time and the CPU time of every thread of the process since it was started.
struct Stopwatch {
    private let wallStart = Stopwatch.monotonicNanoseconds()
    private let cpuStart = Stopwatch.processCPUSeconds()

    /// Starts measuring.
    init() {}

    /// Seconds since `init`: wall time, and CPU time over all threads.
    func elapsed() -> (wall: Double, cpu: Double) {
        (Double(Self.monotonicNanoseconds() - wallStart) / 1e9, Self.processCPUSeconds() - cpuStart)
    }

    private static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
