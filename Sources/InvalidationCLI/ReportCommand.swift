import Invalidation
import InvalidationReader
import InvalidationReport
import InvalidationSimulation

/// `invalidation report PATH... -o FILE.html`: one self-contained HTML page that shows
/// what each change recomputes.
struct ReportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "report",
        abstract: "Write a self-contained HTML report of what each change recomputes.",
        discussion: """
            Analyzes and lints the SwiftUI source at each PATH once, and writes one HTML
            file that opens from disk with nothing fetched: the app's view types drawn as a
            hierarchy from its roots (each box with the state it owns, each creation site a
            line styled by what decides the created view's identity), every key ranked by
            how many view instances its change recomputes, and a panel per view with its
            place, what its body reads, where it is created and its lint findings with the
            source lines and the advice. Selecting a key lights up the views it recomputes,
            coloured by cause, with instance counts and the path from the key's owner.
            Opening the file with '#key=KEY' (the key URL-encoded) selects that key;
            '#view=VIEW' a view. With --timeline, the report also plays those changes as
            'invalidation simulate' does and lists each step. With no PATH, it reads the
            current directory.

            Exits 0 when the file is written, 64 for a usage error, 65 for an unreadable
            path, a bad timeline or lint configuration, 74 when the file cannot be written.
            """,
        examples: [
            ("invalidation report Examples/Apps/Feed -o feed.html", "Write the feed app's report."),
            (
                "invalidation report Examples/Apps/Rooms --timeline Examples/Timelines/rooms.timeline -o rooms.html",
                "Include a simulated timeline."
            ),
            ("invalidation report --title MyApp -o report.html Sources", "Your own app's report, from its sources."),
        ])

    /// The Swift files and folders to analyze; the current folder when none is given.
    var paths: [String] = []
    /// What to analyze when no PATH is given, instead of the current folder.
    var defaultPaths: [String] = []
    /// The HTML file to write; required.
    var output: String?
    /// Files of changes to simulate, one per line.
    var timelines: [String] = []
    /// The report's title.
    var title: String?
    /// A configuration file for every path, instead of the nearest `.invalidation.json`.
    var config: String?
    /// The rule that decides which bodies each key's change runs.
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
            .option("output", short: "o", valueName: "file", \.output, help: "The HTML file to write (required)."),
            .option("timeline", valueName: "file", \.timelines, help: "A file of changes to simulate, one per line."),
            .option("title", \.title, help: "The report's title [default: the names of the paths]."),
            .option(
                "config", valueName: "file", \.config,
                help: "Use this lint configuration for every PATH instead of searching for .invalidation.json."),
            .model(\.model),
            .includePreviews(\.includePreviews),
            .target(\.targets),
            .verbose(\.verbose),
            .defaultPath(\.defaultPaths),
        ]
    }

    static let missingOutput = "missing option '--output <file>': the HTML file to write"

    /// The output is checked before the source is read.
    mutating func validate() throws(CLIError) {
        guard output != nil else { throw Self.usageError(Self.missingOutput) }
        paths = SourceAnalysis.paths(paths, defaults: defaultPaths)
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        guard let output else { throw Self.usageError(Self.missingOutput) }
        var timeline: [Timeline.Entry] = []
        do throws(InvalidationError) {
            for path in timelines {
                timeline += try Timeline(text: InputFile.text(atPath: path), file: path).entries
            }
        } catch {
            throw .badInput(error)
        }
        let analysis = try SourceAnalysis.analyze(
            paths, includesPreviews: includePreviews, targets: targets, command: Self.configuration.name,
            console: &console)
        defer { SourceAnalysis.writeNotes(of: analysis, verbose: verbose, to: &console) }
        let report: HTMLReport
        do throws(InvalidationError) {
            report = try HTMLReport(
                analysis: analysis, paths: paths,
                options: .init(title: title, timeline: timeline, lint: .init(configurationFile: config), model: model))
        } catch {
            throw .badInput(error)
        }
        do throws(SourceError) {
            try AtomicFile.replace(output, with: report.html)
        } catch {
            throw .output(error.description)
        }
        return ExitCode.success
    }
}
