import Foundation
import Testing

/// `advise`: each kind of change on a fixture of its own with its exact saving, and the
/// same fixture changed by hand as the advice says, on which `explain` counts what the
/// advice said would run after.
@Suite struct AdviseCommandTests {
    static let fixtures = "Tests/InvalidationCLITests/Fixtures/Advise"

    /// One advice as `advise --format json` writes it.
    struct Item {
        var kind: String
        var subject: String
        var keys: [String]
        var before: Int
        var after: Int
        var saved: Int
        var edits: [String]
    }

    /// The advice `advise --format json` gives for `path`, in order.
    static func advice(_ path: String, _ extra: [String] = []) throws -> [Item] {
        let result = try ToolRunner.run(["advise", "--format", "json"] + extra + [path])
        #expect(result.status == 0, "\(result.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["weighting"] as? String == "equal")
        let items = try #require(document["advice"] as? [[String: Any]])
        return try items.map { item in
            let edits = try #require(item["edits"] as? [[String: Any]])
            return Item(
                kind: try #require(item["kind"] as? String), subject: try #require(item["subject"] as? String),
                keys: try #require(item["keys"] as? [String]), before: try #require(item["before"] as? Int),
                after: try #require(item["after"] as? Int), saved: try #require(item["saved"] as? Int),
                edits: edits.map { edit in
                    "\(edit["line"] as? Int ?? 0): \(edit["change"] as? String ?? "")"
                })
        }
    }

    /// The bodies `explain --all` counts for `keys` in the app at `path`, summed; each key must be listed.
    static func explainedBodies(of keys: [String], in path: String) throws -> Int {
        let result = try ToolRunner.run(["explain", "--all", "--format", "json", path])
        #expect(result.status == 0, "\(result.errors)")
        let costs = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        var instances: [String: Int] = [:]
        for cost in costs {
            if let key = cost["key"] as? String, let count = cost["instances"] as? Int { instances[key] = count }
        }
        return try keys.reduce(0) { total, key in total + (try #require(instances[key], "no key \(key) in \(path)")) }
    }

    /// The advice of `kind` about `subject` for the fixture's `Before` app, after checking
    /// that `explain` counts its numbers: today's on `Before`, after on `After` (the app
    /// changed by hand as it says).
    static func agreedAdvice(_ fixture: String, kind: String, subject: String) throws -> Item {
        let before = "\(fixtures)/\(fixture)/Before"
        let item = try #require(try advice(before).first { $0.kind == kind && $0.subject == subject })
        #expect(try explainedBodies(of: item.keys, in: before) == item.before)
        #expect(try explainedBodies(of: item.keys, in: "\(fixtures)/\(fixture)/After") == item.after)
        #expect(item.saved == item.before - item.after)
        return item
    }

    // MARK: ObservableObject to @Observable

    /// The issue's app: three `@Published` properties each read by one view, the three
    /// holding the object with `@EnvironmentObject`, the App with `@StateObject`. Today
    /// each change runs all four bodies; under `@Observable`, only its reader's.
    @Test func anObservableObjectReadOnePropertyPerViewSavesNineOfTwelve() throws {
        let item = try Self.agreedAdvice("Observable", kind: "observable", subject: "Settings")
        #expect(item.keys == ["Settings.name", "Settings.volume", "Settings.isMuted"])
        #expect((item.before, item.after, item.saved) == (12, 3, 9))
        #expect(
            item.edits == [
                "3: mark Settings @Observable (iOS 17, macOS 14, tvOS 17, watchOS 10 and later: raise the targets that deploy earlier), without ObservableObject and @Published",
                "11: 'settings' of SettingsApp: @StateObject becomes @State (whose initial object is made again each time the view's creator runs, and dropped: keep its init cheap)",
                "15: .environmentObject(…) around SettingsScreen becomes .environment(…)",
                "32: 'settings' of NameRow: @EnvironmentObject becomes @Environment(Settings.self)",
                "40: 'settings' of VolumeRow: @EnvironmentObject becomes @Environment(Settings.self)",
                "48: 'settings' of MuteRow: @EnvironmentObject becomes @Environment(Settings.self)",
            ])
        // Once changed, there is nothing left to advise.
        #expect(try Self.advice("\(Self.fixtures)/Observable/After").isEmpty)
    }

    @Test func theTextListsEachChangeWithItsNumbersAndPlaces() throws {
        let app = "\(Self.fixtures)/Observable/Before"
        let file = "\(app)/SettingsApp.swift"
        let result = try ToolRunner.run(["advise", app])
        #expect(
            result
                == ToolResult(
                    status: 0,
                    output: """
                        bodies that run today and after each change, summed over the keys it affects, each key weighted equally: one change of it, counted as 'explain' counts it (model swiftui)

                        1. make Settings @Observable: a view then runs only for the properties its body reads, not for every @Published change
                           saves 9 bodies: 12 today, 3 after, over 3 keys: Settings.name, Settings.volume, Settings.isMuted
                           \(file):3:13: mark Settings @Observable (iOS 17, macOS 14, tvOS 17, watchOS 10 and later: raise the targets that deploy earlier), without ObservableObject and @Published
                           \(file):11:5: 'settings' of SettingsApp: @StateObject becomes @State (whose initial object is made again each time the view's creator runs, and dropped: keep its init cheap)
                           \(file):15:13: .environmentObject(…) around SettingsScreen becomes .environment(…)
                           \(file):32:5: 'settings' of NameRow: @EnvironmentObject becomes @Environment(Settings.self)
                           \(file):40:5: 'settings' of VolumeRow: @EnvironmentObject becomes @Environment(Settings.self)
                           \(file):48:5: 'settings' of MuteRow: @EnvironmentObject becomes @Environment(Settings.self)

                        """, errors: ""))
        let none = try ToolRunner.run(["advise", "\(Self.fixtures)/Observable/After"])
        #expect(
            none
                == ToolResult(
                    status: 0, output: "nothing to advise: no change this tool counts would run fewer bodies\n",
                    errors: ""))
    }

    @Test func theMarkdownHasATableAndASectionPerChange() throws {
        let app = "\(Self.fixtures)/Observable/Before"
        let result = try ToolRunner.run(["advise", "--format", "markdown", app])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "# Advice")
        #expect(
            lines.contains(
                "| 1 | make Settings @Observable: a view then runs only for the properties its body reads, not for every @Published change | observable | 12 | 3 | 9 | 3 |"
            ))
        #expect(lines.contains("## 1. Settings"))
        #expect(lines.contains("- `\(app)/SettingsApp.swift:11:5`: 'settings' of SettingsApp: @StateObject becomes @State (whose initial object is made again each time the view's creator runs, and dropped: keep its init cheap)"))
        let none = try ToolRunner.run(["advise", "--format", "markdown", "\(Self.fixtures)/Observable/After"])
        #expect(
            none.output == "# Advice\n\nNothing to advise: no change this tool counts would run fewer bodies.\n")
    }

    // MARK: Pass less

    /// A label that takes the whole player and reads its title runs for each of the three
    /// keys; handed the title, only for it. The button calls a method of the player in its
    /// action: it needs the object, and is not advised to take less.
    @Test func aChildReadingOnePropertyOfAWholeObjectIsPassedThatProperty() throws {
        let item = try Self.agreedAdvice("PassLess", kind: "pass-less", subject: "TitleLabel.player")
        #expect(item.keys == ["Player.title", "Player.position", "Player.isPlaying"])
        #expect((item.before, item.after, item.saved) == (9, 7, 2))
        #expect(
            item.edits == [
                "27: PlayerScreen creates TitleLabel: pass the object's title instead of the object",
                "34: 'player' of TitleLabel: take title instead of the whole Player, as a plain property",
                "37: read title instead of player.title",
                "38: read title instead of player.title",
            ])
        let all = try Self.advice("\(Self.fixtures)/PassLess/Before")
        #expect(all.map(\.subject) == ["Player", "TitleLabel.player"])
        #expect(try Self.advice("\(Self.fixtures)/PassLess/After").allSatisfy { $0.kind != "pass-less" })
    }

    /// A header reading two of a song's four properties is handed both values.
    @Test func aChildReadingTwoPropertiesIsPassedBoth() throws {
        let item = try Self.agreedAdvice("PassLessTwo", kind: "pass-less", subject: "SongHeader.song")
        #expect((item.before, item.after, item.saved) == (8, 6, 2))
        #expect(
            item.edits == [
                "24: SongScreen creates SongHeader: pass the object's title, artist instead of the object",
                "31: 'song' of SongHeader: take title, artist instead of the whole Song, as plain properties",
                "35: read title instead of song.title", "36: read artist instead of song.artist",
            ])
    }

    // MARK: Comparable inputs

    /// Each button takes a closure (one written in place, one a method passed by name), so
    /// each runs whenever the screen's body does, for both of its keys; made `Equatable`
    /// without the closure and created with `.equatable()`, neither runs.
    @Test func aChildTakingAClosureIsMadeEquatableWithoutIt() throws {
        let reset = try Self.agreedAdvice("ComparableInput", kind: "comparable-input", subject: "ResetButton")
        #expect(reset.keys == ["CounterScreen.count", "CounterScreen.note"])
        #expect((reset.before, reset.after, reset.saved) == (6, 4, 2))
        #expect(
            reset.edits == [
                "20: CounterScreen creates ResetButton: add .equatable(); what it passes for 'action' (a closure, a method) is a new value each time CounterScreen's body runs, hoisted or not",
                "32: make ResetButton Equatable, its == comparing the properties its creators fill (a @Binding by its value) but 'action', not its @State, @Environment or other wrappers",
            ])
        let all = try Self.advice("\(Self.fixtures)/ComparableInput/Before")
        let save = try #require(all.first { $0.subject == "SaveButton" })
        #expect((save.kind, save.before, save.after) == ("comparable-input", 6, 4))
        let after = try Self.advice("\(Self.fixtures)/ComparableInput/After")
        #expect(after.filter { $0.kind == "comparable-input" }.map(\.subject) == ["SaveButton"])
        // The course's rule compares nothing: nothing to save.
        #expect(try Self.advice("\(Self.fixtures)/ComparableInput/Before", ["--model", "course"]).isEmpty)
    }

    // MARK: Move a read down

    /// The screen reads its seconds in one `Text` only; each change runs its body and the two
    /// dials it hands a method. As a view of its own handed `$seconds`, the label alone runs.
    /// The laps are read twice and handed to a child: moving one read would not stop the
    /// body reading them, so nothing is advised for them; nor for the toggle's binding,
    /// which the body hands over without reading it.
    @Test func aKeyReadInOnePartOfABodyMovesIntoAViewOfItsOwn() throws {
        let item = try Self.agreedAdvice(
            "MoveReadDown", kind: "move-read-down", subject: "ClockScreen: ClockScreen.seconds")
        #expect(item.keys == ["ClockScreen.seconds"])
        #expect((item.before, item.after, item.saved) == (3, 1, 2))
        #expect(
            item.edits == [
                "19: lines 19–20 of ClockScreen's body, the only place it reads ClockScreen.seconds: a view of its own that reads it (handed a binding or the object, or reading the environment itself), created here"
            ])
        // The most saved first; ties by kind, then subject.
        let all = try Self.advice("\(Self.fixtures)/MoveReadDown/Before")
        #expect(
            all.map { "\($0.kind) \($0.subject) \($0.saved)" } == [
                "comparable-input Dial 6", "move-read-down ClockScreen: ClockScreen.seconds 2",
            ])
        let after = try Self.advice("\(Self.fixtures)/MoveReadDown/After")
        #expect(!after.contains { $0.subject == "ClockScreen: ClockScreen.seconds" })
    }

    // MARK: Options and errors

    @Test func theCourseModelCountsTheSameWayAsExplainUnderIt() throws {
        let app = "\(Self.fixtures)/Observable/Before"
        let item = try #require(try Self.advice(app, ["--model", "course"]).first)
        let result = try ToolRunner.run(["explain", "--all", "--model", "course", "--format", "json", app])
        let costs = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let total = costs.filter { item.keys.contains($0["key"] as? String ?? "") }.reduce(0) {
            $0 + ($1["instances"] as? Int ?? 0)
        }
        #expect(item.before == total)
    }

    @Test func aLimitKeepsTheFirstChanges() throws {
        let app = "\(Self.fixtures)/Observable/Before"
        #expect(try Self.advice(app, ["--limit", "1"]).count == 1)
        for bad in ["0", "-2", "many"] {
            let result = try ToolRunner.run(["advise", "--limit", bad, app])
            #expect(result.status == 64, "\(bad)")
            #expect(result.output.isEmpty)
            #expect(
                result.errors
                    == "invalidation: error: '\(bad)' is not a valid value for '--limit'; expected a whole number of 1 or more\nSee 'invalidation help advise'.\n"
            )
        }
    }

    @Test func badInputIsAnErrorNotACrash() throws {
        let missing = try ToolRunner.run(["advise", "\(Self.fixtures)/NoSuchFolder"])
        #expect(missing.status == 65)
        #expect(missing.output.isEmpty)
        #expect(missing.errors.contains("NoSuchFolder"))
        let notSwift = try ToolRunner.withFolder(copying: []) { folder -> ToolResult in
            let file = folder.appendingPathComponent("graph.json")
            try Data("{\"format\": \"invalidation-graph/1\"}".utf8).write(to: file)
            return try ToolRunner.run(["advise", file.path])
        }
        #expect(notSwift.status == 65)
        #expect(notSwift.errors.contains("not Swift source"))
        let format = try ToolRunner.run(["advise", "--format", "html", "\(Self.fixtures)/Observable/Before"])
        #expect(format.status == 64)
        #expect(format.errors.contains("expected one of: text, json, markdown"))
    }

    @Test func theHelpExplainsTheKindsTheWeightingAndTheCounting() throws {
        let result = try ToolRunner.run(["advise", "--help"])
        #expect(result.status == 0)
        for phrase in [
            "Each key is weighted equally", "counted again by the same", "counted\nalone", "observable",
            "pass-less", "comparable-input", ".equatable()", "move-read-down", "--limit <n>", "'before' and 'after'",
            "'summary'",
        ] {
            #expect(result.output.contains(phrase), "\(phrase)")
        }
    }
}
