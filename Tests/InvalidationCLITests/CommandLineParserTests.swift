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

    @Test func aListWithADefaultKeepsItUntilWordsAreGiven() throws {
        #expect(try Self.parse([], as: LintCommand.self)?.paths == ["."])
        #expect(try Self.parse(["Sources"], as: LintCommand.self)?.paths == ["Sources"])
        #expect(try Self.parse([], as: AnalyzeCommand.self)?.format == .text)
    }

    @Test func anOptionalArgumentBeforeARequiredOneTakesAWordOnlyWhenTwoAreGiven() throws {
        let one = try #require(try Self.parse(["Examples/Apps/Dashboard"], as: ExplainCommand.self))
        #expect(one.key == nil && one.paths == ["Examples/Apps/Dashboard"])
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
