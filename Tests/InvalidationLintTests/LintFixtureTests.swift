import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// Fixture files mark each expected finding with a `/*↓rule_id*/` comment just before the
/// flagged spot; the comments are removed before linting.
struct LintFixture {
    var files: [(name: String, source: String)]
    var expected: [String]

    init(folder: String) throws {
        let base = LintTesting.fixturePath(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: base).filter { $0.hasSuffix(".swift") }.sorted()
        files = []
        expected = []
        for name in names {
            let marked = try String(contentsOfFile: base + "/" + name, encoding: .utf8)
            let (text, markers) = Self.strip(marked)
            files.append((name, text))
            expected += markers.map { "\(name):\($0.line):\($0.column) \($0.rule)" }
        }
        expected.sort { Self.sortKey($0) < Self.sortKey($1) }
    }

    private static func sortKey(_ place: String) -> (String, Int, Int, String) {
        let parts = place.split(separator: " ")
        let location = parts[0].split(separator: ":")
        return (String(location[0]), Int(location[1])!, Int(location[2])!, String(parts[1]))
    }

    static func strip(_ marked: String) -> (String, [(line: Int, column: Int, rule: String)]) {
        var text = ""
        var markers: [(Int, Int, String)] = []
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if rest.hasPrefix("/*↓"), let end = rest.range(of: "*/") {
                markers.append((line, column, String(rest[rest.index(rest.startIndex, offsetBy: 3)..<end.lowerBound])))
                rest = rest[end.upperBound...]
                continue
            }
            text.append(character)
            rest = rest.dropFirst()
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (text, markers)
    }
}

@Suite struct LintFixtureTests {
    @Test func realAppPatternsAreFlaggedExactlyWhereMarked() throws {
        let fixture = try LintFixture(folder: "Patterns")
        let report = LintTesting.lint(fixture.files)
        #expect(LintTesting.places(report) == fixture.expected)
    }

    @Test func patternsStillParseWithTheMarkersInPlace() throws {
        let base = LintTesting.fixturePath("Patterns")
        for name in try FileManager.default.contentsOfDirectory(atPath: base) where name.hasSuffix(".swift") {
            let report = LintTesting.lint([(name, try String(contentsOfFile: base + "/" + name, encoding: .utf8))])
            #expect(report.syntaxErrors.isEmpty, "\(name)")
        }
    }
}

/// The view-model ownership article's views, as `Examples/Lint` ships them, under
/// each of the article's two parents (fixtures).
@Suite struct LintArticleTests {
    static let shipped: Set<String> = ["RoomVM.swift", "RoomViews.swift"]

    static func files(_ names: [String]) throws -> [(name: String, source: String)] {
        try names.map { name in
            let path =
                shipped.contains(name)
                ? PackageFiles.root.appendingPathComponent("Examples/Lint/\(name)").path
                : LintTesting.fixturePath("Article/\(name)")
            return (name, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    static let ownershipRules: Set<RuleID> = [.stateInitTrap, .stateInitDiscardedObject]

    /// Under the Picker, a new room reaches the same RoomView1, which keeps its first one.
    @Test func roomView1IsFlaggedByTheTrapUnderThePicker() throws {
        let parent = "PickerContentView.swift"
        let report = LintTesting.lint(try Self.files(["RoomVM.swift", "RoomViews.swift", parent]), rules: Self.ownershipRules)
        let trap = report.diagnostics.filter { $0.rule == .stateInitTrap }
        #expect(trap.map { "\($0.location)" } == ["RoomViews.swift:18:9"])
        #expect(trap.first?.message.contains("'viewModel' in RoomView1") == true)
        #expect(trap.first?.message.contains("keeps the value of the view's first appearance") == true)
        #expect(trap.first?.notes.map(\.location.file) == [parent])
    }

    /// In the List, each room's link shows its own RoomView1: "it works exactly as intended",
    /// as the article says, so there is nothing to report.
    @Test func roomView1IsNotFlaggedInTheListWhereEachRoomHasItsOwnLink() throws {
        let report = LintTesting.lint(
            try Self.files(["RoomVM.swift", "RoomViews.swift", "ListContentView.swift"]), rules: Self.ownershipRules)
        #expect(report.diagnostics.filter { $0.rule == .stateInitTrap }.isEmpty)
    }

    @Test func roomView2IsNotATrapButDiscardsAnObject() throws {
        let report = LintTesting.lint(
            try Self.files(["RoomVM.swift", "RoomViews.swift", "PickerContentView.swift"]), rules: Self.ownershipRules)
        let inRoomView2 = report.diagnostics.filter { (29...45).contains($0.location.line) }
        #expect(inRoomView2.map { "\($0.location) \($0.rule)" } == ["RoomViews.swift:34:26 state_init_discarded_object"])
        #expect(inRoomView2.first?.message.contains("onChange(of: name, initial: true)") == true)
    }

    @Test func roomView3ItsHelperAndCounterViewAreNotFlagged() throws {
        let report = LintTesting.lint(try Self.files(["RoomVM.swift", "RoomViews.swift", "PickerContentView.swift"]))
        let flaggedLines = report.diagnostics.filter { $0.location.file == "RoomViews.swift" }.map(\.location.line)
        #expect(flaggedLines.allSatisfy { (13...45).contains($0) }, "\(flaggedLines)")
        // CounterView (lines 4-10) by no rule at all.
        #expect(!flaggedLines.contains { (4...10).contains($0) })
    }

    @Test func everyFindingOnTheArticleNamesItsPropertyAndView() throws {
        let report = LintTesting.lint(try Self.files(["RoomVM.swift", "RoomViews.swift", "PickerContentView.swift"]))
        #expect(LintTesting.places(report) == [
            "PickerContentView.swift:5:16 non_private_state",
            "RoomViews.swift:15:16 non_private_state",
            "RoomViews.swift:18:9 state_init_trap",
            "RoomViews.swift:31:16 non_private_state",
            "RoomViews.swift:34:26 state_init_discarded_object",
        ])
        for diagnostic in report.diagnostics {
            #expect(diagnostic.message.contains("'viewModel'") || diagnostic.message.contains("'selectedRoom'"))
            let sentences = diagnostic.message.split(separator: ". ")
            #expect(sentences.count == 2, "\(diagnostic.message)")
        }
    }
}
