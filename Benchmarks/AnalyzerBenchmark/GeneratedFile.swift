#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One file of a generated app: its path inside the app's folder and its text.
struct GeneratedFile {
    var path: String
    var text: String

    /// The number of lines.
    var lineCount: Int { text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }

    /// Writes `files` under `folder`, replacing the folder if it exists.
    static func write(_ files: [GeneratedFile], to folder: URL) throws(BenchmarkError) {
        try? FileManager.default.removeItem(at: folder)
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try makeFolders(url.deletingLastPathComponent().path)
            if let failure = writeFile(url.path, bytes: Array(file.text.utf8)) {
                throw .cannotWrite(path: url.path, reason: String(cString: strerror(failure)))
            }
        }
    }

    /// Creates `path` and the folders above it that are missing.
    private static func makeFolders(_ path: String) throws(BenchmarkError) {
        var folder = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            folder += "/" + component
            if mkdir(folder, 0o755) != 0 && errno != EEXIST {
                throw .cannotWrite(path: folder, reason: String(cString: strerror(errno)))
            }
        }
    }
}

/// Writes `bytes` to the file at `path`, replacing it; the `errno` of a failure.
private func writeFile(_ path: String, bytes: [UInt8]) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}
