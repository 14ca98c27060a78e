/// A subcommand of `invalidation`: a value whose stored properties are its options
/// and arguments, filled in by ``CommandLineParser``, checked by ``validate()`` and
/// then run.
///
/// The command only reads its input, builds a configuration and calls the library;
/// what a result means is decided there.
protocol Command: ParsableArguments {
    /// The subcommand's name and what its help says besides its arguments.
    static var configuration: CommandConfiguration { get }
    /// Checks the rules between options that the parser cannot know, such as two
    /// options that do not go together. Runs after parsing and before ``run(console:)``.
    mutating func validate() throws(CLIError)
    /// Runs the command, writing to `console`; returns the exit code.
    func run(console: inout Console) throws(CLIError) -> Int32
}

/// What a subcommand's help says besides its arguments.
struct CommandConfiguration {
    /// The subcommand's name: `run` in `invalidation run`.
    var name: String
    /// One line, shown in the tool's list of subcommands.
    var abstract: String
    /// Paragraphs shown in the command's own help.
    var discussion: String = ""
    /// Example invocations with what they do.
    var examples: [(command: String, meaning: String)] = []
}

extension Command {
    mutating func validate() throws(CLIError) {}

    /// Parses `words` (those after the subcommand's name), then shows the help or
    /// validates and runs the command.
    static func main(_ words: ArraySlice<String>, console: inout Console) throws(CLIError) -> Int32 {
        switch try CommandLineParser.parse(words, as: Self.self, command: configuration.name) {
        case .help:
            console.write(helpText)
            return ExitCode.success
        case .arguments(var command):
            try command.validate()
            return try command.run(console: &console)
        }
    }

    /// A usage error that points to this command's help.
    static func usageError(_ message: String) -> CLIError {
        .usage(message, command: configuration.name)
    }
}
