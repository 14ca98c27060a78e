import Foundation

/// Why the benchmark stopped, with the exit status each reason gets (sysexits.h).
enum BenchmarkError: Error, CustomStringConvertible {
    /// The command line is wrong: exit 64.
    case usage(String)
    /// A path given does not exist or holds no Swift files, or a file cannot be read: exit 65.
    case badInput(String)
    /// A generated app cannot be written: exit 73.
    case cannotWrite(path: String, reason: String)
    /// A child process cannot be started or waited for: exit 71.
    case process(String)
    /// A phase ended with an error or a signal: exit 70.
    case phaseFailed(phase: Phase, app: String, how: String)
    /// An exponential app's instance counts are not what they must be, or its `explain` took
    /// a second or more: exit 1.
    case failedCheck(String)

    /// The status the benchmark exits with.
    var exitStatus: Int32 {
        switch self {
        case .usage: 64
        case .badInput: 65
        case .cannotWrite: 73
        case .process: 71
        case .phaseFailed: 70
        case .failedCheck: 1
        }
    }

    var description: String {
        switch self {
        case .usage(let message): "\(message)\nRun 'AnalyzerBenchmark --help' for usage."
        case .badInput(let message): message
        case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
        case .process(let message): message
        case .phaseFailed(let phase, let app, let how): "the \(phase.title) phase on \(app) \(how)"
        case .failedCheck(let message): message
        }
    }
}

/// Writes `message` to standard error after the program's name.
func reportError(_ message: String) {
    FileHandle.standardError.write(Data("AnalyzerBenchmark: \(message)\n".utf8))
}
