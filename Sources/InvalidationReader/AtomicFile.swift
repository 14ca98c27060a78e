#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files in one step, so that a reader never sees half a file and a failure
/// leaves the old file as it was.
package enum AtomicFile {
    /// Replaces the file at `path` with `text` in one step: writes a temporary file in
    /// the same folder, then renames it over `path`, keeping the old file's permissions.
    /// A symbolic link is followed, so the file it names is replaced and the link kept.
    /// - Throws: ``SourceError/unwritableFile(path:reason:)`` with the system's reason.
    package static func replace(_ path: String, with text: String) throws(SourceError) {
        var target = path
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        let folderEnd = target.lastIndex(of: "/")
        let folder = folderEnd.map { String(target[...$0]) } ?? ""
        let name = folderEnd.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array("\(folder).\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ code: Int32) -> SourceError {
            unlink(temporary)
            return .unwritableFile(path: path, reason: String(cString: strerror(code)))
        }
        var status = stat()
        let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        var failure: Int32?
        if fchmod(descriptor, mode) != 0 { failure = errno }
        var bytes = Array(text.utf8)
        if failure == nil { failure = Self.writeAll(&bytes, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw fail(failure) }
        guard rename(temporary, target) == 0 else { throw fail(errno) }
    }

    /// Writes all of `bytes`; returns the `errno` of a failed write.
    private static func writeAll(_ bytes: inout [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += result
            }
            return nil
        }
    }
}
