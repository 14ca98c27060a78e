import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationLint
import InvalidationReader
import InvalidationSimulation

/// `invalidation analyze PATH...`: extracts the model from SwiftUI source.
enum AnalyzeCommand: Command {
    static let spec = CommandSpec(
        name: "analyze",
        abstract: "Extract the view tree, storage and reads from SwiftUI source.",
        discussion: """
            Reads every .swift file under the given files and folders with SwiftSyntax,
            without building or running the app, and writes the model: each view with the
            view whose body creates it and the keys its body reads, and each key with where
            its value lives. Keys are qualified: 'CounterCard.tapCount' for @State,
            'MailboxStore.hasSelectedMessage' for an observed property, '\\.colorScheme' for
            the environment. The JSON form is the scenario form that 'invalidation run' plays.
            With no PATH, it reads the current directory.
            """,
        positionals: [
            PositionalSpec(
                name: "PATH", help: "Swift files and folders (searched recursively). [default: .]", isVariadic: true,
                isOptional: true)
        ],
        options: [
            OptionSpec(
                name: "format", valueName: "format", choices: ["text", "json", "dot"], defaultValue: "text",
                help: "text: the tree and every key's readers; json: the scenario form; dot: the tree for Graphviz."),
            SourceAnalysis.verboseOption,
        ],
        examples: [
            ("invalidation analyze Examples/Apps/Mailbox", "Show the mailbox app's view tree and who reads what."),
            ("invalidation analyze --format json Examples/Apps/Rooms > rooms.json", "Save the model as a scenario."),
            ("invalidation analyze --format dot Examples/Apps/Mailbox | dot -Tsvg > tree.svg", "Draw the tree."),
        ])

    static func run(_ arguments: ParsedArguments, console: inout Console) throws(CLIError) -> Int32 {
        let analysis = try SourceAnalysis.analyze(arguments.positionals.isEmpty ? ["."] : arguments.positionals, console: &console)
        defer { SourceAnalysis.writeNotes(of: analysis, verbose: arguments.has("verbose"), to: &console) }
        switch arguments.value("format", in: spec) {
        case "json": analysis.scenario.writeJSON(to: &console.output)
        case "dot": analysis.writeDOTGraph(to: &console.output)
        default: analysis.writeTextReport(to: &console.output)
        }
        return ExitCode.success
    }
}
