import Invalidation
import InvalidationAnalyzer

/// `invalidation analyze PATH...`: extracts the app's view graph from SwiftUI source.
struct AnalyzeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "analyze",
        abstract: "Extract the app's view graph, storage and reads from SwiftUI source.",
        discussion: """
            Reads every .swift file under the given files and folders with SwiftSyntax,
            without building or running the app (where a folder holds an Xcode project or
            a Package.swift, the files of its targets), and writes the app as a graph: each view
            type with the places that create it (and what decides its identity there), how
            many instances the app has of it, and each key with where its value lives and
            the view types whose bodies its change recomputes. Keys are qualified:
            'CounterCard.tapCount' for @State, 'MailboxStore.hasSelectedMessage' for an
            observed property, '\\.colorScheme' for the environment. The json form is the
            graph that 'invalidation explain' reads back; the scenario form is the course's
            tree of instances, which 'invalidation run' plays. Previews and test files are
            left out. With no PATH, it reads the current directory.
            """,
        examples: [
            ("invalidation analyze Examples/Apps/Mailbox", "Show the mailbox app's view types and who reads what."),
            ("invalidation analyze --format json Examples/Apps/Rooms > rooms.json", "Save the graph for explain."),
            ("invalidation analyze --format scenario Examples/Apps/Dashboard | invalidation run --change CounterCard.tapCount -", "Play a change on the course's tree."),
            ("invalidation analyze --format dot Examples/Apps/Mailbox | dot -Tsvg > graph.svg", "Draw the graph."),
        ])

    /// The forms of the model `analyze` writes.
    enum Format: String, CaseIterable, ArgumentValue {
        /// Every view type with its creation sites, and every key's readers.
        case text
        /// The graph, `invalidation-graph/1`.
        case json
        /// The course's tree of instances, in the scenario form.
        case scenario
        /// The graph for Graphviz.
        case dot
    }

    /// The Swift files and folders to analyze; the current folder when none is given.
    var paths: [String] = []
    /// What to analyze when no PATH is given, instead of the current folder.
    var defaultPaths: [String] = []
    /// The form of the output.
    var format = Format.text
    /// The rule that decides which bodies a change runs, in the text form.
    var model = RecomputationModel.swiftui
    /// Whether previews and test files are part of the app.
    var includePreviews = false
    /// The targets to analyze, where PATH holds a project; empty for all but the tests.
    var targets: [String] = []
    /// Whether to list every construct the analyzer could not follow.
    var verbose = false

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("PATH", \.paths, whenNone: ".", help: SourceAnalysis.pathHelp),
            .option(
                "format", \.format,
                help:
                    "text: view types, their creation sites and every key's readers; json: the graph; scenario: the course's tree, which 'run' plays; dot: the graph for Graphviz."
            ),
            .model(\.model),
            .includePreviews(\.includePreviews),
            .target(\.targets),
            .verbose(\.verbose),
            .defaultPath(\.defaultPaths),
        ]
    }

    mutating func validate() throws(CLIError) {
        paths = SourceAnalysis.paths(paths, defaults: defaultPaths)
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        let analysis = try SourceAnalysis.analyze(
            paths, includesPreviews: includePreviews, targets: targets, command: Self.configuration.name,
            console: &console)
        defer { SourceAnalysis.writeNotes(of: analysis, verbose: verbose, to: &console) }
        switch format {
        case .text: analysis.writeTextReport(model: model, to: &console.output)
        case .json: console.write(analysis.graph.jsonText())
        case .scenario: analysis.scenario.writeJSON(to: &console.output)
        case .dot: analysis.writeDOTGraph(to: &console.output)
        }
        if format == .scenario {
            for note in analysis.treeNotes { console.writeError("\(note)\n") }
        }
        return ExitCode.success
    }
}
