import Invalidation
import InvalidationAnalyzer

/// `invalidation verify LOG PATH...`: a change log captured from the running app, checked
/// against what the model says each change recomputes.
struct VerifyCommand: Command {
    static let configuration = CommandConfiguration(
        name: "verify",
        abstract: "Check the model against SwiftUI's own change log, captured from the running app.",
        discussion: """
            LOG holds the lines SwiftUI writes as bodies run: from 'let _ = Self._printChanges()'
            in a view's body (Xcode's console), or from 'Self._logChanges()' read back with
            'log show' or 'log stream' (their timestamps and prefixes are skipped), such as
            'ContentView: _selectedRoom changed.' and 'RoomView1: @self changed.'; LOG '-'
            reads standard input. Capture one action at a time: a blank line, or a line of
            your own that starts with '---', ends an update; the text after the dashes labels
            the next one ('--- pick a room'), and keys in brackets at its end say what changed
            ('--- rename [FeedStore.displayName]').

            For each update, the keys that changed are the separator's, those given with --key,
            and those the lines name: '_selectedRoom' of ContentView is ContentView.selectedRoom,
            a binding's property is the key its creator binds. Lines of views new in the update
            (@identity) name no key. The views whose bodies ran are compared with those the
            model says run for those keys, counted as 'explain' counts them: confirmed (ran,
            predicted), unpredicted (ran, not predicted; with what SwiftUI's reason means),
            not seen (predicted, did not run) and appeared (new, its first body: not compared).
            Each view has its source place. Then a summary line. Exits 1 when any body ran
            that the model does not predict, so a recorded log can gate CI. A log naming views
            the source does not declare gets a warning that lists them. PATH is SwiftUI
            source, or one graph file written by 'invalidation analyze --format json'.
            """,
        examples: [
            (
                "invalidation verify Examples/Logs/rooms-picker.log Examples/Apps/Rooms",
                "Check a captured room pick."
            ),
            (
                "invalidation verify --model course Examples/Logs/rooms-picker.log Examples/Apps/Rooms",
                "The same under the course's rule."
            ),
            ("invalidation verify --key FeedStore.displayName rename.log Sources", "Name the key the log cannot."),
        ])

    /// The forms of the answer.
    enum Format: String, CaseIterable, ArgumentValue {
        /// A line per view and update, then a summary.
        case text
        /// One JSON object.
        case json
    }

    /// The captured change log.
    var log = ""
    /// The Swift files and folders to analyze, or one saved graph.
    var paths: [String] = []
    /// What to analyze when no PATH is given.
    var defaultPaths: [String] = []
    /// Keys that changed in every update, besides those the log names.
    var keys: [String] = []
    /// The form of the answer.
    var format = Format.text
    /// The rule that decides which bodies run.
    var model = RecomputationModel.swiftui
    /// Whether previews and test files are part of the app.
    var includePreviews = false
    /// Whether to list every construct the analyzer could not follow.
    var verbose = false
    /// The targets to analyze, where PATH holds a project; empty for all but the tests.
    var targets: [String] = []

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional(
                "LOG", \.log,
                help: "The change log: lines from Self._printChanges() or Self._logChanges(); - for standard input."),
            .positional("PATH", \.paths, whenNone: nil, help: SourceAnalysis.pathHelp),
            .option(
                "key", valueName: "KEY", \.keys,
                help: "A key that changed in every update, e.g. FeedStore.items; repeat for several."),
            .option("format", \.format, help: "text: a line per view, then a summary; json: for tools."),
            .model(\.model),
            .includePreviews(\.includePreviews),
            .target(\.targets),
            .verbose(\.verbose),
            .defaultPath(\.defaultPaths),
        ]
    }

    /// PATH is needed unless `--default-path` gives one.
    mutating func validate() throws(CLIError) {
        guard paths.isEmpty else { return }
        guard defaultPaths.isEmpty else {
            paths = defaultPaths
            return
        }
        throw Self.usageError("missing argument <PATH>")
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        let changes: ChangeLog
        do throws(InvalidationError) {
            // `-` is standard input, so that `log show … | invalidation verify - PATH` works.
            let text = log == "-" ? try InputFile.standardInputText() : try InputFile.text(atPath: log)
            changes = try ChangeLog(text: text, file: log == "-" ? "<stdin>" : log)
        } catch {
            throw .badInput(error)
        }
        let index: GraphIndex
        var analysis: Analysis?
        if paths.count == 1, let graph = try ExplainCommand.savedGraph(at: paths[0]) {
            index = GraphIndex(graph)
        } else {
            let analyzed = try SourceAnalysis.analyze(
                paths, includesPreviews: includePreviews, targets: targets, command: Self.configuration.name,
                console: &console)
            analysis = analyzed
            index = analyzed.index
        }
        defer {
            if let analysis { SourceAnalysis.writeNotes(of: analysis, verbose: verbose, to: &console) }
        }
        let verification: Verification
        do throws(InvalidationError) {
            verification = try Verification.verify(changes, in: index, model: model, keys: keys, file: log)
        } catch {
            throw .badInput(error)
        }
        switch format {
        case .text: verification.write(to: &console.output)
        case .json: console.write(verification.jsonText())
        }
        if let message = verification.unknownViewsMessage {
            console.writeError("warning: \(message)\n")
        }
        return verification.hasUnpredicted ? ExitCode.failure : ExitCode.success
    }
}
