#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Invalidation

/// Reading the tool's inputs.
enum InputFile {
    /// The text of the file at `path`.
    static func text(atPath path: String) throws(InvalidationError) -> String {
        let bytes = try FileContents(path: path)
        return bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file or folder exists at `path`.
    static func exists(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Whether `path` is a regular file (not a folder, a pipe or a device).
    static func isRegularFile(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Loads a JSON scenario from all of standard input.
    static func scenarioFromStandardInput() throws(InvalidationError) -> LoadedScenario {
        let bytes = try standardInputBytes()
        return try bytes.withUnsafeBytes { buffer in
            Result { () throws(InvalidationError) in try LoadedScenario(json: buffer, file: "<stdin>") }
        }.get()
    }

    /// All of standard input as text.
    static func standardInputText() throws(InvalidationError) -> String {
        String(decoding: try standardInputBytes(), as: UTF8.self)
    }

    /// All of standard input, up to the size a file may have.
    private static func standardInputBytes() throws(InvalidationError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 {
                throw .unreadableFile(path: "<stdin>", reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > FileContents.maximumBytes {
                throw FileContents.tooLarge("<stdin>", FileContents.maximumBytes)
            }
        }
        return bytes
    }
}
