import Testing

@testable import InvalidationCLI

/// The parser fills each command's typed properties.
@Suite struct CommandLineParserTests {
    static func parse<C: Command>(_ words: [String], as type: C.Type) throws -> C? {
        guard case .arguments(let command) = try CommandLineParser.parse(words[...], as: C.self, command: "test") else {
            return nil
        }
        return command
    }

    @Test func optionsFlagsAndRepeatedOptionsFillTheirProperties() throws {
        let lint = try #require(
            try Self.parse(
                ["--rule", "state_init_trap", "-q", "App", "--format=json", "--rule", "non_private_state", "Tests"],
                as: LintCommand.self))
        #expect(lint.rules == ["state_init_trap", "non_private_state"])
        #expect(lint.quiet && !lint.strict && !lint.listRules)
        #expect(lint.format == .json)
        #expect(lint.config == nil)
        #expect(lint.paths == ["App", "Tests"])
    }

    /// A list that may be left out stays empty when no word is given; the command's
    /// validation then reads the `--default-path`s, or the current folder.
    @Test func aListThatMayBeOmittedIsFilledInByValidation() throws {
        var lint = try #require(try Self.parse([], as: LintCommand.self))
        #expect(lint.paths == [])
        try lint.validate()
        #expect(lint.paths == ["."])
        var plugin = try #require(try Self.parse(["--default-path", "Sources/A", "--default-path", "Sources/B"], as: LintCommand.self))
        try plugin.validate()
        #expect(plugin.paths == ["Sources/A", "Sources/B"])
        var given = try #require(try Self.parse(["Sources", "--default-path", "Sources/A"], as: AnalyzeCommand.self))
        try given.validate()
        #expect(given.paths == ["Sources"])
        #expect(try Self.parse([], as: AnalyzeCommand.self)?.format == .text)
    }

    /// `[KEY] [PATH...]`: one word is the key (with --all, validation makes it a path).
    @Test func anOptionalArgumentBeforeAListTakesTheFirstWord() throws {
        let one = try #require(try Self.parse(["Examples/Apps/Dashboard"], as: ExplainCommand.self))
        #expect(one.key == "Examples/Apps/Dashboard" && one.paths == [])
        var all = try #require(try Self.parse(["--all", "Examples/Apps/Dashboard"], as: ExplainCommand.self))
        try all.validate()
        #expect(all.key == nil && all.paths == ["Examples/Apps/Dashboard"])
        var plugin = try #require(try Self.parse(["A.key", "--default-path", "Sources"], as: ExplainCommand.self))
        try plugin.validate()
        #expect(plugin.key == "A.key" && plugin.paths == ["Sources"])
        let three = try #require(try Self.parse(["A.key", "One", "Two"], as: ExplainCommand.self))
        #expect(three.key == "A.key" && three.paths == ["One", "Two"])
    }

    @Test func afterTwoDashesEveryWordIsPositional() throws {
        let run = try #require(try Self.parse(["--", "-q"], as: RunCommand.self))
        #expect(run.file == "-q")
        #expect(try Self.parse(["-"], as: RunCommand.self)?.file == "-")
    }

    @Test func helpStopsBeforeTheArgumentsAreChecked() throws {
        #expect(try Self.parse(["--help"], as: RunCommand.self) == nil)
        #expect(try Self.parse(["-h", "a", "b"], as: RunCommand.self) == nil)
    }
}
