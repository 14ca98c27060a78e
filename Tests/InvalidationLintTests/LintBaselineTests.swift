import Foundation
import Invalidation
import InvalidationLint
import Testing
import _InvalidationTestSupport

/// A baseline names findings by rule, file, view and property, so that it keeps matching
/// them when lines move, reports what is new, and drops what is fixed.
@Suite struct LintBaselineTests {
    static let rooms = """
        import SwiftUI

        struct RoomView: View {
            var name: String
            @State var viewModel: RoomVM
            init(name: String) {
                self.name = name
                self.viewModel = RoomVM(roomName: name)
            }
            var body: some View { Text(viewModel.roomName) }
        }

        struct Counter: View {
            @State var count = 0
            var body: some View { Button("\\(count)") { count += 1 } }
        }

        struct Lobby: View {
            @State private var room = "Main"
            var body: some View {
                VStack {
                    RoomView(name: room)
                    Button("Next") { room += "!" }
                }
            }
        }
        """

    static func findings(_ source: String, file: String = "Rooms.swift") -> LintReport {
        LintTesting.lint([(file, source)])
    }

    @Test func theBaselineIsSortedOneFindingALine() throws {
        let report = Self.findings(Self.rooms)
        #expect(report.diagnostics.count == 3)
        let baseline = LintBaseline(report: report)
        let expected = """
            {
              "format": "invalidation-baseline/1",
              "findings": [
                {"rule": "non_private_state", "file": "Rooms.swift", "view": "Counter", "symbol": "count"},
                {"rule": "state_init_trap", "file": "Rooms.swift", "view": "RoomView", "symbol": "init(name)"},
                {"rule": "non_private_state", "file": "Rooms.swift", "view": "RoomView", "symbol": "viewModel"}
              ]
            }

            """
        #expect(baseline.jsonText() == expected)
        // Whatever order the findings come in, the file is the same.
        let reversed = LintBaseline(entries: report.diagnostics.reversed().map(LintBaseline.Entry.init))
        #expect(reversed.jsonText() == expected)
        #expect(try LintBaseline(json: Array(expected.utf8), file: "baseline.json") == baseline)
    }

    @Test func shiftedLinesStayMatchedAndANewFindingIsReported() throws {
        let baseline = try LintBaseline(
            json: Array(LintBaseline(report: Self.findings(Self.rooms)).jsonText().utf8), file: "baseline.json")
        // Lines added above every finding, and a new view with a new finding below them.
        let edited =
            "// A header that moves every line down.\n\n"
            + Self.rooms.replacingOccurrences(of: "struct Counter", with: "/// Counts.\nstruct Counter")
            + """

            struct Badge: View {
                @State var isOn = false
                var body: some View { Text(isOn ? "on" : "off") }
            }
            """
        let report = Self.findings(edited)
        // Every finding the baseline holds has moved.
        #expect(Self.findings(Self.rooms).diagnostics.map(\.location.line) == [5, 8, 14])
        #expect(report.diagnostics.map(\.location.line) == [7, 10, 17, 31])
        let new = baseline.newFindings(report.diagnostics)
        #expect(new.map(\.description) == [
            "Rooms.swift:31:16: warning: 'isOn' in Badge is @State but not private, so a value given where Badge is "
                + "created would set only its first value, and later ones would be ignored. Mark it private. [non_private_state]"
        ])
        #expect(baseline.filter(report).diagnostics == new)
    }

    @Test func aFixedFindingDropsOutWhenTheBaselineIsWrittenAgain() {
        let before = LintBaseline(report: Self.findings(Self.rooms))
        let fixed = Self.rooms.replacingOccurrences(of: "@State var count", with: "@State private var count")
        let after = LintBaseline(report: Self.findings(fixed))
        #expect(before.entries.count == 3)
        #expect(after.entries == before.entries.filter { $0.view != "Counter" })
    }

    /// Two findings that share rule, file, view and property are matched in order: the
    /// baseline holds one, so the second is new.
    @Test func findingsThatShareAllFourAreMatchedInOrder() {
        func finding(line: Int) -> LintDiagnostic {
            LintDiagnostic(
                rule: .stateInitTrap, severity: .warning, message: "m",
                location: SourceLocation(file: "./A.swift", line: line, column: 1), view: "A", symbol: "init(x)")
        }
        let baseline = LintBaseline(entries: [LintBaseline.Entry(finding(line: 3))])
        #expect(baseline.entries == [LintBaseline.Entry(rule: "state_init_trap", file: "A.swift", view: "A", symbol: "init(x)")])
        #expect(baseline.newFindings([finding(line: 7), finding(line: 9)]).map(\.location.line) == [9])
        let changes = LintBaseline.changes(from: [finding(line: 1)], to: [finding(line: 5), finding(line: 8)])
        #expect(changes.added.map(\.location.line) == [8])
        #expect(changes.fixed.isEmpty)
    }

    /// `./Sources/A.swift` and `$PWD/Sources/A.swift` are `Sources/A.swift`, so that a baseline
    /// written from one spelling matches a run given another (Xcode passes absolute paths).
    @Test func theSamePathSpelledAnotherWayMatches() {
        let entry = LintBaseline.Entry(rule: "non_private_state", file: "./Sources/./App/A.swift")
        #expect(entry.file == "Sources/App/A.swift")
        let current = FileManager.default.currentDirectoryPath
        #expect(LintBaseline.Entry(rule: "non_private_state", file: current + "/Sources/App/A.swift") == entry)
        #expect(LintBaseline.Entry(rule: "non_private_state", file: "/elsewhere/A.swift").file == "/elsewhere/A.swift")
    }

    @Test(arguments: [
        ("[]", "baseline.json:1:1: expected a baseline: an object with \"format\" and \"findings\", found an array"),
        ("{\"findings\": []}", "baseline.json:1:1: missing \"format\": \"invalidation-baseline/1\""),
        (
            "{\"format\": \"invalidation-baseline/1\",\n \"findings\": [{\"rule\": \"a\", \"line\": 3}]}",
            "baseline.json:2:29: unknown key \"line\" in a finding; the keys are: rule, file, view, symbol"
        ),
        (
            "{\"format\": \"invalidation-baseline/1\", \"findings\": [{\"rule\": \"a\"}]}",
            "baseline.json:1:52: a finding needs \"rule\" and \"file\""
        ),
        ("{\"format\": \"lint/2\"}", "baseline.json:1:12: \"format\" must be \"invalidation-baseline/1\""),
    ])
    func aMalformedBaselineNamesItsPlace(text: String, message: String) {
        #expect {
            try LintBaseline(json: Array(text.utf8), file: "baseline.json")
        } throws: { error in
            (error as? InvalidationError)?.description == message
        }
    }
}
