import Foundation
import Testing
import _InvalidationTestSupport

/// A suppression comment that misspells its rule or its command turns nothing off, and
/// `lint` says so at the comment, with the names it was probably meant to be.
@Suite struct SuppressionWarningTests {
    static let folder = "Tests/InvalidationCLITests/Fixtures/Lint/Suppressions"
    static let misspelt = folder + "/Misspelt.swift"
    // The fixtures sit below a folder named like tests: lint reads them when given their
    // folder or the file itself.

    @Test func everyMisspeltCommentIsAWarningAmongTheFindings() throws {
        let result = try ToolRunner.run(["lint", Self.folder])
        #expect(result.status == 0)
        #expect(result.errors == "11 warnings and 0 errors in 2 files.\n")
        if let mismatch = GoldenFile.mismatch(result.output, file: ToolRunner.fixture("Lint/Suppressions/expected.text")) {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func theWarningNamesTheCommentsPlaceAndTheCloseRule() throws {
        let result = try ToolRunner.run(["lint", "-q", Self.misspelt])
        let lines = result.output.split(separator: "\n").map(String.init)
        let file = Self.misspelt
        #expect(
            lines.first
                == "\(file):6:5: warning: unknown rule 'non_private_stat' in a suppression comment; "
                + "did you mean 'non_private_state'? [invalidation]")
        #expect(
            lines.contains(
                "\(file):12:5: warning: unknown suppression command 'invalidation:disable:nxt'; "
                    + "did you mean 'invalidation:disable:next' or 'invalidation:disable'? [invalidation]"))
        #expect(
            lines.contains(
                "\(file):14:5: warning: 'invalidation:disable:next' names no rule, so it turns nothing off; "
                    + "name the rules after it, or 'all' [invalidation]"))
        // A name like no rule lists them all.
        #expect(
            lines.contains {
                $0.hasPrefix("\(file):8:25: warning: unknown rule 'no_such_rule' in a suppression comment; the rules are ")
                    && $0.hasSuffix(", and 'all' for every rule [invalidation]")
            })
    }

    @Test func commentsSpeltRightTurnFindingsOffWithoutAWarning() throws {
        let result = try ToolRunner.run(["lint", Self.folder + "/Spelt.swift"])
        #expect(result == ToolResult(status: 0, output: "", errors: "0 warnings and 0 errors in 1 file.\n"))
    }

    @Test func aSuppressionWarningFailsAStrictRun() throws {
        let strict = try ToolRunner.run(["lint", "--strict", "--rule", "state_init_trap", Self.misspelt])
        #expect(strict.status == 1)
        #expect(strict.errors == "6 warnings and 0 errors in 1 file.\n")
        #expect(!strict.output.contains("[non_private_state]"))
        let lenient = try ToolRunner.run(["lint", "--rule", "state_init_trap", Self.misspelt])
        #expect(lenient.status == 0)
    }

    @Test func jsonListsThemAndCountsThemAsWarnings() throws {
        let result = try ToolRunner.run(["lint", "-q", "--format", "json", Self.folder])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let warnings = try #require(root["suppressionWarnings"] as? [[String: Any]])
        #expect(warnings.count == 6)
        #expect(warnings.first?["message"] as? String == "unknown rule 'non_private_stat' in a suppression comment; did you mean 'non_private_state'?")
        #expect(warnings.first?["file"] as? String == Self.misspelt)
        #expect(warnings.first?["line"] as? Int == 6)
        #expect(warnings.first?["column"] as? Int == 5)
        #expect((root["findings"] as? [Any])?.count == 5)
        #expect((root["counts"] as? [String: Int])?["warning"] == 11)
    }

    @Test func sarifGivesThemAsConfigurationNotifications() throws {
        let result = try ToolRunner.run(["lint", "-q", "--format", "sarif", Self.folder])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 5)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notifications = try #require(invocation["toolConfigurationNotifications"] as? [[String: Any]])
        #expect(notifications.count == 6)
        #expect(notifications.first?["level"] as? String == "warning")
        #expect((notifications.first?["message"] as? [String: Any])?["text"] as? String
            == "unknown rule 'non_private_stat' in a suppression comment; did you mean 'non_private_state'?")
        let location = (notifications.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.misspelt)
        #expect((location?["region"] as? [String: Int]) == ["startLine": 6, "startColumn": 5])
    }
}
