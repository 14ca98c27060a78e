#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The machine the figures come from, and how busy it is.
enum MachineLoad {
    /// The load averages over 1, 5 and 15 minutes, or `nil` if the system does not say.
    static func averages() -> [Double]? {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return nil }
        return loads
    }

    /// The one-minute load average.
    static func oneMinute() -> Double? { averages()?.first }

    /// One line: processors, build configuration and the load now.
    static func summary() -> String {
        var text = "\(ProcessInfo.processInfo.activeProcessorCount) processors"
        #if DEBUG
        text += ", DEBUG BUILD (build with -c release for meaningful figures)"
        #else
        text += ", release build"
        #endif
        if let loads = averages() {
            text += "; load average \(loads.map { String(format: "%.2f", $0) }.joined(separator: " "))"
        }
        return text
    }
}
