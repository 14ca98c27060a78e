import Foundation
import Invalidation
@testable import InvalidationLint
import Testing
import _InvalidationTestSupport

/// `lint --fix`: the fix-its that are certain are applied, every other byte is kept, and
/// fixing the result finds nothing left to fix.
@Suite struct LintFixTests {
    /// Writes `files` to a new folder, runs `body` on it and removes it.
    static func withFiles<Result>(
        _ files: [(name: String, source: String)], _ body: (String) throws -> Result
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("invalidation-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            try Data(file.source.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        return try body(folder.path)
    }

    static let linter = Linter(options: .init(threads: 1, searchesConfiguration: false))

    /// Fixes the files in `folder` as `lint --fix` does: computes the rewrites and writes them.
    static func fix(_ folder: String) throws -> LintFixReport {
        let report = try linter.fixes(paths: [folder])
        for file in report.files { try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path)) }
        return report
    }

    static func text(_ folder: String, _ name: String) throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    /// Every rule's triggering examples, fixed: the result is the golden file (the example
    /// itself where nothing is certain), and fixing it again changes nothing.
    @Test(arguments: RuleID.allCases)
    func triggeringExamplesAreFixedAsTheGoldenFilesShow(rule: RuleID) throws {
        for (number, example) in rule.ruleDescription.triggeringExamples.enumerated() {
            let files = example.files.map { ($0.name, MarkedText($0.source, markers: [String(RuleExample.marker)]).text) }
            try Self.withFiles(files) { folder in
                let report = try Self.fix(folder)
                for (name, source) in files {
                    let fixed = try Self.text(folder, name)
                    if report.files.contains(where: { $0.path.hasSuffix("/" + name) }) {
                        let golden = PackageFiles.url("Tests/InvalidationLintTests/Fixtures/Fixed/\(rule)-\(number + 1)-\(name)")
                        if let mismatch = GoldenFile.mismatch(fixed, file: golden) { Issue.record("\(mismatch)") }
                    } else {
                        #expect(fixed == source, "\(rule) example \(number + 1) changed without a fix")
                    }
                }
                let again = try Self.linter.fixes(paths: [folder])
                #expect(again.files.isEmpty, "\(again.fixes)")
                // And no finding left has a certain fix-it.
                let input = try Self.linter.read(paths: [folder])
                #expect(LintFixer.certainFixIts(of: Self.linter.run(input)).isEmpty)
            }
        }
    }

    @Test func eachFixIsALineAtItsPlaceInTheRewrittenFile() throws {
        let source = """
            struct SettingsView: View {
                @ObservedObject var settings = Settings()
                @State var count = 0
                var body: some View { Text(settings.name + "\\(count)") }
            }
            """
        try Self.withFiles([("Settings.swift", source)]) { folder in
            let report = try Self.fix(folder)
            #expect(report.fixes.map(\.description) == [
                "\(folder)/Settings.swift:2:30: fixed: Mark the property private ('settings' in SettingsView) [non_private_state]",
                "\(folder)/Settings.swift:2:41: fixed: Hold it with @StateObject ('settings' in SettingsView) [observed_object_created_inline]",
                "\(folder)/Settings.swift:3:24: fixed: Mark the property private ('count' in SettingsView) [non_private_state]",
            ])
            #expect(report.summary == "Fixed 3 findings in 1 of 1 file.")
            let fixed = try Self.text(folder, "Settings.swift")
            #expect(fixed == """
                struct SettingsView: View {
                    @StateObject private var settings = Settings()
                    @State private var count = 0
                    var body: some View { Text(settings.name + "\\(count)") }
                }
                """)
        }
    }

    /// An object whose initializer registers itself elsewhere is meant to be built with each
    /// view: keeping the first would leave it registered after another view's took its place.
    @Test func anObjectThatRegistersItselfIsNotMadeAStateObjectByFix() throws {
        let source = """
            final class MenuModel: ObservableObject {
                @Published var isOpen = false
                init() { SideMenu.shared.delegate = self }
            }
            struct Header: View {
                @ObservedObject private var menu = MenuModel()
                var body: some View { Button(menu.isOpen ? "Close" : "Open") { menu.isOpen.toggle() } }
            }
            """
        try Self.withFiles([("Header.swift", source)]) { folder in
            let input = try Self.linter.read(paths: [folder])
            let findings = Self.linter.run(input).report.diagnostics.filter { $0.rule == .observedObjectCreatedInline }
            #expect(findings.count == 1)
            #expect(findings.first?.fixIts.first?.isCertain == false)
            let report = try Self.linter.fixes(paths: [folder])
            #expect(report.fixes.isEmpty)
        }
    }

    /// Where `private` could break a call or a member, the finding stays for a person to fix.
    @Test(arguments: [
        // A creation site passes a value for it.
        ["Card.swift": "struct Card: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}\nstruct Deck: View {\n    var body: some View { Card(count: 3) }\n}\n"],
        // Only a preview does.
        ["Card.swift": "struct Card: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}\n#Preview { Card(count: 3) }\n"],
        // Code outside any view body does.
        ["Card.swift": "struct Card: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}\nfunc host() -> Any { Card(count: 3) }\n"],
        // No initial value and no initializer: the memberwise initializer takes it.
        ["Card.swift": "struct Card: View {\n    @State var count: Int\n    var body: some View { Text(\"\\(count)\") }\n}\n"],
        // An extension in another file uses it.
        [
            "Card.swift": "struct Card: View {\n    @State var count = 0\n    var body: some View { label }\n}\n",
            "Card+Label.swift": "extension Card {\n    var label: some View { Text(\"\\(count)\") }\n}\n",
        ],
    ])
    func privateIsNotAppliedWhereItCouldBreakTheBuild(files: [String: String]) throws {
        try Self.withFiles(files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) { folder in
            let report = try Self.linter.fixes(paths: [folder])
            #expect(report.fixes.isEmpty)
        }
    }

    /// An initializer in the type's own body, or the extension in the same file, keeps it certain.
    @Test func privateIsAppliedWhenTheOnlyUsesAreTheViewsOwn() throws {
        let source = """
            struct Card: View {
                @State var count: Int
                init(start: Int) { _count = State(initialValue: start) }
                var body: some View { label }
            }
            extension Card {
                var label: some View { Text("\\(count)") }
            }
            struct Deck: View {
                var body: some View { Card(start: 3) }
            }
            """
        try Self.withFiles([("Card.swift", source)]) { folder in
            let report = try Self.fix(folder)
            #expect(report.fixes.map(\.rule) == [.nonPrivateState])
            let fixed = try Self.text(folder, "Card.swift")
            #expect(fixed.contains("    @State private var count: Int\n"))
        }
    }

    @Test func anInitializerThatAssignsTheWrapperKeepsObservedObject() throws {
        let source = """
            struct DetailView: View {
                @ObservedObject private var model = DetailModel()
                init(other: DetailModel) { _model = ObservedObject(wrappedValue: other) }
                var body: some View { Text(model.title) }
            }
            """
        try Self.withFiles([("Detail.swift", source)]) { folder in
            let report = try Self.linter.fixes(paths: [folder])
            #expect(report.fixes.isEmpty)
        }
    }

    // MARK: Applying edits

    static func edit(_ line: Int, _ column: Int, _ endColumn: Int, _ replacement: String) -> LintDiagnostic.Edit {
        LintDiagnostic.Edit(
            start: SourceLocation(file: "A.swift", line: line, column: column),
            end: SourceLocation(file: "A.swift", line: line, column: endColumn), replacement: replacement)
    }

    @Test func editsApplyFromLastToFirstKeepingEveryOtherByte() {
        // CRLF line ends, a tab and a non-ASCII name stay as they were.
        let text = "let café = 1\r\n\tvar x = 2\r\nlet y = 3\r\n"
        let result = LintFixer.apply(
            [[Self.edit(2, 2, 5, "let")], [Self.edit(1, 1, 4, "var")], [Self.edit(3, 5, 5, "z_")]], to: Array(text.utf8))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "var café = 1\r\n\tlet x = 2\r\nlet z_y = 3\r\n")
        #expect(result.applied == [0, 1, 2])
    }

    @Test func anOverlappingEditIsSkippedAndARepeatedOneAppliedOnce() {
        let text = "@State var a = 0, b = 1\n"
        let insert = Self.edit(1, 8, 8, "private ")
        let result = LintFixer.apply(
            [[insert], [insert], [Self.edit(1, 1, 12, "@State let")], [Self.edit(1, 20, 20, "  ")]], to: Array(text.utf8))
        // The two findings that insert the same word at the same place are both resolved by one insertion;
        // the replacement that overlaps it is skipped.
        #expect(String(decoding: result.bytes, as: UTF8.self) == "@State private var a = 0, b   = 1\n")
        #expect(result.applied == [0, 1, 3])
    }

    /// A place after several changes moves by each change before it, whatever their order.
    @Test func aPlaceMovesByTheChangesBeforeIt() {
        let changes = [
            LintFixer.Change(start: 20, end: 20, replacement: Array("private ".utf8)),
            LintFixer.Change(start: 2, end: 16, replacement: Array("StateObject".utf8)),
        ]
        #expect(LintFixer.moved(30, by: changes) == 30 + 8 - 3)
        #expect(LintFixer.moved(30, by: changes.reversed()) == 35)
        #expect(LintFixer.moved(20, by: changes) == 20 + 8 - 3)
        #expect(LintFixer.moved(10, by: changes) == 2)
        #expect(LintFixer.moved(1, by: changes) == 1)
    }

    @Test func aPlaceOutsideTheFileIsNotEdited() {
        let text = "let a = 1\n"
        let result = LintFixer.apply([[Self.edit(1, 12, 12, "x")], [Self.edit(7, 1, 1, "y")]], to: Array(text.utf8))
        #expect(result.bytes == Array(text.utf8))
        #expect(result.applied.isEmpty)
    }

    /// Two non-private states: one a creator passes a value for, one nobody passes.
    static let passedAndNot: [(name: String, source: String)] = [
        (
            "Views.swift",
            """
            import SwiftUI

            struct Search: View {
                @State var query = ""
                @State var isExpanded = false
                var body: some View {
                    TextField("Query", text: $query)
                    Toggle("More", isOn: $isExpanded)
                }
            }

            struct Screen: View {
                var body: some View { Search(query: "swift") }
            }
            """
        )
    ]

    /// A fix-it is marked certain exactly where `lint --fix` applies it: a state that a
    /// creator passes a value for is not made private, since that would not compile.
    @Test func aFixItIsCertainExactlyWhereFixAppliesIt() throws {
        let report = LintTesting.lint(Self.passedAndNot, rules: [.nonPrivateState])
        let certainty = report.diagnostics.map { "\($0.symbol ?? "") \($0.fixIts.map(\.isCertain))" }
        #expect(certainty == ["query [false]", "isExpanded [true]"])
        let query = try #require(report.diagnostics.first)
        #expect(
            query.message
                == "'query' in Search is @State but not private, so a value given where Search is created sets only its "
                + "first value and later ones are ignored. Give it its initial value where it is declared and stop passing "
                + "it where Search is created, then mark it private: while a value is passed, a private 'query' does not "
                + "compile.")
        #expect(query.notes.map { "\($0.location) \($0.message)" } == [
            "Views.swift:13:27 Search is created here with a value for 'query'"
        ])
        #expect(report.diagnostics.last?.message.hasSuffix("Mark it private.") == true)

        try Self.withFiles(Self.passedAndNot) { folder in
            let fixed = try Self.fix(folder)
            #expect(fixed.fixes.map { "\($0.symbol ?? "") \($0.rule)" } == ["isExpanded non_private_state"])
            let text = try Self.text(folder, "Views.swift")
            #expect(text.contains("    @State var query = \"\""))
            #expect(text.contains("    @State private var isExpanded = false"))
        }
    }

    /// Data a creator passes and the view never changes: the fix-it drops `@State`, and is
    /// certain where no initializer names the property (one that sets `_name` would not compile).
    /// A state whose binding the view uses keeps its wrapper.
    @Test func stateTheViewNeverChangesLosesItsWrapper() throws {
        let files: [(name: String, source: String)] = [
            (
                "Rows.swift",
                """
                struct Entry: View {
                    @State var title: String
                    var body: some View { Text(title) }
                }
                struct Tag: View {
                    @State var name: String
                    var body: some View { Text(name) }
                }
                extension Tag {
                    init(label: Substring) { _name = State(initialValue: String(label)) }
                }
                final class Note { var text = "" }
                struct NoteField: View {
                    @State var note: Note
                    var body: some View { TextField("Note", text: $note.text) }
                }
                struct Names: View {
                    @State private var names = ["a", "b"]
                    var body: some View {
                        ForEach(names, id: \\.self) { name in
                            Entry(title: name)
                            Tag(name: name)
                            NoteField(note: Note())
                        }
                        Button("Add") { names.append("c") }
                    }
                }
                """
            )
        ]
        let report = LintTesting.lint(files, rules: [.nonPrivateState])
        let fixIts = report.diagnostics.map { "\($0.symbol ?? "") \($0.fixIts.map { "\($0.message) \($0.isCertain)" })" }
        // `$note.text` needs the binding: the state stays, and the advice is an initializer.
        #expect(fixIts == ["title [\"Remove @State true\"]", "name [\"Remove @State false\"]", "note [\"Mark the property private false\"]"])
        try Self.withFiles(files) { folder in
            let fixed = try Self.fix(folder)
            #expect(fixed.fixes.map { "\($0.symbol ?? "") \($0.rule)" } == ["title non_private_state"])
            let text = try Self.text(folder, "Rows.swift")
            #expect(text.contains("    var title: String\n"))
            #expect(text.contains("    @State var name: String\n"))
        }
    }

    /// A state that fulfils a protocol's requirement cannot be private: no fix-it.
    @Test func aStateAProtocolRequiresIsNotMadePrivate() {
        let report = LintTesting.lint(
            [
                (
                    "Grid.swift",
                    """
                    protocol GradientGrid { var grid: [Double] { get } }
                    struct HeatMap: View, GradientGrid {
                        @State var grid: [Double] = []
                        var body: some View { Text("\\(grid.count)").onTapGesture { grid.append(1) } }
                    }
                    """
                )
            ], rules: [.nonPrivateState])
        #expect(report.diagnostics.map(\.fixIts.count) == [0])
        #expect(
            report.diagnostics.first?.message.hasSuffix(
                "It fulfils GradientGrid's requirement 'grid', so it cannot be private while the protocol is visible "
                    + "outside this file.") == true)
    }

    /// An object its creators keep and hand over: the fix-it holds it with `@ObservedObject`,
    /// certain where nothing names the `StateObject` wrapper.
    @Test func anObjectCreatorsKeepBecomesObserved() throws {
        let files: [(name: String, source: String)] = [
            (
                "Server.swift",
                """
                final class Server: ObservableObject { @Published var name = "" }
                struct ServerView: View {
                    @StateObject var server: Server
                    var body: some View { Text(server.name) }
                }
                struct Channel: View {
                    @StateObject var server: Server
                    var body: some View { Text(server.name) }
                }
                extension Channel {
                    init(owner server: Server) { _server = StateObject(wrappedValue: server) }
                }
                struct Servers: View {
                    @StateObject private var server = Server()
                    var body: some View {
                        ServerView(server: server)
                        Channel(server: server)
                    }
                }
                """
            )
        ]
        let report = LintTesting.lint(files, rules: [.nonPrivateState])
        let fixIts = report.diagnostics.map { "\($0.symbol ?? "") \($0.fixIts.map { "\($0.message) \($0.isCertain)" })" }
        #expect(fixIts == ["server [\"Hold it with @ObservedObject true\"]", "server [\"Hold it with @ObservedObject false\"]"])
        try Self.withFiles(files) { folder in
            let fixed = try Self.fix(folder)
            #expect(fixed.fixes.map { "\($0.view ?? "") \($0.rule)" } == ["ServerView non_private_state"])
            let text = try Self.text(folder, "Server.swift")
            #expect(text.contains("    @ObservedObject var server: Server\n    var body: some View { Text(server.name) }\n}\nstruct Channel"))
        }
    }

    /// A view that declares its own initializer has no memberwise one: a creator's value
    /// goes to the initializer's parameter, and the state made private still compiles.
    @Test func aStateADeclaredInitializerSetsCanBeMadePrivate() throws {
        let files: [(name: String, source: String)] = [
            (
                "Views.swift",
                """
                import SwiftUI

                struct Cover: View {
                    @State var title: String
                    init(title: String) { _title = State(initialValue: title) }
                    var body: some View { Text(title) }
                }

                struct Screen: View {
                    var body: some View { Cover(title: "swift") }
                }
                """
            )
        ]
        let report = LintTesting.lint(files, rules: [.nonPrivateState])
        #expect(report.diagnostics.map { "\($0.symbol ?? "") \($0.fixIts.map(\.isCertain))" } == ["title [true]"])
        #expect(report.diagnostics.first?.notes.isEmpty == true)
        try Self.withFiles(files) { folder in
            _ = try Self.fix(folder)
            #expect(try Self.text(folder, "Views.swift").contains("    @State private var title: String"))
        }
    }

    /// An `@ObservedObject` the view's initializer assigns cannot simply become a
    /// `@StateObject`, whose value has no setter: that fix-it is advice, not certain.
    @Test func anObjectTheInitializerAssignsIsNotCertainToBecomeOwned() {
        let files: [(name: String, source: String)] = [
            (
                "Views.swift",
                """
                import SwiftUI

                final class Palette: ObservableObject { @Published var hue = 0.0 }

                struct ColorPanel: View {
                    @ObservedObject var palette = Palette()
                    let title: String
                    init(title: String) {
                        self.title = title
                        self.palette = Palette()
                    }
                    var body: some View { Text("\\(palette.hue)") }
                }

                struct Swatch: View {
                    @ObservedObject var palette = Palette()
                    var body: some View { Text("\\(palette.hue)") }
                }
                """
            )
        ]
        let report = LintTesting.lint(files, rules: [.observedObjectCreatedInline])
        // ColorPanel makes an object in two places, its declaration and its initializer:
        // each is reported, and only the declaration's finding carries the fix-it.
        #expect(
            report.diagnostics.map { "\($0.view ?? "") \($0.fixIts.map(\.isCertain))" }
                == ["ColorPanel [false]", "ColorPanel []", "Swatch [true]"])
    }

    /// A call the graph does not hold (a function outside the views) that passes a value
    /// keeps the state from being made private; one in a comment or a string does not.
    @Test func callsOutsideTheViewsAreReadFromTheText() throws {
        func certainty(_ caller: String) -> [String] {
            let files: [(name: String, source: String)] = [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    struct Search: View {
                        @State var query = ""
                        var body: some View { TextField("Query", text: $query) }
                    }
                    """
                ),
                ("Host.swift", caller),
            ]
            let report = LintTesting.lint(files, rules: [.nonPrivateState])
            return report.diagnostics.map { "\($0.symbol ?? "") \($0.fixIts.map(\.isCertain))" }
        }
        #expect(certainty("func host() -> Any { Search(query: \"swift\") }") == ["query [false]"])
        #expect(certainty("func host() -> Any { Search.init(query: \"swift\") }") == ["query [false]"])
        #expect(
            certainty("// Search(query: \"old\")\nlet note = \"Search(query: x)\"\nfunc host() -> Any { Search() }")
                == ["query [true]"])
    }

    /// The JSON and SARIF forms say, per fix-it, whether `lint --fix` applies it.
    @Test func jsonAndSARIFSayWhetherEachFixItIsCertain() {
        let report = LintTesting.lint(Self.passedAndNot, rules: [.nonPrivateState])
        let json = LintOutputTests.render { report.writeJSON(to: &$0) }
        #expect(json.components(separatedBy: #""certain": false"#).count == 2, "\(json)")
        #expect(json.components(separatedBy: #""certain": true"#).count == 2, "\(json)")
        let sarif = LintOutputTests.render { report.writeSARIF(to: &$0, toolVersion: "1") }
        #expect(SARIFCheck.problems(in: sarif) == [])
        let properties = sarif.components(separatedBy: #""properties": {"#).dropFirst().map {
            $0.prefix(while: { $0 != "}" }).filter { !$0.isWhitespace }
        }
        #expect(properties == [#""certain":false"#, #""certain":true"#], "\(sarif)")
    }
}
