import Invalidation
import InvalidationAnalyzer
import InvalidationLint

/// One version of an app, read once: its graph and its lint findings, with every path
/// relative to the version's folder, so that two versions name the same file alike.
public struct AppVersion: Sendable {
    /// What the version is called in reports: a folder as given, or a revision.
    public var name: String
    /// The app's graph, indexed.
    public var index: GraphIndex
    /// The lint findings.
    public var lint: LintReport

    /// Creates a version from a graph and findings already relative to one folder.
    public init(name: String, graph: ViewGraph, lint: LintReport) {
        self.name = name
        self.index = GraphIndex(graph)
        self.lint = lint
    }

    /// Reads the version in `folder`: the Swift files at `paths` within it (the whole
    /// folder for `.`), analyzed and linted in one reading. Each `.invalidation.json` applies
    /// to lint as it does to `invalidation lint`.
    /// - Parameters:
    ///   - name: What reports call it; `folder` by default.
    ///   - linter: How to lint: threads, rules, configuration.
    /// - Throws: ``DiffError/unreadable(_:)`` for a path that does not exist or a bad configuration.
    public init(
        folder: String, paths: [String] = ["."], name: String? = nil, linter: Linter = Linter()
    ) throws(DiffError) {
        let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let prefix = base == "." ? "" : base + "/"
        let resolved = paths.map { path in
            if path.hasPrefix("/") { return path }
            if path == "." || path == "./" { return base }
            return prefix + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        }
        let read: (report: LintReport, analysis: Analysis)
        do throws(InvalidationError) {
            read = try linter.lintAndAnalyze(paths: resolved)
        } catch {
            throw .unreadable(error)
        }
        func relative(_ path: String?) -> String? {
            guard let path, !prefix.isEmpty, path.hasPrefix(prefix) else { return path }
            return String(path.dropFirst(prefix.count))
        }
        self.init(
            name: name ?? folder, graph: Self.relocated(read.analysis.graph, relative),
            lint: Self.relocated(read.report, relative))
    }

    /// `graph` with every file path passed through `relative`.
    static func relocated(_ graph: ViewGraph, _ relative: (String?) -> String?) -> ViewGraph {
        func place(_ location: SourceLocation?) -> SourceLocation? {
            guard var location else { return nil }
            location.file = relative(location.file)
            return location
        }
        func reads(_ reads: [ViewGraph.Read]) -> [ViewGraph.Read] {
            reads.map { ViewGraph.Read($0.name, at: place($0.location)) }
        }
        var graph = graph
        for index in graph.views.indices {
            graph.views[index].location = place(graph.views[index].location)
            graph.views[index].reads = reads(graph.views[index].reads)
            graph.views[index].inputs = reads(graph.views[index].inputs)
        }
        for index in graph.edges.indices {
            graph.edges[index].location = place(graph.edges[index].location)
        }
        graph.notes = graph.notes.map { note in relative(note) ?? note }
        return graph
    }

    /// `report` with every file path passed through `relative`.
    static func relocated(_ report: LintReport, _ relative: (String?) -> String?) -> LintReport {
        func place(_ location: SourceLocation) -> SourceLocation {
            var location = location
            location.file = relative(location.file)
            return location
        }
        var report = report
        report.files = report.files.map { relative($0) ?? $0 }
        report.syntaxErrors = report.syntaxErrors.map { .init(message: $0.message, location: place($0.location)) }
        report.diagnostics = report.diagnostics.map { finding in
            var finding = finding
            finding.location = place(finding.location)
            finding.notes = finding.notes.map { .init(message: $0.message, location: place($0.location)) }
            finding.fixIts = finding.fixIts.map { fixIt in
                .init(
                    message: fixIt.message,
                    edits: fixIt.edits.map { .init(start: place($0.start), end: place($0.end), replacement: $0.replacement) })
            }
            return finding
        }
        return report
    }
}
