import Foundation
import Testing
import _InvalidationTestSupport

/// Every command README.md shows with a `$ ` prompt runs, and prints what the README
/// shows after it (see ``ReadmeExample`` for what a block shows and ``ElidedLines`` for `…`).
@Suite struct ReadmeTests {
    static func readme() throws -> String { try PackageFiles.text("README.md") }

    @Test(arguments: try ReadmeExample.examples(in: readme()))
    func theCommandPrintsWhatTheReadmeShows(example: ReadmeExample) throws {
        let terminal = try Self.terminal(of: example)
        var output = terminal.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if output.last == "" { output.removeLast() }
        let shown = ElidedLines(lines: example.shown.map(\.text))
        guard let difference = shown.difference(from: output) else { return }
        let shownPart: String
        if let index = difference.shown {
            shownPart = "README.md:\(example.shown[index].line) shows \(example.shown[index].text.debugDescription)"
        } else {
            shownPart = "README.md:\((example.shown.last?.line ?? example.line) + 1) ends the block"
        }
        let outputPart = difference.output.map { "output line \($0 + 1) is \(output[$0].debugDescription)" } ?? "the output has ended"
        Issue.record(
            """
            README.md:\(example.line): '\(example.command)' (exit status \(terminal.status)) prints something else.
            First difference: \(shownPart); \(outputPart).
            Whole output:
            \(terminal.text)
            """)
    }

    /// Every prompted line is found in a block, so none is silently left unrun.
    @Test func everyPromptedLineIsRun() throws {
        let text = try Self.readme()
        let prompted = text.split(separator: "\n").filter { $0.hasPrefix(ReadmeExample.prompt) }.count
        let examples = try ReadmeExample.examples(in: text)
        #expect(examples.count == prompted)
        #expect(examples.count >= 10)
    }

    /// The scenario form the README gives is one `run` plays.
    @Test func theScenarioFormExampleRuns() throws {
        let json = try Self.jsonBlock(after: "### The scenario JSON form", in: Self.readme())
        let result = try ToolRunner.run(["run", "-"], input: json)
        let expected = "tapped: tapCount changed | recomputed CounterCard local | skipped DashboardView\n"
            + "local: 1\nparent: 0\nobserved: 0\nenvironment: 0\n"
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
    }

    /// The part of the feed's graph the README shows is the graph's own: each storage
    /// entry, view and edge it lists is the one `analyze --format json` writes.
    @Test func theFeedGraphExcerptIsPartOfTheGraph() throws {
        let excerpt = try Self.jsonObject(Self.jsonBlock(after: "`--format json` writes the graph", in: Self.readme()))
        let graph = try Self.jsonObject(ToolRunner.run(["analyze", "--format", "json", "Examples/Apps/Feed"]).output)
        #expect(excerpt["format"] as? String == graph["format"] as? String)
        let storage = try #require(graph["storage"] as? [String: Any])
        for (key, value) in try #require(excerpt["storage"] as? [String: Any]) {
            #expect(storage[key].map { NSDictionary(dictionary: ["v": $0]) } == NSDictionary(dictionary: ["v": value]), "\(key)")
        }
        let views = try #require(graph["views"] as? [[String: Any]])
        let shownViews = try #require(excerpt["views"] as? [[String: Any]])
        for view in shownViews {
            let actual = views.first { $0["name"] as? String == view["name"] as? String }
            #expect(actual.map(NSDictionary.init(dictionary:)) == NSDictionary(dictionary: view), "\(view["name"] ?? "")")
        }
        let edges = try #require(graph["edges"] as? [[String: Any]])
        let shownEdges = try #require(excerpt["edges"] as? [[String: Any]])
        for edge in shownEdges {
            let actual = edges.first { candidate in
                ["from", "to", "file"].allSatisfy { candidate[$0] as? String == edge[$0] as? String }
                    && candidate["line"] as? Int == edge["line"] as? Int
            }
            #expect(
                actual.map(NSDictionary.init(dictionary:)) == NSDictionary(dictionary: edge),
                "\(edge["from"] ?? "") -> \(edge["to"] ?? "")")
        }
        #expect(shownViews.count == 4 && shownEdges.count == 3)
        // What the README says of the whole graph.
        #expect(views.count == 9 && edges.count == 9 && graph["roots"] as? [String] == ["FeedApp"])
    }

    /// The first fenced block after the line holding `marker`.
    static func jsonBlock(after marker: String, in text: String) throws -> String {
        let start = try #require(text.range(of: marker))
        let open = try #require(text.range(of: "```json\n", range: start.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "\n```\n", range: open.upperBound..<text.endIndex))
        return String(text[open.upperBound..<close.lowerBound])
    }

    static func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// What a terminal shows for `example` when its pipeline's commands run one after
    /// another: the standard error of each command before the last, then the last
    /// command's standard output and standard error as it wrote them.
    static func terminal(of example: ReadmeExample) throws -> (text: String, status: Int32) {
        var text = ""
        var input: String?
        for arguments in example.pipeline.dropLast() {
            let result = try ToolRunner.run(arguments, input: input)
            text += result.errors
            input = result.output
        }
        let last = try ToolRunner.runMerged(example.pipeline.last ?? [], input: input)
        return (text + last.output, last.status)
    }
}

/// The pieces the README test is built from.
@Suite struct ReadmeExampleTests {
    @Test(arguments: [
        ("invalidation run x.json", [["invalidation", "run", "x.json"]]),
        ("  a   b\tc  ", [["a", "b", "c"]]),
        (#"explain '\.colorScheme' --label "dark mode""#, [["explain", #"\.colorScheme"#, "--label", "dark mode"]]),
        (#"a "x \" \\ \$ \n" b"#, [["a", #"x " \ $ \n"#, "b"]]),
        (#"a\ b\'c \|"#, [["a b'c", "|"]]),
        ("a '' \"\" b''c", [["a", "", "", "bc"]]),
        ("a 'x'\"y\"z", [["a", "xyz"]]),
        ("a | b c|d", [["a"], ["b", "c"], ["d"]]),
        ("a 'b | c'", [["a", "b | c"]]),
        ("a b # a comment | c", [["a", "b"]]),
        ("a Type#2 '#'", [["a", "Type#2", "#"]]),
        ("a '$HOME' '>' \"*\"", [["a", "$HOME", ">", "*"]]),
    ])
    func wordsFollowTheShellsQuoting(line: String, expected: [[String]]) throws {
        #expect(try ShellWords.pipeline(line) == expected)
    }

    @Test(arguments: [
        ("a 'b", ShellWords.Problem(message: "a single quote is not closed", column: 3)),
        ("a \"b", ShellWords.Problem(message: "a double quote is not closed", column: 3)),
        ("a b\\", ShellWords.Problem(message: "a '\\' ends the line", column: 4)),
        ("a > out.json", ShellWords.Problem(message: "'>' has a meaning to the shell; quote it", column: 3)),
        ("a $HOME", ShellWords.Problem(message: "'$' has a meaning to the shell; quote it", column: 3)),
        ("a \"$HOME\"", ShellWords.Problem(message: "'$' in double quotes would be expanded", column: 4)),
        ("a *.swift", ShellWords.Problem(message: "'*' has a meaning to the shell; quote it", column: 3)),
        ("a; b", ShellWords.Problem(message: "';' has a meaning to the shell; quote it", column: 2)),
        ("a || b", ShellWords.Problem(message: "a pipeline has an empty command", column: 4)),
        ("a |", ShellWords.Problem(message: "a pipeline has an empty command", column: 4)),
        ("", ShellWords.Problem(message: "a pipeline has an empty command", column: 1)),
    ])
    func whatTheShellWouldDoMoreWithIsRefused(line: String, problem: ShellWords.Problem) {
        #expect(throws: problem) { try ShellWords.pipeline(line) }
    }

    @Test func anElisionMatchesAnyNumberOfLines() {
        let shown = ElidedLines(lines: ["a", "…", "d"])
        #expect(shown.difference(from: ["a", "d"]) == nil)
        #expect(shown.difference(from: ["a", "b", "c", "d"]) == nil)
        #expect(shown.difference(from: ["a", "d", "x", "d"]) == nil)
        #expect(shown.difference(from: ["a", "b", "c"]) == .init(shown: 2, output: nil))
        #expect(shown.difference(from: ["x", "d"]) == .init(shown: 0, output: 0))
        #expect(shown.difference(from: ["a", "d", "e"]) == .init(shown: nil, output: 2))
        #expect(ElidedLines(lines: ["…"]).difference(from: []) == nil)
        #expect(ElidedLines(lines: ["…", "…"]).difference(from: ["a", "b"]) == nil)
    }

    @Test func withoutAnElisionEveryLineIsCompared() {
        let shown = ElidedLines(lines: ["a", "b"])
        #expect(shown.difference(from: ["a", "b"]) == nil)
        #expect(shown.difference(from: ["a", "c"]) == .init(shown: 1, output: 1))
        #expect(shown.difference(from: ["a"]) == .init(shown: 1, output: nil))
        #expect(shown.difference(from: ["a", "b", "c"]) == .init(shown: nil, output: 2))
        #expect(shown.difference(from: ["a", "", "b"]) == .init(shown: 1, output: 1))
        // Only a line that is exactly the elision elides.
        #expect(ElidedLines(lines: ["a …"]).difference(from: ["a b"]) == .init(shown: 0, output: 0))
        #expect(ElidedLines(lines: ["..."]).difference(from: ["a"]) == .init(shown: 0, output: 0))
    }

    @Test func promptedLinesInAnyFenceAreCommandsAndTheRestIsTheirOutput() throws {
        let markdown = """
            Intro
            $ invalidation not in a block

            ```sh
            swift run invalidation run Examples/x.swift   # an instruction
            ```

            ```
            $ swift run invalidation run a.json
            one
            …

            $ invalidation explain '\\.colorScheme' . | invalidation run -
            ```

            ~~~~text
            $ invalidation lint
            ```
            ~~~~
            """
        let examples = try ReadmeExample.examples(in: markdown)
        #expect(examples.map(\.line) == [9, 13, 17])
        #expect(examples.map(\.pipeline) == [[["run", "a.json"]], [["explain", #"\.colorScheme"#, "."], ["run", "-"]], [["lint"]]])
        #expect(examples[0].shown.map(\.line) == [10, 11, 12])
        #expect(examples[0].shown.map(\.text) == ["one", "…", ""])
        #expect(examples[1].shown.isEmpty)
        #expect(examples[2].shown.map(\.text) == ["```"])
    }

    @Test(arguments: [
        ("```\noutput\n$ invalidation run a.json\n```\n", 2, "a block that shows commands starts with one, not with output"),
        ("```\n$ ls Examples\n```\n", 2, "'ls Examples' is not an invalidation command; show other commands without a '$ ' prompt"),
        ("```\n$ invalidation analyze > out.json\n```\n", 2, "cannot read the command: column 22: '>' has a meaning to the shell; quote it"),
        ("text\n```\n$ invalidation run a.json\n", 2, "this code block is never closed"),
        ("```\n$ invalidation check --update a.md\n```\n", 2, "'--update' writes files; show the command without a '$ ' prompt"),
    ])
    func aBlockThatCannotBeRunIsReportedAtItsLine(markdown: String, line: Int, message: String) {
        #expect {
            _ = try ReadmeExample.examples(in: markdown)
        } throws: { error in
            let problem = error as? ReadmeExample.Problem
            return problem?.line == line && problem?.message == message
        }
    }
}
