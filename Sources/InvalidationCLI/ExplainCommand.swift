import Invalidation
import InvalidationAnalyzer
import InvalidationLint

/// `invalidation explain KEY PATH...`: what a change of one key recomputes, from source
/// or from a graph saved by `analyze --format json`.
struct ExplainCommand: Command {
    static let configuration = CommandConfiguration(
        name: "explain",
        abstract: "Show what a change of one key recomputes across an app, with instance counts.",
        discussion: """
            Prints the course's line for a change of KEY in the app's graph: every view type
            whose body runs, with its cause and, after '×', how many of its instances when more
            than one, and every view type skipped (under the swiftui model, how many, unless
            --verbose). A change happens to one storage instance: @State is counted within one
            instance of its owner; a property of an object each instance of a view makes
            (@StateObject), or is given as one row of a ForEach or List, within one such object
            and the views below that take it; anything else across the app. Views in the
            branches of one if/else or switch, or the clauses of one #if, are alternatives: each
            '×' is the most of that view at once, and the cost is the most bodies at once.
            Content a sheet, popover, alert or navigation presents counts, marked 'when
            presented'. Then why each body runs, and, from source, who changes the key: each
            place a change starts, with its trigger (action, binding, task, onChange, onReceive,
            onAppear, init, other) and the app's methods between, or that nothing changes it
            after its first value. --model decides which bodies run: 'course', when the body
            reads the key; 'swiftui' (the default), also when its creator's body runs and passes
            it an input that changed or a closure, which SwiftUI cannot compare. With --all,
            lists every key with how many bodies its change runs at once and of how many view
            types, the costliest first, with how many places change each (from source); the keys
            nothing changes after their first value come last, marked 'never written'. PATH is
            SwiftUI source, or one graph file written by 'invalidation analyze --format json'
            (known by what it holds, whatever its name), so that CI analyzes once and asks many
            times. 'invalidation analyze' lists the keys.

            With --at FILE:LINE (instead of KEY), starts from the action, binding or task at
            that line: a control's action or binding (Button, Toggle), a gesture, .task,
            .onChange, .onAppear, .onReceive; the line of its control or modifier, or any line
            of its code. Prints the keys its code changes, through the app's methods, and for
            each the bodies that run, as 'explain KEY' counts them, then the total over the
            keys. FILE is a path from the current folder, or any ending of an analyzed file's
            path that names one file (ContentView.swift). --at needs source, not a saved graph.
            """,
        examples: [
            ("invalidation explain CounterCard.tapCount Examples/Apps/Dashboard", "What a tap recomputes."),
            ("invalidation explain --all Examples/Apps/Mailbox", "Where a change costs most."),
            (
                "invalidation explain --at DashboardView.swift:20 Examples/Apps/Dashboard",
                "What the action at that line recomputes."
            ),
            ("invalidation explain --format json RoomVM.count rooms.json", "Ask a saved graph, for tools."),
        ])

    /// The forms of the answer.
    enum Format: String, CaseIterable, ArgumentValue {
        /// The course's line (and counts); a table with --all.
        case text
        /// One JSON object; an array of keys with --all.
        case json
    }

    /// The key whose change to explain; `nil` with `--all`.
    var key: String?
    /// The Swift files and folders to analyze.
    var paths: [String] = []
    /// What to analyze when no PATH is given.
    var defaultPaths: [String] = []
    /// Whether to list every key by cost instead of explaining one.
    var all = false
    /// `FILE:LINE` of an action whose changes to explain, instead of a key.
    var at: String?
    /// The change's label in the line; the key when `nil`.
    var label: String?
    /// Whether to print the four count lines after the line.
    var counts = false
    /// The form of the answer.
    var format = Format.text
    /// The rule that decides which bodies run.
    var model = RecomputationModel.swiftui
    /// Whether previews and test files are part of the app.
    var includePreviews = false
    /// The targets to analyze, where PATH holds a project; empty for all but the tests.
    var targets: [String] = []
    /// Whether to list every construct the analyzer could not follow.
    var verbose = false

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("KEY", \.key, help: "A qualified key, e.g. CounterCard.tapCount (not with --all)."),
            .positional("PATH", \.paths, whenNone: nil, help: SourceAnalysis.pathHelp),
            .flag("all", \.all, help: "List every key by how many views its change recomputes."),
            .option(
                "at", valueName: "FILE:LINE", \.at,
                help: "Explain the keys the action, binding or task at that line changes (not with KEY or --all)."),
            .option("label", \.label, help: "The change's label in the line [default: the key]."),
            .flag("counts", \.counts, help: "Also print the four count lines, in instances."),
            .option("format", \.format, help: "text: the course's line, or a table with --all; json: for tools."),
            .model(\.model),
            .includePreviews(\.includePreviews),
            .target(\.targets),
            .flag(
                "verbose", short: "v", \.verbose,
                help:
                    "List on standard error every construct the analyzer could not follow, and name every skipped view in the line."
            ),
            .defaultPath(\.defaultPaths),
        ]
    }

    /// With `--all` there is no KEY: a first word the parser took for one is a PATH.
    /// Without it, KEY is needed, and PATH unless `--default-path` gives one.
    mutating func validate() throws(CLIError) {
        if let at {
            try validateAt(at)
            return
        }
        if all {
            if label != nil || counts {
                throw Self.usageError("--label and --counts describe one key's change; they do not go with --all")
            }
            if let key {
                paths.insert(key, at: 0)
                self.key = nil
            }
        } else if key == nil {
            throw Self.usageError(defaultPaths.isEmpty ? "missing argument <PATH>" : "missing argument <KEY>")
        }
        guard paths.isEmpty else { return }
        guard defaultPaths.isEmpty else {
            paths = defaultPaths
            return
        }
        // One word was given, taken for the key. A file or folder means the key was
        // forgotten; anything else is the key, and the paths are missing.
        if let key, InputFile.exists(atPath: key) {
            throw Self.usageError(
                "missing argument <KEY>: '\(key)' is a path; give the key first, as in "
                    + "'invalidation explain KEY PATH...', or use --all")
        }
        throw Self.usageError("missing argument <PATH>")
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        let index: GraphIndex
        var analysis: Analysis?
        if paths.count == 1, let graph = try Self.savedGraph(at: paths[0]) {
            guard at == nil else {
                throw Self.usageError(
                    "--at needs the app's Swift source: a saved graph does not keep its actions; give the source PATH")
            }
            index = GraphIndex(graph)
        } else {
            // A file that is not `.swift` is a graph or an error, never read as Swift.
            for path in paths.dropFirst(paths.count == 1 ? 1 : 0) where try Self.savedGraph(at: path) != nil {
                throw Self.usageError("'\(path)' is a saved graph: give it as the only PATH, without source")
            }
            let analyzed = try SourceAnalysis.analyze(
                paths, includesPreviews: includePreviews, targets: targets, command: Self.configuration.name,
                console: &console)
            analysis = analyzed
            index = analyzed.index
        }
        defer {
            if let analysis { SourceAnalysis.writeNotes(of: analysis, verbose: verbose, to: &console) }
        }
        if let at, let place = SourceLine(at), let analysis {
            return try runAt(place, analysis: analysis, console: &console)
        }
        guard let key else {
            // Who changes each key, and which never changes, is known from source, not from
            // a saved graph.
            let costs = analysis?.keyCosts(model: model) ?? Analysis.keyCosts(in: index, model: model)
            let neverWritten = Set(costs.filter { $0.writers == 0 }.map(\.key))
            switch format {
            case .text: Analysis.writeKeyCosts(costs, neverWritten: neverWritten, to: &console.output)
            case .json: Analysis.writeKeyCostsJSON(costs, neverWritten: neverWritten, to: &console.output)
            }
            return ExitCode.success
        }
        let outcome: GraphOutcome
        do throws(InvalidationError) {
            outcome = try Analysis.explain(key: key, label: label, model: model, in: index)
        } catch {
            throw .badInput(error)
        }
        switch format {
        case .text:
            var line = ""
            // The course's line, byte for byte, under its model; an app's skipped views
            // are counted under SwiftUI's, unless asked for.
            outcome.write(to: &line, namingSkipped: model == .course || verbose)
            console.write(line)
            if counts { CourseText.writeCounts(outcome.counts, to: &console.output) }
            var reasons = ""
            outcome.writeReasons(to: &reasons)
            // Who changes the key, and closures that may read it, are known from source, not
            // from a saved graph.
            if let analysis {
                Analysis.writeObjectCounting(analysis.objectCounting(of: outcome), of: outcome, to: &reasons)
                Analysis.writeUnfollowedReads(analysis.unfollowedReads(of: key), of: outcome, to: &reasons)
                if let line = Analysis.presentedReadsLine(analysis.presentedReads(of: key), of: outcome) {
                    reasons += line + "\n"
                }
                Analysis.writeWriters(analysis.writes(of: key), to: &reasons)
            }
            console.write(reasons)
        case .json:
            console.write(analysis?.explainJSON(outcome) ?? outcome.jsonText())
        }
        return ExitCode.success
    }

    /// The graph in `path` when it is a graph file written by `analyze --format json`,
    /// whatever its name; `nil` for Swift source and folders.
    /// - Throws: for a file that is neither `.swift` source nor such a graph (a `.json`
    ///   file of another form, `notes.txt`), rather than reading it as Swift.
    static func savedGraph(at path: String) throws(CLIError) -> ViewGraph? {
        guard !path.hasSuffix(".swift"), InputFile.isRegularFile(atPath: path) else { return nil }
        do throws(InvalidationError) {
            let bytes = try FileContents(path: path).bytes
            guard ViewGraph.isGraphJSON(bytes) else {
                let expected =
                    "expected the form 'invalidation analyze --format json' writes, which starts with {\"format\": \"\(ViewGraph.formatName)\""
                throw .malformedInput(
                    path.hasSuffix(".json")
                        ? "not a graph: \(expected)"
                        : "neither Swift source (.swift) nor a graph: \(expected)",
                    at: SourceLocation(file: path, line: 1, column: 1))
            }
            return try ViewGraph(json: bytes, file: path)
        } catch {
            throw .badInput(error)
        }
    }
}
