import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationSimulation
import Testing
import _InvalidationTestSupport

@testable import InvalidationReport

/// The page is one file that fetches nothing, and carries the data it was given.
@Suite struct ReportPageTests {
    /// What in `html` would make a browser fetch something: addresses, `src=`, `@import`,
    /// `<link>`, and `url(…)` other than `url(#id)` and `url(data:…)`.
    static func externalReferences(in html: String) -> [String] {
        var found: [String] = []
        let lower = html.lowercased()
        for word in ["http://", "https://", "src=", "@import", "<link", "<iframe", "<img", "fetch(", "xmlhttprequest", "import("]
        where lower.contains(word) {
            found.append(word)
        }
        var rest = lower[...]
        while let range = rest.range(of: "url(") {
            let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
            if !after.hasPrefix("#") && !after.hasPrefix("data:") { found.append(String(rest[range.lowerBound...].prefix(40))) }
            rest = rest[range.upperBound...]
        }
        return found
    }

    /// The report of `relative` (package paths, or absolute ones), with the changes of `timeline` played.
    static func report(_ relative: [String], timeline: String? = nil) throws -> HTMLReport {
        let paths = relative.map { $0.hasPrefix("/") ? $0 : PackageFiles.root.appendingPathComponent($0).path }
        var entries: [Timeline.Entry] = []
        if let timeline {
            let file = PackageFiles.root.appendingPathComponent(timeline).path
            entries = try Timeline(text: String(contentsOfFile: file, encoding: .utf8), file: file).entries
        }
        return try HTMLReport(
            analysis: SourceAnalyzer().analyze(paths: paths), paths: paths, options: .init(timeline: entries))
    }

    @Test func theStyleScriptAndMarkupReferNothingOutside() {
        #expect(Self.externalReferences(in: ReportPage.style) == [])
        #expect(Self.externalReferences(in: ReportPage.script) == [])
        #expect(Self.externalReferences(in: ReportPage.markup) == [])
        // The check finds what it looks for.
        #expect(
            Self.externalReferences(in: #"<img src="a.png"> @import "x.css"; url(font.woff) url(#arrow) url(data:,x)"#)
                == ["src=", "@import", "<img", "url(font.woff) url(#arrow) url(data:,x)"])
    }

    @Test func aWholeReportReferNothingOutsideAndCarriesItsData() throws {
        let report = try Self.report(["Examples/Apps"], timeline: "Examples/Timelines/rooms.timeline")
        let html = report.html
        #expect(Self.externalReferences(in: html) == [])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.components(separatedBy: "<script").count == 3)
        #expect(html.contains("<title>Invalidation report: Apps</title>"))
        // The blob is the data's JSON, whole, and parses.
        let start = try #require(html.range(of: #"<script type="application/json" id="data">"#))
        let end = try #require(html[start.upperBound...].range(of: "</script>"))
        let blob = String(html[start.upperBound..<end.lowerBound])
        #expect(blob == report.data.jsonText())
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(blob.utf8)) as? [String: Any])
        #expect(parsed["format"] as? String == "invalidation-report/1")
        #expect((parsed["views"] as? [Any])?.count == report.data.views.count)
        #expect((parsed["timeline"] as? [Any])?.count == 7)
    }

    @Test func theTitleIsEscaped() {
        var data = ReportDataTests.demoData()
        data.title = "<b>&</b>"
        var out = ByteBuffer()
        ReportPage.write(data, to: &out)
        #expect(out.string.contains("<title>Invalidation report: &lt;b&gt;&amp;&lt;/b&gt;</title>"))
        #expect(out.string.contains(#""title":"\u003cb\u003e\u0026\u003c\/b\u003e""#))
    }
}
