import Foundation
import Testing

@Suite struct AnalyzeCommandTests {
    static let goldens = "../../InvalidationAnalyzerTests/Fixtures/Examples"

    @Test(arguments: ["Dashboard", "Feed", "Mailbox", "Rooms"])
    func textAndJSONMatchTheAnalyzersGoldens(app: String) throws {
        let text = try ToolRunner.run(["analyze", "Examples/Apps/\(app)"])
        #expect(text.status == 0)
        #expect(text.output == (try ToolRunner.fixtureText("\(Self.goldens)/\(app).txt")))
        for (format, suffix) in [("json", "json"), ("scenario", "scenario.json"), ("dot", "dot")] {
            let result = try ToolRunner.run(["analyze", "--format", format, "Examples/Apps/\(app)"])
            #expect(result.status == 0)
            #expect(result.output == (try ToolRunner.fixtureText("\(Self.goldens)/\(app).\(suffix)")))
        }
    }

    /// The course's tree is the scenario form, so `run` plays it as it is.
    @Test func analyzeOutputIsRunsInput() throws {
        let json = try ToolRunner.run(["analyze", "--format", "scenario", "Examples/Apps/Dashboard"])
        let played = try ToolRunner.run(["run", "-"], input: json.output)
        #expect(played == ToolResult(status: 0, output: "local: 0\nparent: 0\nobserved: 0\nenvironment: 0\n", errors: ""))
    }

    @Test func dotDrawsTheGraph() throws {
        let result = try ToolRunner.run(["analyze", "--format", "dot", "Examples/Apps/Dashboard"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("digraph"))
        #expect(result.output.contains("DashboardView"))
        #expect(result.output.hasSuffix("}\n"))
    }

    @Test func notesAreCountedAndListedWithVerbose() throws {
        let quiet = try ToolRunner.run(["analyze", "Tests/InvalidationAnalyzerTests/Fixtures/Unseen"])
        #expect(quiet.status == 0)
        #expect(quiet.errors.hasPrefix("note: "))
        #expect(quiet.errors.hasSuffix("could not be followed; --verbose lists them\n"))
        let verbose = try ToolRunner.run(["analyze", "--verbose", "Tests/InvalidationAnalyzerTests/Fixtures/Unseen"])
        let lines = verbose.errors.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("Tests/InvalidationAnalyzerTests/Fixtures/Unseen/") && $0.contains(": note: ") })
    }

    @Test func noPathAnalyzesTheCurrentDirectory() throws {
        try ToolRunner.withFolder(copying: ["Examples/Apps/Dashboard/DashboardView.swift"]) { folder in
            let implicit = try ToolRunner.run(["analyze", "--format", "scenario"], in: folder)
            let explicit = try ToolRunner.run(["analyze", "--format", "scenario", "."], in: folder)
            #expect(implicit == explicit)
            #expect(implicit.status == 0)
            #expect(implicit.output.contains("\"file\": \"./DashboardView.swift\", \"line\": 9}"))
        }
        let help = try ToolRunner.run(["analyze", "--help"])
        #expect(help.output.contains("USAGE: invalidation analyze [options] [PATH...]\n"))
        #expect(help.output.contains("With no PATH, it reads the current directory."))
        #expect(help.output.contains("[default: .]"))
    }

    @Test func aMissingPathIsBadInput() throws {
        let result = try ToolRunner.run(["analyze", "NoSuchApp"])
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(result.errors.contains("NoSuchApp"))
    }
}

@Suite struct ExplainCommandTests {
    /// With `--verbose` the line names the skipped views, byte for byte the lesson's.
    @Test func theLessonsTapThroughSource() throws {
        let result = try ToolRunner.run([
            "explain", "--verbose", "--counts", "--label", "tapped", "CounterCard.tapCount", "Examples/Apps/Dashboard",
        ])
        let expected = """
            tapped: CounterCard.tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel
            local: 1
            parent: 0
            observed: 0
            environment: 0
            why (swiftui model):
              CounterCard local: reads the key
            changed by:
              CounterCard  Examples/Apps/Dashboard/DashboardView.swift:21:35  action

            """
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
    }

    @Test func allListsTheCostliestKeysFirst() throws {
        let result = try ToolRunner.run(["explain", "--all", "Examples/Apps/Mailbox"])
        #expect(result.status == 0)
        let rows = result.output.split(separator: "\n")
        #expect(rows.first?.hasPrefix("key ") == true)
        // The keys something changes, the costliest first; then those nothing changes.
        let changing = rows.dropFirst().filter { !$0.hasSuffix("never written") }
        let counts = changing.map { row in Int(row.split(separator: " ", omittingEmptySubsequences: true)[1])! }
        #expect(counts == counts.sorted(by: >))
        #expect(rows.dropFirst().first?.hasPrefix("ComposeModel.isSending ") == true)
        #expect(rows.last?.hasPrefix("MailboxApp.store ") == true)
    }

    @Test func anUnknownKeyIsBadInputWithCloseMatches() throws {
        let result = try ToolRunner.run(["explain", "CounterCard.tapcount", "Examples/Apps/Dashboard"])
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(result.errors.contains("unknown key 'CounterCard.tapcount'"))
        #expect(result.errors.contains("CounterCard.tapCount"))
    }

    @Test(arguments: [
        (["explain", "CounterCard.tapCount"], "invalidation: error: missing argument <PATH>\n"),
        (["explain", "--all", "--counts", "Examples/Apps/Dashboard"], "invalidation: error: --label and --counts describe one key's change; they do not go with --all\n"),
        (["explain", "No.such.key"], "invalidation: error: missing argument <PATH>\n"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message))
    }

    /// A lone word that is a file or folder is a path whose key was forgotten.
    @Test(arguments: ["Examples/Apps/Dashboard", "Examples/Apps/Dashboard/DashboardView.swift"])
    func aPathWithoutAKeySaysTheKeyIsMissing(path: String) throws {
        let result = try ToolRunner.run(["explain", path])
        let expected = """
            invalidation: error: missing argument <KEY>: '\(path)' is a path; give the key first, as in \
            'invalidation explain KEY PATH...', or use --all
            See 'invalidation help explain'.

            """
        #expect(result == ToolResult(status: 64, output: "", errors: expected))
    }

    /// With --all, the same word is the path to analyze.
    @Test func withAllTheLoneWordIsThePath() throws {
        let result = try ToolRunner.run(["explain", "--all", "Examples/Apps/Dashboard"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("key "))
        #expect(result.output.contains("CounterCard.tapCount"))
    }
}

@Suite struct SavedGraphTests {
    /// `explain` reads a graph saved by `analyze --format json` as it reads source, with
    /// the same answers, but for who changes a key and which is never written, which only
    /// source tells.
    /// A saved graph is known by what it holds, whatever its name; a file that is neither
    /// Swift source nor a graph is an error, not an empty answer.
    @Test func aSavedGraphIsKnownByItsContent() throws {
        try ToolRunner.withFolder(copying: []) { folder in
            let graph = try ToolRunner.run(["analyze", "--format", "json", "Examples/Apps/Rooms"])
            let saved = folder.appendingPathComponent("rooms.graph").path
            try graph.output.write(toFile: saved, atomically: true, encoding: .utf8)
            let fromGraph = try ToolRunner.run(["explain", "RoomVM.count", saved])
            #expect(fromGraph.status == 0)
            #expect(fromGraph.output.hasPrefix("RoomVM.count: RoomVM.count changed | recomputed RoomView1 observed"))
            let notes = folder.appendingPathComponent("notes.txt").path
            try "hello\n".write(toFile: notes, atomically: true, encoding: .utf8)
            let other = try ToolRunner.run(["explain", "--all", notes])
            #expect(other.status == 65)
            #expect(other.output == "")
            #expect(other.errors.hasPrefix("\(notes):1:1: error: neither Swift source (.swift) nor a graph"))
            let mixed = try ToolRunner.run(["explain", "--all", saved, "Examples/Apps/Rooms"])
            #expect(mixed.status == 64)
            #expect(mixed.errors.contains("is a saved graph: give it as the only PATH"))
            // The commands that read only source name the file too.
            for command in ["analyze", "lint"] {
                let result = try ToolRunner.run([command, notes])
                #expect(result.status == 65, "\(command)")
                #expect(result.errors.hasPrefix("\(notes):1:1: error: not Swift source"), "\(command)")
            }
        }
    }

    @Test func explainAsksASavedGraphAsItAsksSource() throws {
        try ToolRunner.withFolder(copying: []) { folder in
            let graph = try ToolRunner.run(["analyze", "--format", "json", "Examples/Apps/Rooms"])
            let path = folder.appendingPathComponent("rooms.json").path
            try graph.output.write(toFile: path, atomically: true, encoding: .utf8)
            for arguments in [["RoomVM.count"], ["--format", "json", "RoomVM.count"]] {
                let fromSource = try ToolRunner.run(["explain"] + arguments + ["Examples/Apps/Rooms"])
                let fromGraph = try ToolRunner.run(["explain"] + arguments + [path])
                #expect(fromGraph.status == 0)
                var sourceAnswer = fromSource.output.replacingOccurrences(of: ", never written", with: "")
                    .replacingOccurrences(of: ",\n    \"written\": false", with: "")
                if let writers = sourceAnswer.range(of: "changed by:") {
                    sourceAnswer.removeSubrange(writers.lowerBound...)
                }
                if let writers = sourceAnswer.range(of: ",\n  \"writers\"") {
                    sourceAnswer.replaceSubrange(writers.lowerBound..., with: "\n}\n")
                }
                #expect(fromGraph.output == sourceAnswer, "\(arguments)")
            }
            // The table: the same keys and costs, without the writers, ranked by cost alone.
            let fromSource = try ToolRunner.run(["explain", "--all", "--format", "json", "Examples/Apps/Rooms"])
            let fromGraph = try ToolRunner.run(["explain", "--all", "--format", "json", path])
            func rows(_ text: String, dropping: Set<String>) throws -> [String] {
                let costs = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
                return try costs.map { cost in
                    let kept = cost.filter { !dropping.contains($0.key) }
                    return String(decoding: try JSONSerialization.data(withJSONObject: kept, options: .sortedKeys), as: UTF8.self)
                }
            }
            let graphRows = try rows(fromGraph.output, dropping: [])
            #expect(graphRows.allSatisfy { !$0.contains("writers") && !$0.contains("written") })
            #expect(Set(try rows(fromSource.output, dropping: ["writers", "written"])) == Set(graphRows))
        }
    }

    @Test func explainInJSONNamesEachViewWithItsCauseAndInstances() throws {
        let result = try ToolRunner.run(["explain", "--format", "json", "CounterCard.tapCount", "Examples/Apps/Dashboard"])
        #expect(result.status == 0)
        #expect(
            result.output == """
                {
                  "key": "CounterCard.tapCount",
                  "label": "CounterCard.tapCount",
                  "model": "swiftui",
                  "storage": {"state": {"owner": "CounterCard"}},
                  "instances": 1,
                  "views": [
                    {"view": "CounterCard", "cause": "local", "instances": 1, "why": ["reads the key"]}
                  ],
                  "skipped": ["DashboardView", "StatusLabel"],
                  "counts": {"local": 1, "parent": 0, "observed": 0, "environment": 0},
                  "writers": [
                    {
                      "view": "CounterCard",
                      "file": "Examples/Apps/Dashboard/DashboardView.swift",
                      "line": 21,
                      "column": 35,
                      "trigger": "action",
                      "via": []
                    }
                  ],
                  "written": true
                }

                """)
    }

    @Test func aJSONFileThatIsNotAGraphIsBadInput() throws {
        let result = try ToolRunner.run(["explain", "tapCount", "Examples/Scenarios/local-state.json"])
        #expect(result.status == 65)
        #expect(result.errors.hasPrefix("Examples/Scenarios/local-state.json:1:1: error: not a graph"))
    }
}

/// `--model`, on every command that counts recomputations from source.
@Suite struct ModelOptionTests {
    @Test func everySourceCommandTakesTheModel() throws {
        for command in [
            ["explain", "ContentView.selectedRoom"], ["analyze"], ["lint"], ["simulate", "--change", "ContentView.selectedRoom"],
        ] {
            let course = try ToolRunner.run(command + ["--model", "course", "Examples/Apps/Rooms"])
            let swiftui = try ToolRunner.run(command + ["--model", "swiftui", "Examples/Apps/Rooms"])
            let byDefault = try ToolRunner.run(command + ["Examples/Apps/Rooms"])
            #expect(course.status == 0 && swiftui.status == 0, "\(command)")
            #expect(byDefault == swiftui, "\(command)")
            if command[0] != "lint" { #expect(course.output != swiftui.output, "\(command)") }
        }
    }

    @Test func theReportRecordsTheModelItWasWrittenUnder() throws {
        try ToolRunner.withFolder(copying: []) { folder in
            for model in ["course", "swiftui"] {
                let path = folder.appendingPathComponent("\(model).html").path
                let result = try ToolRunner.run(["report", "--model", model, "-o", path, "Examples/Apps/Feed"])
                #expect(result.status == 0)
                let page = try String(contentsOfFile: path, encoding: .utf8)
                #expect(page.contains("\"model\":\"\(model)\""), "\(model)")
            }
        }
    }

    @Test func anUnknownModelIsAUsageError() throws {
        let result = try ToolRunner.run(["explain", "--model", "react", "RoomVM.count", "Examples/Apps/Rooms"])
        #expect(result.status == 64)
        #expect(
            result.errors
                == "invalidation: error: 'react' is not a valid value for '--model'; expected one of: course, swiftui\n"
                + "See 'invalidation help explain'.\n")
    }

    @Test func checkNotesWhatSwiftUIWouldRunMoreWithoutFailing() throws {
        let result = try ToolRunner.run(["check", "Tests/InvalidationCLITests/Fixtures/Check/closure.md"])
        #expect(result.status == 0)
        #expect(
            result.output == """
                Tests/InvalidationCLITests/Fixtures/Check/closure.md:7:1: note: by SwiftUI's comparison of inputs (--model swiftui), a change of 'DashboardView.tapCount' also runs the body of ResetBar (input 'onReset' cannot be compared); the course's rule, which the lesson counts by, does not
                1 program: 1 matching, 0 differing, 0 failing

                """)
    }
}

/// `explain --all` says which state never changes: its cost is one that never comes.
@Suite struct NeverWrittenTests {
    @Test func theFeedsStoreIsNeverReplaced() throws {
        let text = try ToolRunner.run(["explain", "--all", "Examples/Apps/Feed"])
        #expect(text.status == 0)
        let lines = text.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("FeedApp.store ") && $0.hasSuffix("@State of FeedApp, never written") })
        #expect(lines.contains { $0.hasPrefix("HomeFeed.composing ") && $0.hasSuffix("@State of HomeFeed") })
        let json = try ToolRunner.run(["explain", "--all", "--format", "json", "Examples/Apps/Feed"])
        let costs = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        // Nothing in the example changes the store's properties either.
        #expect(
            costs.filter { $0["written"] as? Bool == false }.compactMap { $0["key"] as? String }
                == ["FeedApp.store", "FeedStore.posts", "FeedStore.likedPostIDs"])
        // A saved graph does not know.
        try ToolRunner.withFolder(copying: []) { folder in
            let graph = try ToolRunner.run(["analyze", "--format", "json", "Examples/Apps/Feed"])
            let path = folder.appendingPathComponent("feed.json").path
            try graph.output.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(try !ToolRunner.run(["explain", "--all", path]).output.contains("never written"))
        }
    }
}
