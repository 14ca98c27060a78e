#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A destination for output assembled as bytes.
///
/// Writers are generic over it, so appending stays a direct call in hot loops.
public protocol ByteOutput {
    /// Appends bytes.
    mutating func append(_ bytes: UnsafeRawBufferPointer)
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
}

extension ByteOutput {
    /// Appends the UTF-8 bytes of `string`.
    public mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends an integer in decimal.
    public mutating func append(decimal value: Int) {
        append(String(value))
    }
}

/// Bytes collected in memory.
public struct ByteBuffer: ByteOutput, Sendable {
    /// The bytes written so far.
    public var bytes: [UInt8] = []

    /// Creates an empty buffer.
    public init() {}

    public mutating func append(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
    public mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// The bytes as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// Bytes written to a file descriptor in large chunks.
public struct FileOutput: ByteOutput {
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    private let chunk: Int
    /// The number of bytes handed to the descriptor so far.
    public private(set) var written = 0
    /// The first write error, as `errno`; later output is dropped once set.
    public private(set) var failure: Int32?

    /// Creates an output for `descriptor` that writes whenever `chunk` bytes have collected.
    public init(descriptor: Int32, chunk: Int = 1 << 20) {
        self.descriptor = descriptor
        self.chunk = chunk
        buffer.reserveCapacity(chunk + 4096)
    }

    /// Standard output.
    public static func standardOutput() -> FileOutput { FileOutput(descriptor: 1) }
    /// Standard error, written through without waiting for a full chunk.
    public static func standardError() -> FileOutput { FileOutput(descriptor: 2, chunk: 0) }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= chunk { flush() }
    }

    public mutating func append(_ byte: UInt8) {
        buffer.append(byte)
        if buffer.count >= chunk { flush() }
    }

    /// Writes what is buffered.
    public mutating func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let result = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += result
            }
            written += offset
        }
    }
}
