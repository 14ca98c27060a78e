import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended.
public enum Termination: Hashable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It ran past its time limit and was killed.
    case timedOut

    public var description: String {
        switch self {
        case .exited(let status): "exit \(status)"
        case .signalled(let signal): "signal \(signal)"
        case .timedOut: "timeout"
        }
    }
}

/// What one run of a child process did.
public struct TimedRun: Sendable {
    /// How it ended.
    public var termination: Termination
    /// Wall time from start to end.
    public var seconds: Double
    /// Processor time of the child, user and system: on a machine that other work
    /// shares, wall time grows and this stays.
    public var processorSeconds: Double
    /// What it wrote to standard error.
    public var errors: String

    /// A run that ended as `termination`, took `seconds` of wall time and
    /// `processorSeconds` of processor time, and wrote `errors` to standard error.
    public init(termination: Termination, seconds: Double, processorSeconds: Double, errors: String) {
        self.termination = termination
        self.seconds = seconds
        self.processorSeconds = processorSeconds
        self.errors = errors
    }
}

/// Errors starting or waiting for a child process.
public enum TimedProcessError: Error, CustomStringConvertible {
    case cannotStart(String, Int32)
    case cannotWait(Int32)

    public var description: String {
        switch self {
        case .cannotStart(let program, let code): "cannot start \(program): \(String(cString: strerror(code)))"
        case .cannotWait(let code): "waiting for a child failed: \(String(cString: strerror(code)))"
        }
    }
}

/// Runs a program as a child process with a time limit, in its own process group so
/// that a timeout also ends whatever the child started (such as the Swift runtime's
/// backtracer).
public enum TimedProcess {
    /// Runs `executable` with `arguments`, standard output to `outputPath`, standard
    /// error to `errorPath` (read back into the result), and the environment of this
    /// process without `SWIFT_BACKTRACE`, so that a crash prints the runtime's
    /// backtrace as it would for a user. After `timeout` seconds the child's process
    /// group is killed.
    public static func run(
        _ executable: String, _ arguments: [String], outputPath: String, errorPath: String, timeout: Double
    ) throws -> TimedRun {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "SWIFT_BACKTRACE" }
            .map { "\($0.key)=\($0.value)" }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        let start = DispatchTime.now().uptimeNanoseconds
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw TimedProcessError.cannotStart(executable, result) }

        let deadline = start + UInt64(timeout * 1e9)
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            if waited < 0 {
                guard errno == EINTR else { throw TimedProcessError.cannotWait(errno) }
                continue
            }
            if !timedOut && DispatchTime.now().uptimeNanoseconds > deadline {
                timedOut = true
                kill(-pid, SIGKILL)
            }
            usleep(2_000)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // A timeout kills the whole group; make sure nothing of it outlives the wait.
        if timedOut { kill(-pid, SIGKILL) }

        let termination: Termination
        if timedOut {
            termination = .timedOut
        } else if status & 0x7f == 0 {
            termination = .exited((status >> 8) & 0xff)
        } else {
            termination = .signalled(status & 0x7f)
        }
        let errors = FileManager.default.contents(atPath: errorPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let processorSeconds =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return TimedRun(
            termination: termination, seconds: seconds, processorSeconds: processorSeconds, errors: errors)
    }
}
