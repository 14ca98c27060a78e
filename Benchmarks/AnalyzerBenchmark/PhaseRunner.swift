#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a phase in a child process of this executable and reads what the child reports,
/// with the child's peak resident memory from `wait4`: a high-water mark never goes down
/// within one process, so each phase needs a process of its own.
struct PhaseRunner {
    /// The executable to start: this one.
    let executable: String

    /// One run of a phase.
    struct Run {
        var result: PhaseResult
        /// The child's maximum resident set size, in bytes.
        var peakBytes: Int
    }

    /// A runner that starts this executable.
    init() {
        executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Runs `request` in a child process; `app` names the app in messages.
    func run(_ request: PhaseRequest, app: String) throws(BenchmarkError) -> Run {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw .process("cannot create a pipe: \(Self.errorText(errno))") }
        // Neither end may stay open in the child beyond its standard output.
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)

        let arguments = [executable] + request.arguments
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw .process("cannot start \(executable): \(Self.errorText(spawned))")
        }

        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count > 0 {
                output += chunk[..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(pipeEnds[0])

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw .process("waiting for a child failed: \(Self.errorText(errno))") }
        }
        let signal = status & 0x7f
        let exitStatus = (status >> 8) & 0xff
        if signal != 0 {
            throw .phaseFailed(phase: request.phase, app: app, how: "was stopped by signal \(signal)")
        }
        if exitStatus != 0 {
            throw .phaseFailed(phase: request.phase, app: app, how: "exited with status \(exitStatus)")
        }
        let text = String(decoding: output, as: UTF8.self)
        guard let line = text.split(separator: "\n").last, let result = PhaseResult(encoded: line) else {
            throw .phaseFailed(phase: request.phase, app: app, how: "printed no result line")
        }
        #if canImport(Darwin)
        let peakBytes = Int(usage.ru_maxrss)
        #else
        let peakBytes = Int(usage.ru_maxrss) * 1024
        #endif
        return Run(result: result, peakBytes: peakBytes)
    }

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
