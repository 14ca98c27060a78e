#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Invalidation

/// The tool's name, version and subcommands.
enum Tool {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// Every subcommand, in the order `--help` lists them.
    static var commands: [any Command.Type] {
        [
            RunCommand.self, AnalyzeCommand.self, ExplainCommand.self, AdviseCommand.self, LintCommand.self, DiffCommand.self,
            SimulateCommand.self, ReportCommand.self, VerifyCommand.self, CheckCommand.self,
        ]
    }

    /// The tool's help: what it does, its subcommands, options and exit codes.
    static var helpText: String {
        var text = """
            OVERVIEW: Which SwiftUI view bodies does a state change recompute, and why?

            Invalidation reads a model of a view tree (which view owns each value and which
            views read it) and classifies every recomputation a change causes as local,
            parent, observed or environment, without running the app.

            USAGE: invalidation <subcommand> [options]

            SUBCOMMANDS:

            """
        for command in commands { text += HelpLayout.row(command.configuration.name, command.configuration.abstract) }
        text += HelpLayout.row("help", "Show help for a subcommand.")
        text += """

            OPTIONS:
              -h, --help              Show this help.
              -v, --version           Show the version.

            See 'invalidation help <subcommand>' for a subcommand's options.

            EXIT CODES:
              0   success
              1   the job ran and found something that fails the run
              64  usage error: an unknown subcommand or option, a missing argument
              65  bad input: unreadable or malformed file, invalid model, unsupported construct
              74  the output could not be written

            """
        return text
    }

    /// Runs the tool on `arguments` (without the program name) and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        var console = Console()
        let code: Int32
        do throws(CLIError) {
            code = try dispatch(arguments[...], console: &console)
            if let failure = console.finish() {
                throw CLIError.output("cannot write output: \(String(cString: strerror(failure)))")
            }
        } catch {
            report(error, to: &console)
            return error.exitCode
        }
        return code
    }

    /// Runs the subcommand `arguments` name, or the tool's own `--help` or `--version`.
    static func dispatch(_ arguments: ArraySlice<String>, console: inout Console) throws(CLIError) -> Int32 {
        guard let first = arguments.first else {
            console.write(helpText)
            return ExitCode.usage
        }
        switch first {
        case "-h", "--help":
            console.write(helpText)
            return ExitCode.success
        case "-v", "--version":
            if let extra = arguments.dropFirst().first {
                throw .usage("unexpected argument '\(extra)'", command: nil)
            }
            console.write("invalidation \(version)\n")
            return ExitCode.success
        case "help":
            // `help` is one of the subcommands it lists, so `help help` is the tool's help.
            guard let name = arguments.dropFirst().first, name != "help" else {
                console.write(helpText)
                return ExitCode.success
            }
            console.write(try command(named: name).helpText)
            return ExitCode.success
        default:
            return try command(named: first).main(arguments.dropFirst(), console: &console)
        }
    }

    /// The subcommand called `name`.
    static func command(named name: String) throws(CLIError) -> any Command.Type {
        var known: [String] = []
        for command in commands {
            let commandName = command.configuration.name
            if commandName == name { return command }
            known.append(commandName)
        }
        let list = "the subcommands are: \(known.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: name, among: known + ["help"]) {
            throw .usage("unknown subcommand '\(name)'; did you mean '\(suggestion)'? \(list)", command: nil)
        }
        throw .usage("unknown subcommand '\(name)'; \(list)", command: nil)
    }

    /// Writes the message for `error` to standard error.
    static func report(_ error: CLIError, to console: inout Console) {
        switch error {
        case .usage(let message, let command):
            let helpCommand = command.map { "invalidation help \($0)" } ?? "invalidation --help"
            console.writeError("invalidation: error: \(message)\nSee '\(helpCommand)'.\n")
        case .badInput(let error):
            if let location = error.location, location.file != nil {
                console.writeError("\(location): error: \(error.message)\n")
            } else {
                console.writeError("invalidation: error: \(error)\n")
            }
        case .output(let message):
            console.writeError("invalidation: error: \(message)\n")
        }
    }
}
