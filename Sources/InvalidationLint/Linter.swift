internal import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// Lints SwiftUI source for ownership mistakes: the linter driver.
///
/// Files are read and parsed once, in parallel, and analyzed once (``SourceAnalyzer``):
/// every rule is a query over that analysis, its declarations and its graph. Each view
/// type is checked in parallel. Findings on lines a suppression comment covers are
/// dropped; the rest take their configured severity, from the configuration of the file
/// that holds them.
public struct Linter: Sendable {
    /// How the linter runs.
    public struct Options: Hashable, Sendable {
        /// Worker threads.
        public var threads: Int
        /// A configuration file to use for every path instead of searching for `.invalidation.json`.
        public var configurationFile: String?
        /// Whether to search for `.invalidation.json` from each path upward.
        public var searchesConfiguration: Bool
        /// When set, only these rules run (the configuration still sets severities and exclusions).
        public var onlyRules: Set<RuleID>?
        /// The rule that decides which bodies a change runs, where a rule counts them
        /// (`state_placement`'s saving).
        public var model: RecomputationModel
        /// The targets to lint, by name, where a folder holds an Xcode project or a Swift
        /// package; empty for every target that is not a test.
        public var targets: [String] = []
        /// Whether function bodies no view calls are parsed only when followed, as the
        /// analyzer does by default. The report is the same either way; tests turn it off to
        /// check that.
        package var defersBodies = true

        /// The analyzer these options read and analyze files with.
        var analyzer: SourceAnalyzer {
            var options = SourceAnalyzer.Options(threads: threads)
            options.defersBodies = defersBodies
            options.targets = targets
            return SourceAnalyzer(options: options)
        }

        /// Creates options.
        public init(
            threads: Int? = nil, configurationFile: String? = nil,
            searchesConfiguration: Bool = true, onlyRules: Set<RuleID>? = nil, model: RecomputationModel = .swiftui
        ) {
            self.threads = max(1, threads ?? ParallelWork.activeCores)
            self.configurationFile = configurationFile
            self.searchesConfiguration = searchesConfiguration
            self.onlyRules = onlyRules
            self.model = model
        }
    }

    /// How the linter runs.
    public var options: Options

    /// Creates a linter.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Lints the `.swift` files at `paths`: files as given, folders searched recursively
    /// (hidden folders skipped, excluded paths left out), each folder's files in sorted order.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not
    ///   exist or cannot be read; ``InvalidationError/malformedInput(_:at:)`` for a bad
    ///   configuration file.
    public func lint(paths: [String]) throws(InvalidationError) -> LintReport {
        try lintAndAnalyze(paths: paths).report
    }

    /// Lints `paths` as ``lint(paths:)`` does, and returns with the report the analysis its
    /// rules queried, so that a caller that needs both reads and analyzes the files once.
    public func lintAndAnalyze(paths: [String]) throws(InvalidationError) -> (report: LintReport, analysis: Analysis) {
        let run = self.run(try read(paths: paths))
        return (run.report, run.context.analysis)
    }

    /// Lints sources given as text, in the order given, with one configuration.
    public func lint(files: [(path: String, text: String)], configuration: LintConfiguration = LintConfiguration()) -> LintReport {
        let read = options.analyzer.reader.parse(
            files.map { SourceText(path: $0.path, text: $0.text) })
        let input = LintInput(
            files: read, configurations: [configuration], configurationOf: Array(repeating: 0, count: read.count),
            roots: [])
        return run(input).report
    }

    // MARK: Running

    /// Finds and reads the files at `paths`, each with the configuration that applies to it.
    func read(paths: [String]) throws(InvalidationError) -> LintInput {
        var configurations: [LintConfiguration] = []
        var configurationIndex: [String: Int] = [:]
        func configuration(for path: String) throws(InvalidationError) -> Int {
            let file = options.configurationFile ?? (options.searchesConfiguration ? LintConfiguration.file(for: path) : nil)
            let key = file ?? ""
            if let index = configurationIndex[key] { return index }
            configurations.append(try file.map { (file) throws(InvalidationError) in try LintConfiguration(contentsOfFile: file) } ?? LintConfiguration())
            configurationIndex[key] = configurations.count - 1
            return configurations.count - 1
        }
        // Each path's files, with its configuration's exclusions; a folder with projects
        // gives the files of their targets.
        var selection = SourceSelection(targets: options.targets)
        var configurationOf: [Int] = []
        for path in paths {
            let index = try configuration(for: path)
            try selection.add(path, excluding: configurations[index].excludes)
            configurationOf += Array(repeating: index, count: selection.files.count - configurationOf.count)
        }
        if let problem = SourceAnalyzer.unknownTargetsProblem(selection) { throw problem }
        let reader = options.analyzer.reader
        let read = try reader.read(files: selection.files) { file, index in SourceAnalyzer.collect(file, index: index) }
        return LintInput(
            files: read.map(\.file), configurations: configurations, configurationOf: configurationOf,
            roots: paths, collected: read.map(\.extra), selection: selection)
    }

    /// Runs the rules on `input`'s files.
    func run(_ input: LintInput) -> LintRun {
        let files = input.files
        let configurations = input.configurations
        let configurationOf = input.configurationOf
        let roots = input.roots
        let rules = RuleID.allCases.filter { rule in
            options.onlyRules.map { $0.contains(rule) } ?? true
        }
        let sources = ParallelWork.map(count: files.count, threads: options.threads) { index in
            LintSource(file: files[index])
        }
        let analyzer = options.analyzer
        let selection = input.selection
        let analysis =
            input.collected.map { analyzer.analyze(files, collected: $0, roots: roots, selection: selection) }
            ?? analyzer.analyze(files, roots: roots, selection: selection)
        let context = LintContext(analysis: analysis, model: options.model)
        let viewRules = rules.filter { $0 != .statePlacement }
        let perView = ParallelWork.map(count: context.views.count, threads: options.threads) { index in
            var findings: [LintDiagnostic] = []
            let view = context.views[index]
            if context.previewHarnesses.contains(view.view) { return findings }
            // A rule runs on a view when the configuration of the file that declares it turns it on.
            let configuration = configurations[configurationOf[view.file]]
            for rule in viewRules where configuration.isEnabled(rule) || options.onlyRules?.contains(rule) == true {
                rule.check(view, context: context, into: &findings)
            }
            return findings
        }
        var diagnostics = perView.flatMap { $0 }
        if rules.contains(.statePlacement) {
            diagnostics += StatePlacementRule.findings(context: context).filter { finding in
                guard let file = finding.location.file.flatMap({ path in files.firstIndex { $0.path == path } }) else {
                    return true
                }
                return configurations[configurationOf[file]].isEnabled(.statePlacement)
            }
        }

        var fileIndex: [String: Int] = [:]
        for (index, file) in files.enumerated() where fileIndex[file.path] == nil { fileIndex[file.path] = index }
        diagnostics = diagnostics.compactMap { diagnostic in
            guard let index = diagnostic.location.file.flatMap({ fileIndex[$0] }) else { return diagnostic }
            if sources[index].suppressions.suppresses(diagnostic.rule, line: diagnostic.location.line) { return nil }
            var diagnostic = diagnostic
            diagnostic.severity = configurations[configurationOf[index]].severity(of: diagnostic.rule)
            return diagnostic
        }
        diagnostics = Self.settled(diagnostics, context: context)
        let report = LintReport(
            diagnostics: diagnostics, files: files.map(\.path), syntaxErrors: sources.compactMap(\.syntaxError),
            suppressionWarnings: sources.flatMap(\.suppressions.problems), rules: rules)
        return LintRun(report: report, context: context)
    }

    /// The findings a report holds, from those its rules made (suppressed ones already
    /// dropped): without the superseded ones, in file order, each note once (a view created
    /// in code several paths reach is one place), their certain fix-its marked.
    static func settled(_ diagnostics: [LintDiagnostic], context: LintContext) -> [LintDiagnostic] {
        var settled = droppingSuperseded(diagnostics)
        for index in settled.indices {
            var seen = Set<LintDiagnostic.Note>()
            settled[index].notes = settled[index].notes.filter { seen.insert($0).inserted }
        }
        settled.sort(by: LintDiagnostic.precedes)
        LintFixer.markCertain(&settled, context: context)
        return settled
    }

    /// `diagnostics` without the findings that another finding on the same property of the
    /// same view supersedes (``RuleDescription/supersedes``).
    static func droppingSuperseded(_ diagnostics: [LintDiagnostic]) -> [LintDiagnostic] {
        /// A property of a view, with a rule that reported it.
        struct Subject: Hashable {
            var view: String
            var symbol: String
            var rule: RuleID
        }
        var superseded = Set<Subject>()
        for diagnostic in diagnostics {
            guard let view = diagnostic.view, let symbol = diagnostic.symbol else { continue }
            for rule in diagnostic.rule.ruleDescription.supersedes {
                superseded.insert(Subject(view: view, symbol: symbol, rule: rule))
            }
        }
        guard !superseded.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard let view = diagnostic.view, let symbol = diagnostic.symbol else { return true }
            return !superseded.contains(Subject(view: view, symbol: symbol, rule: diagnostic.rule))
        }
    }

}

/// The files of one lint run, read and parsed, each with the configuration that applies to it.
struct LintInput: Sendable {
    /// The files, in the order read. A file changed (by a fix) drops what was collected.
    var files: [SourceFile] {
        didSet { collected = nil }
    }
    /// The configurations the files use.
    var configurations: [LintConfiguration]
    /// Per file: its configuration, by index in ``configurations``.
    var configurationOf: [Int]
    /// The paths given, under which test folders are recognized.
    var roots: [String]
    /// Per file, what it declares, when the reader collected it with the files.
    var collected: [CollectedFile]? = nil
    /// The files' targets, when they were found at paths (not given as text).
    var selection: SourceSelection? = nil
}

/// What one lint run found, with the analysis its rules queried.
struct LintRun: Sendable {
    /// The findings.
    var report: LintReport
    /// The analysis and the declared views the rules saw.
    var context: LintContext
}
