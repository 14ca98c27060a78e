import Foundation
import Invalidation
import Testing

/// Input files that once took all memory, with the error each now gets.
@Suite("Hostile input files")
struct FuzzRegressionTests {
    static func tooLarge(_ path: String, _ limit: Int) -> InvalidationError {
        .unreadableFile(path: path, reason: "it holds more than \(limit) bytes, the most read from one file")
    }

    /// `invalidation run /dev/zero` read zeros until memory ran out.
    @Test func aDeviceThatNeverEndsIsReadUpToTheLimit() {
        #expect(throws: Self.tooLarge("/dev/zero", 100_000)) {
            try FileContents(path: "/dev/zero", maximumBytes: 100_000)
        }
    }

    @Test func aRegularFileOverTheLimitIsRefusedAndOneAtItIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: 4_096)))
        #expect(try FileContents(path: path, maximumBytes: 4_096).bytes.count == 4_096)
        #expect(throws: Self.tooLarge(path, 4_095)) {
            try FileContents(path: path, maximumBytes: 4_095)
        }
    }
}
