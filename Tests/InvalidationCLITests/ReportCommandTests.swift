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
        for option in ["-o, --output <file>", "--timeline <file>", "--title <title>", "--config <file>"] {
            #expect(result.output.contains(option), "\(option)")
        }
        let tool = try ToolRunner.run(["--help"])
        #expect(tool.output.contains("  report "))
    }

    /// The commands the README's section shows on the shipped examples run, and the key its
    /// screenshot selects is one the report has.
    @Test func theReadmeCommandsRun() throws {
        let readme = try PackageFiles.text("README.md")
        let start = try #require(readme.range(of: "## `invalidation report`"))
        let section = readme[start.upperBound...]
        let body = section[..<(section.range(of: "\n## ")?.lowerBound ?? section.endIndex)]
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = 0
        for line in body.split(separator: "\n") where line.hasPrefix("swift run invalidation report Examples/") {
            var words = line.split(separator: " ").dropFirst(3).map(String.init)
            let output = try #require(words.firstIndex(of: "-o")) + 1
            words[output] = folder.appendingPathComponent(words[output]).path
            #expect(try ToolRunner.run(words) == ToolResult(status: 0, output: "", errors: ""), "\(line)")
            let html = try String(contentsOf: URL(fileURLWithPath: words[output]), encoding: .utf8)
            let screenshot = try #require(body.split(separator: "\n").first { $0.hasPrefix("chromium --headless") })
            let fragment = try #require(screenshot.range(of: "#key="))
            let key = try #require(screenshot[fragment.upperBound...].prefix { $0 != "\"" }.removingPercentEncoding)
            #expect(html.contains(#"{"key":"\#(key)","#), "\(key)")
            ran += 1
        }
        #expect(ran == 1)
        #expect("%5C.colorScheme".removingPercentEncoding == "\\.colorScheme" && body.contains("#key=%5C.colorScheme"))
    }
}
