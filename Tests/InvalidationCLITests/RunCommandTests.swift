import Foundation
import Testing
import _InvalidationTestSupport

private let lessons = ["LocalState", "LiftedState", "SiblingState"]
private let scenarioFiles = ["LocalState": "local-state", "LiftedState": "lifted-state", "SiblingState": "sibling-state"]

@Suite struct LessonGoldenTests {
    /// The lesson programs compile unchanged against the library and print the lesson's output.
    @Test(arguments: lessons)
    func compiledLessonPrintsTheLessonsOutput(lesson: String) throws {
        let result = try ToolRunner.run([], product: "Lesson\(lesson)")
        #expect(result == ToolResult(status: 0, output: try ToolRunner.fixtureText("Lessons/\(lesson).expected"), errors: ""))
    }

    @Test(arguments: lessons)
    func runInterpretsTheLessonProgram(lesson: String) throws {
        let result = try ToolRunner.run(["run", "Examples/Lessons/\(lesson)/main.swift"])
        #expect(result == ToolResult(status: 0, output: try ToolRunner.fixtureText("Lessons/\(lesson).expected"), errors: ""))
    }

    @Test(arguments: lessons)
    func runPlaysTheJSONScenario(lesson: String) throws {
        let result = try ToolRunner.run(["run", "Examples/Scenarios/\(scenarioFiles[lesson]!).json"])
        #expect(result == ToolResult(status: 0, output: try ToolRunner.fixtureText("Lessons/\(lesson).expected"), errors: ""))
    }
}

@Suite struct RunFormatTests {
    @Test func mailboxText() throws {
        let result = try ToolRunner.run(["run", "Examples/Scenarios/mailbox.json"])
        let expected = try ToolRunner.fixtureText("Run/mailbox.txt")
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
    }

    @Test func mailboxJSON() throws {
        let result = try ToolRunner.run(["run", "--format", "json", "Examples/Scenarios/mailbox.json"])
        let expected = try ToolRunner.fixtureText("Run/mailbox.json")
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
        let decoded = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect((decoded?["output"] as? [Any])?.count == 7)
    }

    @Test func mailboxCounts() throws {
        let result = try ToolRunner.run(["run", "--format=counts", "Examples/Scenarios/mailbox.json"])
        #expect(result == ToolResult(status: 0, output: "local: 2\nparent: 1\nobserved: 3\nenvironment: 2\n", errors: ""))
    }

    @Test func lessonProgramAsJSON() throws {
        let result = try ToolRunner.run(["run", "--format", "json", "Examples/Lessons/SiblingState/main.swift"])
        let expected = try ToolRunner.fixtureText("Run/sibling-state.json")
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
    }

    @Test func scenarioFromStandardInput() throws {
        let json = try String(contentsOf: PackageFiles.root.appendingPathComponent("Examples/Scenarios/local-state.json"), encoding: .utf8)
        let result = try ToolRunner.run(["run", "-"], input: json)
        let expected = try ToolRunner.fixtureText("Lessons/LocalState.expected")
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
    }
}

@Suite struct CommandLineTests {
    @Test func helpListsTheSubcommandsAndExitCodes() throws {
        let result = try ToolRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: invalidation <subcommand> [options]"))
        #expect(result.output.contains("  run "))
        #expect(result.output.contains("65  bad input"))
    }

    @Test func helpForASubcommand() throws {
        let viaHelp = try ToolRunner.run(["help", "run"])
        let viaFlag = try ToolRunner.run(["run", "--help"])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.output.contains("USAGE: invalidation run [options] FILE"))
        #expect(viaHelp.output.contains("--format <format>"))
        #expect(viaHelp == viaFlag)
    }

    @Test func version() throws {
        let result = try ToolRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("invalidation "))
    }

    @Test(arguments: [
        (["frobnicate"], "invalidation: error: unknown subcommand 'frobnicate'; the subcommands are: "),
        (["run"], "invalidation: error: missing argument <FILE>\nSee 'invalidation help run'.\n"),
        (["run", "--fast", "x.json"], "invalidation: error: unknown option '--fast'\nSee 'invalidation help run'.\n"),
        (["run", "--format", "yaml", "x.json"], "invalidation: error: 'yaml' is not a valid value for '--format'; expected one of: text, json, counts\n"),
        (["run", "--format"], "invalidation: error: option '--format' needs a value <format>\n"),
        (["run", "a.json", "b.json"], "invalidation: error: unexpected argument 'b.json'\n"),
        (["help", "nope"], "invalidation: error: unknown subcommand 'nope'"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix(message))
    }

    @Test func noArgumentsShowsHelpAndExits64() throws {
        let result = try ToolRunner.run([])
        #expect(result.status == 64)
        #expect(result.output.contains("USAGE:"))
    }
}

@Suite struct BadInputTests {
    @Test(arguments: [
        ("missing.json", "invalidation: error: cannot read 'missing.json': No such file or directory\n"),
        ("Tests/InvalidationCLITests/Fixtures/Bad/truncated.json", "Tests/InvalidationCLITests/Fixtures/Bad/truncated.json:4:"),
        ("Tests/InvalidationCLITests/Fixtures/Bad/cycle.json", "Tests/InvalidationCLITests/Fixtures/Bad/cycle.json:5:5: error: invalid model: parents form a cycle: A -> B -> A\n"),
        ("Tests/InvalidationCLITests/Fixtures/Bad/duplicate.json", "Tests/InvalidationCLITests/Fixtures/Bad/duplicate.json:5:5: error: invalid model: duplicate view name 'A'"),
        ("Tests/InvalidationCLITests/Fixtures/Bad/unknown-parent.json", "Tests/InvalidationCLITests/Fixtures/Bad/unknown-parent.json:4:5: error: invalid model: view 'B' names parent 'Ghost'"),
        ("Tests/InvalidationCLITests/Fixtures/Bad/unsupported.swift", "Tests/InvalidationCLITests/Fixtures/Bad/unsupported.swift:3:1: error: "),
        ("Tests/InvalidationCLITests/Fixtures/Bad/cycle.swift", "Tests/InvalidationCLITests/Fixtures/Bad/cycle.swift:4:5: error: invalid model: parents form a cycle: A -> B -> A\n"),
    ])
    func badInputExits65WithItsLocation(path: String, message: String) throws {
        let started = Date()
        let result = try ToolRunner.run(["run", path])
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix(message), "\(result.errors)")
        #expect(!result.errors.contains("Backtrace"))
        #expect(Date().timeIntervalSince(started) < 10)
    }
}

/// The tool's own options and the `help` subcommand.
@Suite struct ToolOptionTests {
    @Test func dashVIsTheVersion() throws {
        let short = try ToolRunner.run(["-v"])
        #expect(short == ToolResult(status: 0, output: "invalidation 0.1.0\n", errors: ""))
        #expect(try ToolRunner.run(["--version"]) == short)
        #expect(try ToolRunner.run(["--help"]).output.contains("  -v, --version           Show the version.\n"))
    }

    @Test(arguments: [["--version", "extra"], ["-v", "run"]])
    func theVersionTakesNoArguments(arguments: [String]) throws {
        let result = try ToolRunner.run(arguments)
        let message = "invalidation: error: unexpected argument '\(arguments[1])'\nSee 'invalidation --help'.\n"
        #expect(result == ToolResult(status: 64, output: "", errors: message))
    }

    @Test func helpHelpIsTheToolsHelp() throws {
        let result = try ToolRunner.run(["help", "help"])
        #expect(result.status == 0)
        #expect(result == (try ToolRunner.run(["--help"])))
        #expect(result.output.hasPrefix("OVERVIEW: Which SwiftUI view bodies does a state change recompute, and why?\n"))
    }
}

/// An unknown subcommand or option names the one it is close to.
@Suite struct SuggestionTests {
    @Test(arguments: [
        (["lnt"], "unknown subcommand 'lnt'; did you mean 'lint'? the subcommands are: run, analyze, explain, advise, lint, diff, simulate, report, verify, check"),
        (["anlyze", "x"], "unknown subcommand 'anlyze'; did you mean 'analyze'? the subcommands are: run, analyze, explain, advise, lint, diff, simulate, report, verify, check"),
        (["sim"], "unknown subcommand 'sim'; did you mean 'simulate'? the subcommands are: run, analyze, explain, advise, lint, diff, simulate, report, verify, check"),
        (["hlep"], "unknown subcommand 'hlep'; did you mean 'help'? the subcommands are: run, analyze, explain, advise, lint, diff, simulate, report, verify, check"),
        (["help", "expain"], "unknown subcommand 'expain'; did you mean 'explain'? the subcommands are: run, analyze, explain, advise, lint, diff, simulate, report, verify, check"),
        (["verfy"], "unknown subcommand 'verfy'; did you mean 'verify'? the subcommands are: run, analyze, explain, advise, lint, diff, simulate, report, verify, check"),
        (["frobnicate"], "unknown subcommand 'frobnicate'; the subcommands are: run, analyze, explain, advise, lint, diff, simulate, report, verify, check"),
    ])
    func unknownSubcommands(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result == ToolResult(status: 64, output: "", errors: "invalidation: error: \(message)\nSee 'invalidation --help'.\n"))
    }

    @Test(arguments: [
        (["lint", "--formt", "json", "."], "unknown option '--formt'; did you mean '--format'?", "lint"),
        (["lint", "--formt=json"], "unknown option '--formt=json'; did you mean '--format'?", "lint"),
        (["lint", "--list"], "unknown option '--list'; did you mean '--list-rules'?", "lint"),
        (["run", "-format", "json", "x.json"], "unknown option '-format'; did you mean '--format'?", "run"),
        (["explain", "--al", "Examples/Apps/Dashboard"], "unknown option '--al'; did you mean '--all'?", "explain"),
        (["simulate", "--chnage", "A.b", "Examples/Apps/Rooms"], "unknown option '--chnage'; did you mean '--change'?", "simulate"),
        (["check", "--hepl"], "unknown option '--hepl'; did you mean '--help'?", "check"),
        (["lint", "--bogus"], "unknown option '--bogus'", "lint"),
        (["lint", "-x"], "unknown option '-x'", "lint"),
    ])
    func unknownOptions(arguments: [String], message: String, command: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result == ToolResult(status: 64, output: "", errors: "invalidation: error: \(message)\nSee 'invalidation help \(command)'.\n"))
    }
}

/// `run --change`: changes played after the scenario's own.
@Suite struct RunChangeTests {
    /// The model `analyze` extracts has no changes; --change gives it some.
    @Test func analyzeOutputPlaysTheChangesGiven() throws {
        let json = try ToolRunner.run(["analyze", "--format", "scenario", "Examples/Apps/Dashboard"])
        let played = try ToolRunner.run(["run", "--change", "CounterCard.tapCount", "-"], input: json.output)
        let expected = """
            CounterCard.tapCount: CounterCard.tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel
            local: 1
            parent: 0
            observed: 0
            environment: 0

            """
        #expect(played == ToolResult(status: 0, output: expected, errors: ""))
    }

    /// The changes follow the scenario's own; a key nobody reads recomputes nothing,
    /// as it does when the scenario lists it.
    @Test func changesFollowTheScenariosOwn() throws {
        let result = try ToolRunner.run([
            "run", "--change", "again: tapCount", "--change", "Nowhere.key", "Examples/Scenarios/local-state.json",
        ])
        let expected = """
            tapped: tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel
            again: tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel
            Nowhere.key: Nowhere.key changed | recomputed none | skipped DashboardView,CounterCard,StatusLabel
            local: 2
            parent: 0
            observed: 0
            environment: 0

            """
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
    }

    @Test func jsonShowsTheAddedChanges() throws {
        let result = try ToolRunner.run(["run", "--format", "json", "--change", "again: tapCount", "Examples/Scenarios/local-state.json"])
        let expected = """
            {"output":[
            {"change":{"label":"tapped","key":"tapCount","recomputed":[{"view":"CounterCard","cause":"local"}],"skipped":["DashboardView","StatusLabel"]}},
            {"change":{"label":"again","key":"tapCount","recomputed":[{"view":"CounterCard","cause":"local"}],"skipped":["DashboardView","StatusLabel"]}},
            {"counts":{"local":2,"parent":0,"observed":0,"environment":0}}
            ]}

            """
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
    }

    @Test(arguments: [
        (["run", "--change", "x", "Examples/Lessons/LocalState/main.swift"], "--change adds to a JSON scenario's changes; a .swift program makes its own"),
        (["run", "--change", ": x", "Examples/Scenarios/local-state.json"], "--change ': x': expected a label before ': '"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result == ToolResult(status: 64, output: "", errors: "invalidation: error: \(message)\nSee 'invalidation help run'.\n"))
    }
}

@Suite struct GraphIsNotAScenarioTests {
    /// The graph form given to `run` gets a sentence that names the form `run` plays.
    @Test func runSaysWhichFormItPlays() throws {
        let graph = try ToolRunner.run(["analyze", "--format", "json", "Examples/Apps/Dashboard"])
        let played = try ToolRunner.run(["run", "-"], input: graph.output)
        #expect(played.status == 65)
        #expect(
            played.errors
                == "<stdin>:2:3: error: this is a view graph, not a scenario: 'run' plays the course's tree, which 'invalidation analyze --format scenario' writes\n"
        )
    }
}
