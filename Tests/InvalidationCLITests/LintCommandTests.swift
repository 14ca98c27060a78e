import Foundation
import InvalidationLint
import Testing
import _InvalidationTestSupport

/// `invalidation lint`, end to end.
@Suite struct LintCommandTests {
    @Test func lintsTheShippedExamplesAsTheGoldenFileShows() throws {
        let result = try ToolRunner.run(["lint", "Examples/Lint"])
        let expected = try String(
            contentsOf: PackageFiles.root.appendingPathComponent("Tests/InvalidationLintTests/Fixtures/Golden/examples.text"),
            encoding: .utf8)
        #expect(result == ToolResult(status: 1, output: expected, errors: "10 warnings and 1 error in 6 files.\n"))
    }

    @Test func strictFailsOnWarnings() throws {
        let result = try ToolRunner.run(["lint", "--strict", "--quiet", "Examples/Lint"])
        #expect(result.status == 1)
        #expect(result.errors == "")
        #expect(result.output.contains("RoomViews.swift:18:9: warning: 'viewModel' in RoomView1 is @State set in init from 'name'"))
    }

    @Test func aCleanFileExitsZeroWithNoOutput() throws {
        let result = try ToolRunner.run(["lint", "-q", "Examples/Lint/RoomVM.swift"])
        #expect(result == ToolResult(status: 0, output: "", errors: ""))
    }

    @Test func onlyTheRulesAskedForRun() throws {
        let result = try ToolRunner.run(["lint", "-q", "--rule", "state_init_trap", "--format", "json", "Examples/Lint"])
        #expect(result.status == 0)
        let root = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let findings = root?["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { $0["rule"] as? String } == ["state_init_trap"])
        #expect(findings.first?["line"] as? Int == 18)
    }

    @Test func sarifOutputIsASARIFLog() throws {
        let result = try ToolRunner.run(["lint", "-q", "--format", "sarif", "Examples/Lint"])
        // The shipped examples hold one error: the run fails.
        #expect(result.status == 1)
        let root = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(root?["version"] as? String == "2.1.0")
        let run = (root?["runs"] as? [[String: Any]])?.first
        let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["name"] as? String == "invalidation")
        #expect((run?["results"] as? [Any])?.count == 11)
    }

    @Test func errorSeverityFromAConfigurationFailsTheRun() throws {
        let result = try ToolRunner.run(["lint", "--config", "Tests/InvalidationCLITests/Fixtures/Lint/errors.json", "Examples/Lint"])
        #expect(result.status == 1)
        #expect(result.output.contains("RoomViews.swift:18:9: error: "))
        #expect(result.errors == "9 warnings and 2 errors in 6 files.\n")
    }

    @Test func aBadConfigurationIsBadInputWithItsPlace() throws {
        let result = try ToolRunner.run(["lint", "--config", "Tests/InvalidationCLITests/Fixtures/Lint/unknown-key.json", "Examples/Lint"])
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(result.errors == "Tests/InvalidationCLITests/Fixtures/Lint/unknown-key.json:3:3: error: unknown key \"excluded\"; the keys are: rules, exclude\n")
    }

    @Test func aMissingPathIsBadInput() throws {
        let result = try ToolRunner.run(["lint", "No/Such/Folder"])
        #expect(result == ToolResult(status: 65, output: "", errors: "invalidation: error: cannot read 'No/Such/Folder': no such file or folder\n"))
    }

    @Test(arguments: [["lint", "--format", "xml", "Examples/Lint"], ["lint", "--rule", "no_such_rule", "Examples/Lint"], ["lint", "--bogus", "x"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasSuffix("See 'invalidation help lint'.\n"))
    }

    /// Like SwiftLint, `lint` with no PATH lints the current directory.
    @Test func noPathLintsTheCurrentDirectory() throws {
        let files = ["Examples/Lint/RoomViews.swift", "Examples/Lint/RoomVM.swift", "Examples/Lint/RoomScreens.swift"]
        try ToolRunner.withFolder(copying: files) { folder in
            let implicit = try ToolRunner.run(["lint"], in: folder)
            let explicit = try ToolRunner.run(["lint", "."], in: folder)
            #expect(implicit == explicit)
            #expect(implicit.status == 0)
            #expect(implicit.output.hasPrefix("./RoomViews.swift:"))
            #expect(implicit.errors == "4 warnings and 0 errors in 3 files.\n")
        }
        let help = try ToolRunner.run(["lint", "--help"])
        #expect(help.output.contains("with no PATH, the current directory"))
        #expect(help.output.contains("  PATH                    Swift files or folders to lint. [default: .]\n"))
    }

    @Test func helpShowsTheRulesAndExamples() throws {
        let result = try ToolRunner.run(["lint", "--help"])
        #expect(result.status == 0)
        for text in ["USAGE: invalidation lint [options] [PATH...]", "state_init_trap", "--strict", "--format <format>", "EXAMPLES:", "invalidation lint Examples/Lint", ".invalidation.json", "invalidation:disable:next"] {
            #expect(result.output.contains(text), "\(text)")
        }
    }

    @Test func listRulesNamesEveryRule() throws {
        let result = try ToolRunner.run(["lint", "--list-rules"])
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").map { $0.split(separator: ":").first.map(String.init) } == [
            "state_init_trap", "state_init_copy (opt-in)", "state_init_discarded_object", "state_setter_in_init",
            "non_private_state", "unused_state", "state_placement", "observed_object_unread",
            "observed_object_created_inline", "missing_environment_object", "task_without_id (opt-in)",
        ])
    }

    /// The help's overview names every rule, opt-in ones under their own heading.
    @Test func helpNamesEveryRule() throws {
        let result = try ToolRunner.run(["lint", "--help"])
        #expect(result.status == 0)
        let overview = try #require(result.output.components(separatedBy: "Settings come from").first)
        let optIn = try #require(overview.components(separatedBy: "Opt-in").last)
        for rule in RuleID.allCases {
            #expect(overview.contains("  \(rule.rawValue) "), "\(rule.rawValue)")
            #expect(optIn.contains(rule.rawValue) == rule.ruleDescription.isOptIn, "\(rule.rawValue)")
        }
    }

    @Test func listRulesAsJSONIsTheLibrarysRuleDescriptions() throws {
        let result = try ToolRunner.run(["lint", "--list-rules", "--format", "json"])
        #expect(result.status == 0 && result.errors == "")
        #expect(GoldenFile.mismatch(result.output, file: ToolRunner.fixture("Lint/rules.json")) == nil)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(rules.count == RuleID.allCases.count)
        for (rule, object) in zip(RuleID.allCases, rules) {
            let description = rule.ruleDescription
            #expect(object["id"] as? String == rule.rawValue)
            #expect(object["name"] as? String == description.name)
            #expect(object["summary"] as? String == description.summary)
            #expect(object["severity"] as? String == description.defaultSeverity.rawValue)
            #expect(object["optIn"] as? Bool == description.isOptIn)
        }
    }

    @Test func listRulesHasNoSARIFForm() throws {
        let result = try ToolRunner.run(["lint", "--list-rules", "--format", "sarif"])
        let message = """
            invalidation: error: --list-rules writes text or JSON; --format sarif does not go with it
            See 'invalidation help lint'.

            """
        #expect(result == ToolResult(status: 64, output: "", errors: message))
    }
}

/// `lint --write-baseline` and `lint --baseline`, end to end.
@Suite struct LintBaselineCommandTests {
    @Test func aBaselineRoundTripKeepsMovedFindingsAndReportsANewOne() throws {
        let files = ["Examples/Lint/RoomViews.swift", "Examples/Lint/RoomVM.swift", "Examples/Lint/RoomScreens.swift"]
        try ToolRunner.withFolder(copying: files) { folder in
            let written = try ToolRunner.run(["lint", "--write-baseline", "baseline.json", "."], in: folder)
            #expect(written.status == 0)
            #expect(written.errors == "4 warnings and 0 errors in 3 files. Wrote 4 findings to baseline.json.\n")
            let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
            #expect(baseline.hasPrefix("{\n  \"format\": \"invalidation-baseline/1\",\n  \"findings\": [\n"))
            #expect(!baseline.contains("\"line\""))

            // Nothing new: no output, every finding counted as known.
            let clean = try ToolRunner.run(["lint", "--baseline", "baseline.json", "--strict", "."], in: folder)
            #expect(clean == ToolResult(status: 0, output: "", errors: "0 warnings and 0 errors in 3 files (4 more in the baseline).\n"))

            // Lines move down and a new finding appears; only the new one is reported.
            let file = folder.appendingPathComponent("RoomViews.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            let edited = "// Moved.\n\n\n" + text + "\nstruct Badge: View {\n    @State var isOn = false\n    var body: some View { Text(\"\\(isOn)\") }\n}\n"
            try edited.write(to: file, atomically: true, encoding: .utf8)
            let moved = try ToolRunner.run(["lint", "--baseline", "baseline.json", "--strict", "."], in: folder)
            #expect(moved.status == 1)
            #expect(moved.output.split(separator: "\n").map { String($0.prefix(45)) } == ["./RoomViews.swift:78:16: warning: 'isOn' in B"])
            #expect(moved.errors == "1 warning and 0 errors in 3 files (4 more in the baseline).\n")

            // Written again after a fix, the baseline drops the fixed finding.
            // RoomView1 (the first of two views declared alike) keeps its state private and out of init.
            let trap = "    @State var viewModel: RoomVM\n    init(name: String) {\n        self.name = name\n        self.viewModel = RoomVM(roomName: name)\n    }\n"
            let first = try #require(edited.range(of: trap))
            try edited.replacingCharacters(in: first, with: "    @State private var viewModel = RoomVM(roomName: \"\")\n")
                .write(to: file, atomically: true, encoding: .utf8)
            let rewritten = try ToolRunner.run(["lint", "-q", "--baseline", "baseline.json", "--write-baseline", "baseline.json", "."], in: folder)
            #expect(rewritten.status == 0)
            let after = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
            #expect(!after.contains("RoomView1"))
            #expect(after.contains("\"view\": \"Badge\""))
            #expect(after.split(separator: "\n").count == baseline.split(separator: "\n").count - 1)
        }
    }

    @Test func aMissingOrMalformedBaselineIsBadInput() throws {
        let missing = try ToolRunner.run(["lint", "--baseline", "no-such-baseline.json", "Examples/Lint"])
        #expect(missing == ToolResult(status: 65, output: "", errors: "invalidation: error: cannot read 'no-such-baseline.json': No such file or directory\n"))
        let malformed = try ToolRunner.run(["lint", "--baseline", "Tests/InvalidationCLITests/Fixtures/Lint/errors.json", "Examples/Lint"])
        #expect(malformed.status == 65)
        #expect(malformed.output == "")
        #expect(malformed.errors.hasPrefix("Tests/InvalidationCLITests/Fixtures/Lint/errors.json:2:3: error: unknown key \"rules\"; the keys are: format, findings"))
    }
}

/// `lint --fix`, end to end.
@Suite struct LintFixCommandTests {
    @Test func fixRewritesTheCertainFixItsAndASecondRunFindsNothing() throws {
        let names = ["RoomViews.swift", "RoomScreens.swift", "RoomVM.swift", "Settings.swift", "Counters.swift"]
        try ToolRunner.withFolder(copying: names.map { "Examples/Lint/\($0)" }) { folder in
            let before = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            let fixed = try ToolRunner.run(["lint", "--fix", "."], in: folder)
            let expected = """
                ./RoomViews.swift:15:24: fixed: Mark the property private ('viewModel' in RoomView1) [non_private_state]
                ./RoomViews.swift:31:24: fixed: Mark the property private ('viewModel' in RoomView2) [non_private_state]
                ./Settings.swift:43:30: fixed: Mark the property private ('store' in SettingsPreviewCard) [non_private_state]
                ./Settings.swift:43:38: fixed: Hold it with @StateObject ('store' in SettingsPreviewCard) [observed_object_created_inline]

                """
            #expect(fixed == ToolResult(status: 0, output: expected, errors: "Fixed 4 findings in 2 of 5 files.\n"))

            // Only the three lines changed, each by the fix-it's words; every other byte is as it was.
            let after = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            var changed: [String] = []
            for (old, new) in zip(before, after) {
                let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
                let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(oldLines.count == newLines.count)
                for (a, b) in zip(oldLines, newLines) where a != b { changed.append("\(a) -> \(b)") }
            }
            #expect(changed == [
                "    @State var viewModel: RoomVM ->     @State private var viewModel: RoomVM",
                "    @State var viewModel: RoomVM ->     @State private var viewModel: RoomVM",
                "    @ObservedObject var store = SettingsStore() ->     @StateObject private var store = SettingsStore()",
            ])

            let again = try ToolRunner.run(["lint", "--fix", "."], in: folder)
            #expect(again == ToolResult(status: 0, output: "", errors: "Fixed 0 findings in 0 of 5 files.\n"))
            // The findings left have no certain fix-it.
            let lint = try ToolRunner.run(["lint", "-q", "."], in: folder)
            #expect(!lint.output.contains("[non_private_state]"))
            #expect(!lint.output.contains("[observed_object_created_inline]"))
            #expect(lint.output.contains("[state_init_trap]"))
        }
    }

    @Test(arguments: [["--fix", "--format", "json"], ["--fix", "--baseline", "b.json"], ["--fix", "--list-rules"]])
    func fixDoesNotGoWithReportOptions(arguments: [String]) throws {
        let result = try ToolRunner.run(["lint"] + arguments + ["Examples/Lint"])
        #expect(result.status == 64)
        #expect(result.output == "")
    }
}

/// `--default-path`, which the SwiftPM plugin passes: read when no PATH is given.
@Suite struct DefaultPathTests {
    @Test func aDefaultPathIsReadOnlyWhenNoPathIsGiven() throws {
        let defaulted = try ToolRunner.run(["lint", "--default-path", "Examples/Lint/Settings.swift", "--default-path", "Examples/Lint/RoomVM.swift"])
        #expect(defaulted.status == 0)
        #expect(defaulted.errors == "4 warnings and 0 errors in 2 files.\n")
        #expect(defaulted.output.hasPrefix("Examples/Lint/Settings.swift:12:30: warning:"))
        let given = try ToolRunner.run(["lint", "--default-path", "Examples/Lint/Settings.swift", "Examples/Lint/RoomVM.swift"])
        #expect(given == ToolResult(status: 0, output: "", errors: "0 warnings and 0 errors in 1 file.\n"))
        let explained = try ToolRunner.run(["explain", "--default-path", "Examples/Apps/Dashboard", "CounterCard.tapCount"])
        #expect(explained == ToolResult(
            status: 0,
            output: """
                CounterCard.tapCount: CounterCard.tapCount changed | recomputed CounterCard local | skipped 2 views
                why (swiftui model):
                  CounterCard local: reads the key
                changed by:
                  CounterCard  Examples/Apps/Dashboard/DashboardView.swift:21:35  action

                """,
            errors: ""))
    }
}
