#if canImport(Glibc)
import Glibc
#else
internal import Foundation
#endif

/// The cores this process may use. On Linux: the cores the scheduler lets it run on, fewer
/// where its control group's CPU quota allows less (a container given 1.5 cores gets 2).
/// Counted with a few system calls; Foundation's count reads the same files through its
/// own file machinery, which costs a millisecond to start in a short run.
package enum ActiveCores {
    package static func count() -> Int {
        #if canImport(Glibc)
        var cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        if let allowed = allowedCores() { cores = min(cores, allowed) }
        if let quota = quotaCores() { cores = min(cores, quota) }
        return max(1, cores)
        #else
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
        #endif
    }

    #if canImport(Glibc)
    /// The cores the scheduler lets this process run on. `sched_getaffinity` is declared
    /// only for `_GNU_SOURCE`, which the Glibc module leaves out, so it is looked up.
    private static func allowedCores() -> Int? {
        typealias GetAffinity = @convention(c) (_ pid: pid_t, _ size: Int, _ set: UnsafeMutableRawPointer) -> Int32
        guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
        var set = cpu_set_t()
        let size = MemoryLayout<cpu_set_t>.size
        let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
        let result = withUnsafeMutableBytes(of: &set) { getAffinity(0, size, $0.baseAddress!) }
        guard result == 0 else { return nil }
        let allowed = withUnsafeBytes(of: &set) { bytes in bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
        return allowed > 0 ? allowed : nil
    }

    /// The cores a CPU quota allows, rounded up: cgroup v2's `cpu.max` ("quota period", or
    /// "max" for none), else cgroup v1's `cpu.cfs_quota_us` (-1 for none) and `cpu.cfs_period_us`.
    package static func quotaCores() -> Int? {
        if let line = firstLine(of: "/sys/fs/cgroup/cpu.max") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else { return nil }
            return cores(quota: quota, period: period)
        }
        guard let quota = firstLine(of: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us").flatMap({ Int($0) }),
            let period = firstLine(of: "/sys/fs/cgroup/cpu/cpu.cfs_period_us").flatMap({ Int($0) })
        else { return nil }
        return cores(quota: quota, period: period)
    }

    /// `quota` microseconds of CPU per `period`, as whole cores; `nil` for no quota.
    package static func cores(quota: Int, period: Int) -> Int? {
        guard quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }

    /// The first line of a small file, or `nil` when it cannot be read.
    private static func firstLine(of path: String) -> Substring? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).first
    }
    #endif
}
