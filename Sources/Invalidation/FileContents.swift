#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole contents of a file, read into one buffer.
public struct FileContents: Sendable {
    /// The path the file was read from, as given.
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]

    /// Reads the whole file at `path`: a regular file in one `read` into a buffer of
    /// its size; anything else (a pipe, a device) in growing chunks until its end.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` with the system's reason.
    public init(path: String) throws(InvalidationError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.failure(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.failure(path, errno) }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        // One byte more than the size, so the read that finds the end needs no second buffer.
        let firstCapacity = isRegular ? Int(status.st_size) + 1 : 1 << 16
        var (bytes, error) = Self.readChunk(descriptor, capacity: firstCapacity)
        var filledChunk = bytes.count == firstCapacity
        while error == nil && filledChunk {
            let capacity = max(bytes.count, 1 << 16)
            let (chunk, chunkError) = Self.readChunk(descriptor, capacity: capacity)
            bytes.append(contentsOf: chunk)
            error = chunkError
            filledChunk = chunk.count == capacity
        }
        if let error { throw Self.failure(path, error) }
        self.bytes = bytes
    }

    /// Calls `body` with the file's bytes.
    public func withUnsafeBytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(Failure) -> Value in try body(buffer) }
        }
        return try result.get()
    }

    /// Reads until `capacity` bytes have been read or the file ends; returns what was
    /// read and the `errno` of a failed read.
    private static func readChunk(_ descriptor: Int32, capacity: Int) -> (bytes: [UInt8], error: Int32?) {
        var error: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let result = read(descriptor, buffer.baseAddress! + count, capacity - count)
                if result > 0 {
                    count += result
                } else if result == 0 {
                    return
                } else if errno != EINTR {
                    error = errno
                    return
                }
            }
        }
        return (bytes, error)
    }

    private static func failure(_ path: String, _ code: Int32) -> InvalidationError {
        .unreadableFile(path: path, reason: String(cString: strerror(code)))
    }
}
