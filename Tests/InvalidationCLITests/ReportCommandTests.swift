import Foundation
import Testing
import _InvalidationTestSupport

/// `invalidation report`, end to end.
@Suite struct ReportCommandTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesOnePageAndNothingElse() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("feed.html")
        let result = try ToolRunner.run(["report", "Examples/Apps/Feed", "-o", page.path])
        #expect(result == ToolResult(status: 0, output: "", errors: ""))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>Invalidation report: Feed</title>"))
        #expect(html.contains(#"{"format":"invalidation-report\/1","title":"Feed","#))
        // --output and a title, with a timeline.
        let rooms = try ToolRunner.run([
            "report", "--output", page.path, "--title", "Rooms & more", "--timeline", "Examples/Timelines/rooms.timeline",
            "Examples/Apps/Rooms",
        ])
        #expect(rooms == ToolResult(status: 0, output: "", errors: ""))
        let roomsPage = try String(contentsOf: page, encoding: .utf8)
        #expect(roomsPage.contains("<title>Invalidation report: Rooms &amp; more</title>"))
        #expect(roomsPage.contains(#""timeline":[{"label":"first appearance","#))
    }

    @Test func withoutAnOutputFileItIsAUsageError() throws {
        let result = try ToolRunner.run(["report", "Examples/Apps/Feed"])
        #expect(result.status == 64)
        #expect(result.errors == "invalidation: error: missing option '--output <file>': the HTML file to write\nSee 'invalidation help report'.\n")
    }

    @Test func aMissingPathIsBadInputNamingIt() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("out.html")
        let result = try ToolRunner.run(["report", "Examples/Apps/Nowhere", "-o", page.path])
        #expect(result.status == 65)
        #expect(result.errors.contains("Examples/Apps/Nowhere"))
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }

    @Test func anUnknownKeyInATimelineNamesItsPlace() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timeline = folder.appendingPathComponent("bad.timeline")
        try "picked: ContentView.selectedRoom\n  again: ContentView.selectedRom\n".write(to: timeline, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run([
            "report", "Examples/Apps/Rooms", "--timeline", timeline.path, "-o", folder.appendingPathComponent("r.html").path,
        ])
        #expect(result.status == 65)
        #expect(result.errors.hasPrefix("\(timeline.path):2:10: error: unknown key 'ContentView.selectedRom'"))
    }

    @Test func anUnwritableOutputExits74NamingIt() throws {
        let result = try ToolRunner.run(["report", "Examples/Apps/Feed", "-o", "/nonexistent-folder/report.html"])
        #expect(result.status == 74)
        #expect(result.errors.hasPrefix("invalidation: error: "))
        #expect(result.errors.contains("/nonexistent-folder/report.html"))
    }

    @Test func theHelpDescribesTheOptions() throws {
        let result = try ToolRunner.run(["help", "report"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: Write a self-contained HTML report of what each change recomputes."))
        for option in ["-o, --output <file>", "--timeline <file>", "--title <title>", "--config <file>", "--tree-rules"] {
            #expect(result.output.contains(option), "\(option)")
        }
        let tool = try ToolRunner.run(["--help"])
        #expect(tool.output.contains("  report "))
    }
}
