import Invalidation

/// Why the command line tool stops, and the exit code it stops with.
enum CLIError: Error {
    /// The command line is wrong: exit 64.
    case usage(String, command: String?)
    /// The input is wrong or unreadable: exit 65.
    case badInput(InvalidationError)
    /// The output could not be written: exit 74.
    case output(String)

    var exitCode: Int32 {
        switch self {
        case .usage: ExitCode.usage
        case .badInput: ExitCode.badInput
        case .output: ExitCode.ioError
        }
    }
}

/// The tool's exit codes, following `sysexits.h` where one fits.
enum ExitCode {
    /// The job ran and found nothing that fails the run.
    static let success: Int32 = 0
    /// The job ran and found something that fails the run.
    static let failure: Int32 = 1
    /// The command line is wrong (`EX_USAGE`).
    static let usage: Int32 = 64
    /// The input is wrong: unreadable, malformed, an invalid model, an unsupported construct (`EX_DATAERR`).
    static let badInput: Int32 = 65
    /// The output could not be written (`EX_IOERR`).
    static let ioError: Int32 = 74
}
