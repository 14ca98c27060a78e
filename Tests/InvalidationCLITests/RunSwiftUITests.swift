import Foundation
import Testing
import _InvalidationTestSupport

/// `invalidation run` on SwiftUI source, which is no lesson program, says where it stops
/// and which commands read such source.
@Suite struct RunSwiftUITests {
    static let hint = "; this looks like SwiftUI source: 'invalidation analyze' and 'invalidation explain' read it"
    static let supported =
        "it may declare storage tables, views, trees and lists of recomputes with let or var, "
        + "and call change(_:key:) and countCauses(_:)"

    /// Runs `run` on a file holding `source`, in a folder named like tests (which must not
    /// keep its views from being found); returns the file's path and the result.
    func run(_ source: String) throws -> (path: String, result: ToolResult) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RunTests-\(UUID().uuidString)/AppTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("Card.swift")
        try Data(source.utf8).write(to: file)
        return (file.path, try ToolRunner.run(["run", file.path]))
    }

    /// Telling a lesson from SwiftUI source parses the file again, on a stack large enough
    /// for anything the nesting limits let through.
    @Test func deepSourceAfterARawStringIsCutAtTheLimitNotACrash() throws {
        let source = "let q = #\"\"\"#\nlet t = " + String(repeating: "try ", count: 5_000) + "f()\n"
        let (path, result) = try run(source)
        #expect(result.status == 65)
        #expect(result.errors.hasPrefix(path + ":2:"), "\(result.errors)")
        #expect(result.errors.contains("nests more than 1500 levels deep"), "\(result.errors)")
    }

    @Test func anAppsViewsNameTheCommandsThatReadThem() throws {
        let result = try ToolRunner.run(["run", "Examples/Apps/Rooms/RoomViews.swift"])
        let expected =
            "Examples/Apps/Rooms/RoomViews.swift:3:1: error: struct declarations are not supported in a lesson program; "
            + Self.supported + Self.hint + "\n"
        #expect(result == ToolResult(status: 65, output: "", errors: expected))
    }

    @Test func aViewTypeWithoutTheImportIsSwiftUISource() throws {
        let (path, result) = try run("struct Card: View {\n    var body: some View { Text(\"Hi\") }\n}\n")
        #expect(result.status == 65)
        #expect(result.errors == "\(path):1:1: error: struct declarations are not supported in a lesson program; \(Self.supported)\(Self.hint)\n")
    }

    @Test func theImportAloneIsSwiftUISource() throws {
        let (path, result) = try run("import SwiftUI\n\nfor name in [\"a\"] { print(name) }\n")
        #expect(result.status == 65)
        #expect(result.errors == "\(path):3:1: error: 'for' is not supported in a lesson program; \(Self.supported)\(Self.hint)\n")
    }

    @Test(arguments: ["Tests/InvalidationCLITests/Fixtures/Bad/unsupported.swift", "Examples/Apps/Rooms/RoomVM.swift"])
    func otherSourceGetsNoHint(path: String) throws {
        let result = try ToolRunner.run(["run", path])
        #expect(result.status == 65)
        #expect(result.errors.hasPrefix("\(path):"))
        #expect(result.errors.hasSuffix(Self.supported + "\n"))
    }
}
