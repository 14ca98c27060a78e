import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// The three output forms, compared whole against golden files for the shipped example
/// folder, and the JSON and SARIF forms checked against the structure their formats require.
@Suite struct LintOutputTests {
    /// `Examples/Lint`, linted with the paths the README's command prints.
    static func exampleReport() throws -> LintReport {
        let folder = PackageFiles.root.appendingPathComponent("Examples/Lint").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { ("Examples/Lint/\($0)", try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
        return Linter(options: .init(threads: 2, searchesConfiguration: false)).lint(files: files)
    }

    static func golden(_ name: String) -> URL {
        URL(fileURLWithPath: LintTesting.fixturePath("Golden/\(name)"))
    }

    static func render(_ write: (inout ByteBuffer) -> Void) -> String {
        var buffer = ByteBuffer()
        write(&buffer)
        return buffer.string
    }

    @Test func textMatchesTheGoldenFile() throws {
        let report = try Self.exampleReport()
        #expect(GoldenFile.mismatch(Self.render { report.writeText(to: &$0) }, file: Self.golden("examples.text")) == nil)
        #expect(
            Set(report.diagnostics.map(\.rule)) == Set(RuleID.allCases.filter { !$0.ruleDescription.isOptIn }),
            "the examples show every rule that runs by default")
        #expect(report.summary == "10 warnings and 1 error in 6 files.")
    }

    @Test func textLinesAreWhatXcodeReads() throws {
        let report = try Self.exampleReport()
        let pattern = try Regex(#"^[^:]+\.swift:\d+:\d+: (warning|error|note): .+$"#)
        for line in Self.render({ report.writeText(to: &$0) }).split(separator: "\n") {
            #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
        }
        for diagnostic in report.diagnostics {
            #expect("\(diagnostic)".hasSuffix(" [\(diagnostic.rule.rawValue)]"))
        }
    }

    @Test func jsonMatchesTheGoldenFileAndItsStructure() throws {
        let report = try Self.exampleReport()
        let text = Self.render { report.writeJSON(to: &$0) }
        #expect(GoldenFile.mismatch(text, file: Self.golden("examples.json")) == nil)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["version"] as? Int == 1)
        #expect(root["files"] as? Int == report.files.count)
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == report.diagnostics.count)
        for (finding, diagnostic) in zip(findings, report.diagnostics) {
            #expect(finding["rule"] as? String == diagnostic.rule.rawValue)
            #expect(finding["severity"] as? String == diagnostic.severity.rawValue)
            #expect(finding["message"] as? String == diagnostic.message)
            #expect(finding["file"] as? String == diagnostic.location.file)
            #expect(finding["line"] as? Int == diagnostic.location.line)
            #expect(finding["column"] as? Int == diagnostic.location.column)
            #expect((finding["notes"] as? [[String: Any]])?.count == diagnostic.notes.count)
            #expect((finding["fixIts"] as? [[String: Any]])?.count == diagnostic.fixIts.count)
        }
    }

    @Test func sarifMatchesTheGoldenFile() throws {
        let report = try Self.exampleReport()
        #expect(
            GoldenFile.mismatch(
                Self.render { report.writeSARIF(to: &$0, toolVersion: "0.1.0") }, file: Self.golden("examples.sarif"))
                == nil)
    }

    @Test func sarifHasTheStructureTheStandardRequires() throws {
        let report = try Self.exampleReport()
        let problems = SARIFCheck.problems(in: Self.render { report.writeSARIF(to: &$0, toolVersion: "0.1.0") })
        #expect(problems == [])
    }

    @Test func sarifCarriesFixesSyntaxErrorsAndEncodedURIs() throws {
        let report = LintTesting.lint([
            ("My Views/Panel ü.swift", "struct Panel: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}\n"),
            ("/abs/Broken.swift", "struct Broken: View { @State var x = 0\n func f( {\n"),
        ])
        let text = Self.render { report.writeSARIF(to: &$0, toolVersion: "9.9") }
        #expect(SARIFCheck.problems(in: text) == [])
        #expect(text.contains(#""uri": "My%20Views/Panel%20%C3%BC.swift""#))
        #expect(text.contains(#""uri": "file:///abs/Broken.swift""#))
        #expect(text.contains(#""insertedContent""#))
        #expect(text.contains(#""certain": true"#))
        #expect(text.contains(#""toolExecutionNotifications""#))
    }

    @Test func sarifCheckRejectsWhatTheStandardForbids() {
        #expect(!SARIFCheck.problems(in: #"{"version": "2.0.0", "runs": []}"#).isEmpty)
        #expect(!SARIFCheck.problems(in: #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": []}]}"#).isEmpty)
        let badResult = #"""
            {"version": "2.1.0", "$schema": "x", "runs": [{"tool": {"driver": {"name": "t", "rules": [{"id": "a"}]}},
             "results": [{"ruleId": "b", "level": "severe", "message": {}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a b"}, "region": {"startLine": 0}}}]}]}]}
            """#
        #expect(SARIFCheck.problems(in: badResult).count >= 5)
    }
}

/// The parts of the SARIF 2.1.0 schema a code-scanning service relies on, checked by hand.
enum SARIFCheck {
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        guard let root = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            return ["not a JSON object"]
        }
        if root["version"] as? String != "2.1.0" { problems.append("version must be \"2.1.0\"") }
        if (root["$schema"] as? String)?.isEmpty != false { problems.append("$schema must be a URI") }
        guard let runs = root["runs"] as? [[String: Any]], !runs.isEmpty else { return problems + ["runs must be a non-empty array"] }
        for (runIndex, run) in runs.enumerated() {
            let place = "runs[\(runIndex)]"
            let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
            if (driver?["name"] as? String)?.isEmpty != false { problems.append("\(place).tool.driver.name is required") }
            let rules = driver?["rules"] as? [[String: Any]] ?? []
            let ids = rules.compactMap { $0["id"] as? String }
            if ids.count != rules.count { problems.append("\(place): every rule needs an id") }
            if Set(ids).count != ids.count { problems.append("\(place): rule ids must be unique") }
            if let kind = run["columnKind"], !["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? "") {
                problems.append("\(place).columnKind is not a column kind")
            }
            guard let results = run["results"] as? [[String: Any]] else {
                problems.append("\(place).results must be an array")
                continue
            }
            for (resultIndex, result) in results.enumerated() {
                let here = "\(place).results[\(resultIndex)]"
                let ruleID = result["ruleId"] as? String ?? ""
                if !ids.contains(ruleID) { problems.append("\(here).ruleId must name a rule of the driver") }
                if let ruleIndex = result["ruleIndex"] as? Int, ruleIndex >= ids.count || ids[ruleIndex] != ruleID {
                    problems.append("\(here).ruleIndex does not point at \(ruleID)")
                }
                if !["none", "note", "warning", "error"].contains(result["level"] as? String ?? "") {
                    problems.append("\(here).level must be none, note, warning or error")
                }
                if ((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty != false {
                    problems.append("\(here).message.text is required")
                }
                let locations = result["locations"] as? [[String: Any]] ?? []
                if locations.isEmpty { problems.append("\(here).locations must hold the flagged place") }
                let related = result["relatedLocations"] as? [[String: Any]] ?? []
                for location in locations + related {
                    problems += physicalLocationProblems(location["physicalLocation"], at: here)
                }
                for fix in result["fixes"] as? [[String: Any]] ?? [] {
                    for change in fix["artifactChanges"] as? [[String: Any]] ?? [] {
                        if ((change["artifactLocation"] as? [String: Any])?["uri"] as? String) == nil {
                            problems.append("\(here): a fix's artifactChange needs an artifactLocation.uri")
                        }
                        let replacements = change["replacements"] as? [[String: Any]] ?? []
                        if replacements.isEmpty { problems.append("\(here): a fix's artifactChange needs replacements") }
                        for replacement in replacements where regionProblem(replacement["deletedRegion"]) != nil {
                            problems.append("\(here): a replacement needs a deletedRegion with startLine >= 1")
                        }
                    }
                }
            }
        }
        return problems
    }

    private static func physicalLocationProblems(_ value: Any?, at place: String) -> [String] {
        guard let physical = value as? [String: Any] else { return ["\(place): a location needs a physicalLocation"] }
        var problems: [String] = []
        let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
        if uri.isEmpty || uri.contains(" ") || uri.unicodeScalars.contains(where: { $0.value >= 0x80 }) {
            problems.append("\(place): artifactLocation.uri must be a URI reference")
        }
        if let problem = regionProblem(physical["region"]) { problems.append("\(place): \(problem)") }
        return problems
    }

    private static func regionProblem(_ value: Any?) -> String? {
        guard let region = value as? [String: Any], let line = region["startLine"] as? Int, line >= 1 else {
            return "region.startLine must be at least 1"
        }
        if let column = region["startColumn"] as? Int, column < 1 { return "region.startColumn must be at least 1" }
        return nil
    }
}
