#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What one child process did: how it ended, how long it took from spawn to
/// exit, and its peak resident memory as `wait4` reports it.
struct ChildRun {
    var status: Int32
    var seconds: Double
    var peakResidentBytes: Int

    /// Whether the child exited with status 0.
    var succeeded: Bool { status & 0x7f == 0 && (status >> 8) & 0xff == 0 }
}

enum ChildProcessError: Error, CustomStringConvertible {
    case spawnFailed(String, Int32)
    case waitFailed(Int32)

    var description: String {
        switch self {
        case .spawnFailed(let program, let code): "cannot start \(program): \(String(cString: strerror(code)))"
        case .waitFailed(let code): "waiting for a child failed: \(String(cString: strerror(code)))"
        }
    }
}

/// Starts `arguments[0]` (looked up on `PATH` when it has no slash) with its
/// standard output written to `outputPath` and its standard error to
/// `errorPath`, waits for it, and returns its time and peak memory.
func runChild(_ arguments: [String], outputPath: String, errorPath: String = "/dev/null") throws -> ChildRun {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }

    var pid = pid_t()
    let start = nanoseconds()
    let result = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    guard result == 0 else { throw ChildProcessError.spawnFailed(arguments[0], result) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw ChildProcessError.waitFailed(errno) }
    }
    let seconds = Double(nanoseconds() - start) / 1e9
    return ChildRun(status: status, seconds: seconds, peakResidentBytes: residentBytes(maxrss: Int(usage.ru_maxrss)))
}

/// The directory holding this executable, found through `/proc/self/exe`.
func executableDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
}

/// Writes `bytes` to the file at `path`, replacing it.
func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw BenchmarkError.cannotWrite(path, errno) }
    defer { close(descriptor) }
    try bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw BenchmarkError.cannotWrite(path, errno)
            }
            offset += written
        }
    }
}

/// Whether the two files hold the same bytes; `nil` when either cannot be read.
func filesAreIdentical(_ first: String, _ second: String) -> Bool? {
    guard let a = readBytes(first), let b = readBytes(second) else { return nil }
    return a == b
}

/// The bytes of the file at `path`.
func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
}

/// A fresh directory for the benchmark's files.
func temporaryDirectory() throws -> String {
    var template = Array("/tmp/invalidation-benchmark-XXXXXX".utf8CString)
    guard let path = mkdtemp(&template) else { throw BenchmarkError.cannotWrite("/tmp", errno) }
    return String(cString: path)
}

/// Errors that stop a benchmark command.
enum BenchmarkError: Error, CustomStringConvertible {
    case cannotWrite(String, Int32)
    case usage(String)
    case failed(String)

    var description: String {
        switch self {
        case .cannotWrite(let path, let code): "cannot write \(path): \(String(cString: strerror(code)))"
        case .usage(let message): message
        case .failed(let message): message
        }
    }
}
