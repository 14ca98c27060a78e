import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import Testing

/// Suppression comments, configuration files and files that do not parse.
@Suite struct LintControlTests {
    static let twoStates = """
        struct Panel: View {
            @State var first = 0
            @State var second = 0
            @State var third = 0
            var body: some View { Text("\\(first)\\(second)\\(third)") }
        }
        """

    @Test func disableNextTurnsARuleOffForTheNextLineOnly() {
        let source = Self.twoStates.replacingOccurrences(
            of: "    @State var first", with: "    // invalidation:disable:next non_private_state\n    @State var first")
        let report = LintTesting.lint([("Panel.swift", source)], rules: [.nonPrivateState])
        #expect(LintTesting.places(report) == ["Panel.swift:4:16 non_private_state", "Panel.swift:5:16 non_private_state"])
    }

    @Test func disableAndEnableBoundARegion() {
        let source = Self.twoStates
            .replacingOccurrences(of: "    @State var first", with: "    // invalidation:disable non_private_state\n    @State var first")
            .replacingOccurrences(of: "    @State var third", with: "    // invalidation:enable non_private_state\n    @State var third")
        let report = LintTesting.lint([("Panel.swift", source)], rules: [.nonPrivateState])
        #expect(LintTesting.places(report) == ["Panel.swift:6:16 non_private_state"])
    }

    @Test func disableWithoutEnableRunsToTheEndAndAllCoversEveryRule() {
        let source = "// invalidation:disable all\n" + Self.twoStates
        #expect(LintTesting.lint([("Panel.swift", source)]).diagnostics.isEmpty)
        let other = "// invalidation:disable state_init_trap\n" + Self.twoStates
        #expect(LintTesting.lint([("Panel.swift", other)], rules: [.nonPrivateState]).diagnostics.count == 3)
    }

    @Test func disableThisCoversTheCommentsOwnLine() {
        let source = Self.twoStates.replacingOccurrences(
            of: "@State var second = 0", with: "@State var second = 0 // invalidation:disable:this non_private_state")
        let report = LintTesting.lint([("Panel.swift", source)], rules: [.nonPrivateState])
        #expect(LintTesting.places(report) == ["Panel.swift:2:16 non_private_state", "Panel.swift:4:16 non_private_state"])
    }

    // MARK: Configuration

    static func configuration(_ json: String) throws(InvalidationError) -> LintConfiguration {
        try LintConfiguration(json: Array(json.utf8), file: ".invalidation.json")
    }

    @Test func configurationSetsSeverityAndTurnsRulesOff() throws {
        let configuration = try Self.configuration("""
            {"rules": {"non_private_state": {"severity": "error"}, "state_placement": false,
                       "observed_object_unread": {"enabled": false}}}
            """)
        #expect(configuration.severity(of: .nonPrivateState) == .error)
        #expect(configuration.severity(of: .stateInitTrap) == .warning)
        #expect(!configuration.isEnabled(.statePlacement))
        #expect(!configuration.isEnabled(.observedObjectUnread))
        let report = LintTesting.lint([("Panel.swift", Self.twoStates)], configuration: configuration)
        #expect(report.diagnostics.map(\.severity) == [.error, .error, .error])
        #expect(report.fails(strict: false))
        let off = try Self.configuration(#"{"rules": {"non_private_state": false}}"#)
        let quiet = LintTesting.lint([("Panel.swift", Self.twoStates)], configuration: off)
        #expect(quiet.diagnostics.isEmpty && !quiet.fails(strict: true))
    }

    @Test func warningsFailOnlyWhenStrict() {
        let report = LintTesting.lint([("Panel.swift", Self.twoStates)], rules: [.nonPrivateState])
        #expect(!report.fails(strict: false))
        #expect(report.fails(strict: true))
        #expect(report.summary == "3 warnings and 0 errors in 1 file.")
    }

    @Test(arguments: [
        (#"{"rules": {}, "exclude": [], "rule": {}}"#, "1:30", "unknown key \"rule\"; the keys are: rules, exclude"),
        ("{\n  \"rules\": {\n    \"state_trap\": true\n  }\n}", "3:5", "unknown rule \"state_trap\""),
        (#"{"rules": {"state_init_trap": {"level": "error"}}}"#, "1:32", "unknown key \"level\" in the settings of state_init_trap"),
        (#"{"rules": {"state_init_trap": {"severity": "fatal"}}}"#, "1:44", "unknown severity \"fatal\""),
        (#"{"rules": {"state_init_trap": "on"}}"#, "1:31", "the setting of state_init_trap must be true, false or an object"),
        (#"{"exclude": "Generated"}"#, "1:13", "\"exclude\" must be an array"),
        ("{\n  \"rules\": {,}\n}", "2:13", "expected a string key"),
        ("{\"rules\": {}", "1:13", "expected ',' or '}'"),
        ("[]", "1:1", "expected an object"),
    ])
    func malformedConfigurationNamesItsLineAndColumn(json: String, place: String, message: String) {
        #expect {
            _ = try Self.configuration(json)
        } throws: { error in
            guard let error = error as? InvalidationError, case .malformedInput(let text, let location?) = error else { return false }
            return "\(location.line):\(location.column)" == place && text.hasPrefix(message) && location.file == ".invalidation.json"
        }
    }

    @Test func configurationIsFoundFromTheLintedFolderUpwardAndExcludesPaths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        try Data(#"{"rules": {"non_private_state": {"severity": "error"}}, "exclude": ["App/Generated", "**/*Preview.swift"]}"#.utf8)
            .write(to: root.appendingPathComponent(".invalidation.json"))
        for folder in ["", "Generated/", ".hidden/"] {
            try Data(Self.twoStates.utf8).write(to: app.appendingPathComponent("\(folder)Panel.swift"))
        }
        try Data(Self.twoStates.utf8).write(to: app.appendingPathComponent("PanelPreview.swift"))
        #expect(LintConfiguration.file(for: app.path).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            == root.appendingPathComponent(".invalidation.json").standardizedFileURL.path)
        let report = try Linter(options: .init(threads: 2, onlyRules: [.nonPrivateState])).lint(paths: [app.path])
        #expect(report.files == [app.path + "/Panel.swift"])
        #expect(report.diagnostics.count == 3 && report.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func aMissingPathOrABadConfigurationIsBadInput() throws {
        #expect(throws: InvalidationError.unreadableFile(path: "/no/such/folder", reason: "no such file or folder")) {
            _ = try Linter().lint(paths: ["/no/such/folder"])
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"rulez": {}}"#.utf8).write(to: folder.appendingPathComponent(".invalidation.json"))
        #expect {
            _ = try Linter().lint(paths: [folder.path])
        } throws: { error in
            "\(error)".hasSuffix(".invalidation.json:1:2: unknown key \"rulez\"; the keys are: rules, exclude")
        }
    }

    // MARK: Syntax errors

    @Test func aFileWithSyntaxErrorsIsLintedAsFarAsItParses() {
        let source = """
            struct Broken: View {
                @State var count = 0
                func oops( {
                var body: some View { Text("\\(count)") }
            }

            struct Fine: View {
                @ObservedObject var model = Model()
                var body: some View { Text(model.title) }
            }
            """
        let report = LintTesting.lint([("Broken.swift", source)])
        #expect(LintTesting.places(report).contains("Broken.swift:2:16 non_private_state"))
        #expect(LintTesting.places(report).contains("Broken.swift:8:33 observed_object_created_inline"))
        #expect(report.syntaxErrors.count == 1)
        #expect(report.syntaxErrors.first?.location.file == "Broken.swift")
        #expect(report.syntaxErrors.first?.message.hasPrefix("syntax error: ") == true)
    }

    @Test(arguments: ["", "struct", "struct V: View { @State var", "@State var x = 0", "init(x: Int) { _x = State(", "}}}}{{{", String(repeating: "(", count: 5000)])
    func fragmentsNeverCrash(source: String) {
        let report = LintTesting.lint([("Fragment.swift", source)])
        #expect(report.files == ["Fragment.swift"])
        #expect(report.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }
}
