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

    /// The most bytes read from one file: ten times the largest scenario measured, so
    /// that a device or pipe that never ends (`/dev/zero`) gets an error, not all memory.
    public static let maximumBytes = 1 << 30

    /// Reads the whole file at `path`: a regular file in one `read` into a buffer of
    /// its size; anything else (a pipe, a device) in growing chunks until its end.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` with the system's
    ///   reason, or when the file holds more than `maximumBytes`.
    public init(path: String, maximumBytes: Int = FileContents.maximumBytes) throws(InvalidationError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.failure(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.failure(path, errno) }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular && Int(status.st_size) > maximumBytes { throw Self.tooLarge(path, maximumBytes) }
        // One byte more than the size, so the read that finds the end needs no second buffer.
        let firstCapacity = isRegular ? Int(status.st_size) + 1 : min(1 << 16, maximumBytes + 1)
        var (bytes, error) = Self.readChunk(descriptor, capacity: firstCapacity)
        var filledChunk = bytes.count == firstCapacity
        while error == nil && filledChunk {
            if bytes.count > maximumBytes { throw Self.tooLarge(path, maximumBytes) }
            // Never more than one byte past the limit, which is how the limit is found passed.
            let capacity = min(max(bytes.count, 1 << 16), maximumBytes + 1 - bytes.count)
            let (chunk, chunkError) = Self.readChunk(descriptor, capacity: capacity)
            bytes.append(contentsOf: chunk)
            error = chunkError
            filledChunk = chunk.count == capacity
        }
        if let error { throw Self.failure(path, error) }
        if bytes.count > maximumBytes { throw Self.tooLarge(path, maximumBytes) }
        self.bytes = bytes
    }

    /// The error for a file that holds more than `maximumBytes`.
    public static func tooLarge(_ path: String, _ maximumBytes: Int) -> InvalidationError {
        .unreadableFile(path: path, reason: "it holds more than \(maximumBytes) bytes, the most read from one file")
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
