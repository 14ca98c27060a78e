import Invalidation
import Testing
import _InvalidationTestSupport

@testable import InvalidationAnalyzer

/// Reading SwiftUI's change log: the lines `_printChanges` and `_logChanges` write, the
/// prefixes around them, the updates, and the lines that are none of these.
@Suite struct ChangeLogTests {
    @Test func reasonsAreReadAsSwiftUIPrintsThem() throws {
        let log = try ChangeLog(
            text: """
                Row: @self, @identity, _model changed.
                Foo: @dependencies changed.
                Bar: unchanged.
                Baz: $text, @layout changed.
                """)
        #expect(
            log.updates
                == [
                    ChangeLog.Update(entries: [
                        .init(view: "Row", reasons: [.value, .identity, .property("model")], line: 1),
                        .init(view: "Foo", reasons: [.dependencies], line: 2),
                        .init(view: "Bar", reasons: [.unchanged], line: 3),
                        .init(view: "Baz", reasons: [.property("text"), .special("layout")], line: 4),
                    ])
                ])
        #expect(log.updates[0].entries[0].isFirstAppearance)
        #expect(log.updates[0].entries[0].reasonText == "@self, @identity, _model changed")
        #expect(log.updates[0].entries[2].reasonText == "unchanged")
    }

    /// `log show` (default and compact styles), Xcode's console with a timestamp, and the
    /// `log` tool's own lines around the messages.
    @Test func prefixesAndTheLogToolsLinesAreSkipped() throws {
        let log = try ChangeLog(
            text: """
                Filtering the log data using "subsystem == "com.apple.SwiftUI""
                Skipping info and debug messages, pass --info and/or --debug to include.
                Timestamp                       Thread     Type        Activity             PID    TTL
                2025-01-08 10:21:03.512904+0100 0x2f41c    Default     0x0                  8812   0    Shop: (SwiftUI) [com.apple.SwiftUI:Changed Body Properties] ShopView: _items changed.
                2025-01-08 10:21:03.513 Df Shop[8812:2f41c] [com.apple.SwiftUI:Changed Body Properties] ListRow<Item>: @self changed.
                10:21:03.514 Pair<Int, [String]>: @self changed.
                --------------------------------------------------------------------------------------------------------------------
                Log      - Default:          3, Info:                0, Debug:             0, Error:          0, Fault:          0
                Activity - Create:           0, Transition:          0, Actions:           0
                """)
        #expect(log.updates.count == 1)
        #expect(log.updates[0].entries.map(\.view) == ["ShopView", "ListRow<Item>", "Pair<Int, [String]>"])
        #expect(log.updates[0].entries.map(\.typeName) == ["ShopView", "ListRow", "Pair"])
        #expect(log.updates[0].entries.map(\.line) == [4, 5, 6])
    }

    /// Blank lines and separators end updates; a separator labels the next one and may name
    /// its keys; runs of blank lines make no empty updates.
    @Test func blankLinesAndSeparatorsSplitUpdates() throws {
        let log = try ChangeLog(
            text: """
                A: _x changed.


                --- tap Add [Store.items, Store.count]
                B: @self changed.
                ---
                C: _y changed.
                -- not a separator: C: _z changed.
                """)
        #expect(log.updates.count == 3)
        #expect(log.updates[0].label == nil && log.updates[0].keys.isEmpty)
        #expect(log.updates[1].label == "tap Add" && log.updates[1].keys == ["Store.items", "Store.count"])
        #expect(log.updates[1].separatorLine == 4)
        #expect(log.updates[2].label == nil && log.updates[2].entries.map(\.view) == ["C", "C"])
        #expect(log.updates[2].firstLine == 7 && log.updates[2].lastLine == 8)
    }

    @Test(arguments: [
        ("A: _x changed.\nhello\n", 2),
        ("A: _x changed.\nA _x changed.\n", 2),
        ("A: changed.\n", 1),
        ("A: _x, changed.\n", 1),
        ("A: _x changed\n", 1),
        ("A: 1x changed.\n", 1),
        ("Pair<Int: @self changed.\n", 1),
        ("{\"views\": []}\n", 1),
        ("\n\n--- nothing\n\n", 1),
        ("", 1),
    ])
    func anythingElseIsAnErrorAtItsLine(text: String, line: Int) {
        #expect(throws: InvalidationError.self) { try ChangeLog(text: text, file: "x.log") }
        do {
            _ = try ChangeLog(text: text, file: "x.log")
        } catch {
            #expect(error.location == SourceLocation(file: "x.log", line: line, column: 1), "\(text.debugDescription)")
        }
    }

    /// Logs made of SwiftUI's lines with pieces cut, doubled or swapped (seeded): each reads
    /// back as entries from its own lines, or fails at a line it has.
    @Test func damagedLogsReadOrFailAtOneOfTheirLines() {
        let pieces = [
            "Row", "ListRow<Item>", "Pair<Int, [String]>", ": ", "_model", "@self", "@identity", ", ", " changed.",
            ": unchanged.", "--- tap [Store.items]", "[com.apple.SwiftUI:Changed Body Properties] ", "<", ">", "(",
            "]", " ", "\t", "é", "Log      - Default: 1", "",
        ]
        var random = SplitMix64(seed: 29)
        for round in 0..<400 {
            var lines: [String] = []
            for _ in 0..<random.next(in: 1...6) {
                lines.append((0..<random.next(in: 0...6)).map { _ in pieces[random.next(below: pieces.count)] }.joined())
            }
            let text = lines.joined(separator: "\n")
            do {
                let log = try ChangeLog(text: text, file: "d.log")
                for entry in log.updates.flatMap(\.entries) {
                    #expect((1...lines.count).contains(entry.line), "round \(round)")
                    #expect(lines[entry.line - 1].contains(entry.view), "round \(round)")
                    #expect(!entry.reasons.isEmpty, "round \(round)")
                }
            } catch {
                #expect((1...max(1, lines.count)).contains(error.location?.line ?? 0), "round \(round): \(error)")
                #expect(error.location?.file == "d.log", "round \(round)")
            }
        }
    }
}
