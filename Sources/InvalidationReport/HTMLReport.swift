internal import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationSimulation

/// A self-contained HTML report of an app: its view graph laid out as a hierarchy from
/// the roots down, every key ranked by how many view instances its change recomputes (and
/// which, why, and along which path from its owner), each view's reads, creation sites
/// and lint findings, and, with a timeline, each simulated change.
///
/// The page holds its data, style and script: it opens from disk and fetches nothing.
/// Everything it shows is worked out here, from one analysis of the source; the page
/// only draws it.
public struct HTMLReport: Sendable {
    /// What goes into a report besides the analysis.
    public struct Options: Sendable {
        /// The report's title; by default, the names of the analyzed folders and files.
        public var title: String?
        /// Changes to simulate, in order; none by default.
        public var timeline: [Timeline.Entry]
        /// How to lint: configuration files, rules.
        public var lint: Linter.Options
        /// The rule that decides which bodies each key's change runs.
        public var model: RecomputationModel

        /// Creates options.
        public init(
            title: String? = nil, timeline: [Timeline.Entry] = [], lint: Linter.Options = Linter.Options(),
            model: RecomputationModel = .swiftui
        ) {
            self.title = title
            self.timeline = timeline
            self.lint = lint
            self.model = model
        }
    }

    /// What the page shows.
    package let data: ReportData

    /// The report of `analysis`, the analysis of `paths`: lints it (without reading the
    /// files again), plays the timeline if there is one, and lays out the graph.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` for a bad lint configuration
    ///   file, or a timeline change of a key the app does not have (at the change's place);
    ///   ``InvalidationError/invalidModel(_:at:)`` when the app's tree cannot be simulated.
    public init(analysis: Analysis, paths: [String], options: Options = Options()) throws(InvalidationError) {
        var lintOptions = options.lint
        lintOptions.model = options.model
        let lint = try Linter(options: lintOptions).lint(analysis, paths: paths)
        var simulation: Simulation?
        var run: LifetimeRun?
        if !options.timeline.isEmpty {
            let simulated = try Simulation(analysis: analysis)
            for entry in options.timeline { try simulated.check(key: entry.key, at: entry.location) }
            run = try simulated.play(Timeline.changes(options.timeline), model: options.model)
            simulation = simulated
        }
        data = ReportData(
            analysis: analysis, lint: lint, simulation: simulation, run: run,
            title: options.title ?? Self.title(of: paths), model: options.model)
    }

    /// Writes the page to `out`.
    public func write<Out: ByteOutput>(to out: inout Out) {
        ReportPage.write(data, to: &out)
    }

    /// The page.
    public var html: String {
        var out = ByteBuffer()
        write(to: &out)
        return out.string
    }

    /// `Feed`, `Feed, Mailbox`: the last component of each path, `.` named by its folder.
    static func title(of paths: [String]) -> String {
        let names = (paths.isEmpty ? ["."] : paths).map { path in
            let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
            return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique.count > 3 ? unique.prefix(3).joined(separator: ", ") + ", …" : unique.joined(separator: ", ")
    }
}
