import Invalidation
import InvalidationSimulation

/// `invalidation simulate PATH... --change KEY`: plays changes over the model extracted
/// from source and reports what each does to the lifetime of views and state.
struct SimulateCommand: Command {
    static let configuration = CommandConfiguration(
        name: "simulate",
        abstract: "Play changes over SwiftUI source and show which state they keep, reset or leave stale.",
        discussion: """
            Extracts the model and the lifetime facts (@State and @StateObject slots, what
            each init and each onChange(of:), task(id:) and onAppear assigns to them, and
            what decides each view's identity: if/else and switch branches, .id(_:),
            ForEach rows, sheets and navigation destinations) from the source, without
            running it. Then prints the first appearance (with 'never shown:' for views
            that a branch at the root keeps away and no change can flip), and for each
            change the course's line followed by, indented: 'then:' lines for changes its
            actions caused, the views whose init ran, views that appeared, were recreated
            or disappeared, what happened to each slot touched (created, kept, written,
            replaced by an action, destroyed; stale when a key it was computed from has a
            newer version), and the objects built and discarded. Totals over the changes
            follow, one per line: local, parent, observed, environment, initializers,
            created, discarded, stale.

            A change is 'KEY' or 'LABEL: KEY' (labelled with its key by default). Besides the
            keys 'invalidation analyze' lists, 'navigate:VIEW' opens the NavigationLink
            destination that shows VIEW; its line reads 'LABEL: navigate to VIEW | …', or
            'navigate to VIEW | …' without a label. A timeline file holds one change per
            line; '#' starts a comment.
            Its changes play before those given with --change. Versions are symbolic (the
            number of the change that produced a value) and no app code runs.
            """,
        examples: [
            (
                "invalidation simulate Examples/Apps/Rooms --change 'picked: ContentView.selectedRoom'",
                "The article's broken room view: its view model goes stale."
            ),
            (
                "invalidation simulate Examples/Apps/Rooms --timeline Examples/Timelines/rooms.timeline",
                "The article's three room views, each picked twice, with totals."
            ),
        ])

    /// The forms of the simulation's report.
    enum Format: String, CaseIterable, ArgumentValue {
        /// The course's lines with lifetime lines.
        case text
        /// The same events as JSON.
        case json
    }

    /// The Swift files and folders to analyze.
    var paths: [String] = []
    /// Changes to play, `KEY` or `LABEL: KEY`, after those of the timelines.
    var changes: [String] = []
    /// Files of changes, one per line.
    var timelines: [String] = []
    /// The form of the output.
    var format = Format.text
    /// The rule that decides which bodies each change runs.
    var model = RecomputationModel.swiftui
    /// The targets to analyze, where PATH holds a project; empty for all but the tests.
    var targets: [String] = []
    /// Whether to list every construct the analyzer could not follow.
    var verbose = false

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("PATH", \.paths, help: SourceAnalysis.pathHelp),
            .option(
                "change", \.changes, help: "A change to play, 'KEY' or 'LABEL: KEY'; repeat for several."),
            .option("timeline", valueName: "file", \.timelines, help: "A file of changes, one per line."),
            .option(
                "format", \.format,
                help: "text: the course's lines with lifetime lines; json: the same events as JSON."),
            .model(\.model),
            .target(\.targets),
            .verbose(\.verbose),
        ]
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        var entries: [Timeline.Entry] = []
        do throws(InvalidationError) {
            for path in timelines {
                entries += try Timeline(text: InputFile.text(atPath: path), file: path).entries
            }
        } catch {
            throw .badInput(error)
        }
        entries += try Self.changeEntries(changes)
        let analysis = try SourceAnalysis.analyze(
            paths, targets: targets, command: Self.configuration.name, console: &console)
        defer { SourceAnalysis.writeNotes(of: analysis, verbose: verbose, to: &console) }
        let run: LifetimeRun
        do throws(InvalidationError) {
            let simulation = try Simulation(analysis: analysis)
            for entry in entries { try simulation.check(key: entry.key, at: entry.location) }
            run = try simulation.play(Timeline.changes(entries), model: model)
        } catch {
            throw .badInput(error)
        }
        switch format {
        case .text: run.writeText(to: &console.output)
        case .json: run.writeJSON(to: &console.output)
        }
        return ExitCode.success
    }
}
