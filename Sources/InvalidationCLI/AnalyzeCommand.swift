import Invalidation
import InvalidationAnalyzer

/// `invalidation analyze PATH...`: extracts the model from SwiftUI source.
struct AnalyzeCommand: Command {
    static let configuration = CommandConfiguration(
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
        examples: [
            ("invalidation analyze Examples/Apps/Mailbox", "Show the mailbox app's view tree and who reads what."),
            ("invalidation analyze --format json Examples/Apps/Rooms > rooms.json", "Save the model as a scenario."),
            ("invalidation analyze --format dot Examples/Apps/Mailbox | dot -Tsvg > tree.svg", "Draw the tree."),
        ])

    /// The forms of the model `analyze` writes.
    enum Format: String, CaseIterable, ArgumentValue {
        /// The tree and every key's readers.
        case text
        /// The scenario form.
        case json
        /// The tree for Graphviz.
        case dot
    }

    /// The Swift files and folders to analyze.
    var paths = ["."]
    /// The form of the output.
    var format = Format.text
    /// Whether to list every construct the analyzer could not follow.
    var verbose = false

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("PATH", \.paths, help: SourceAnalysis.pathHelp),
            .option(
                "format", \.format,
                help: "text: the tree and every key's readers; json: the scenario form; dot: the tree for Graphviz."),
            .verbose(\.verbose),
        ]
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        let analysis = try SourceAnalysis.analyze(paths, console: &console)
        defer { SourceAnalysis.writeNotes(of: analysis, verbose: verbose, to: &console) }
        switch format {
        case .text: analysis.writeTextReport(to: &console.output)
        case .json: analysis.scenario.writeJSON(to: &console.output)
        case .dot: analysis.writeDOTGraph(to: &console.output)
        }
        return ExitCode.success
    }
}
