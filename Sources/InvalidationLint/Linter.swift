import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// Lints SwiftUI source for ownership mistakes: the linter driver.
///
/// Files are parsed in parallel; one pass collects what all files declare and where each
/// view is created; then each file's views are checked in parallel, and `state_placement`
/// runs on the analyzer's model of the whole input. Findings on lines a suppression
/// comment covers are dropped; the rest take their configured severity.
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

        /// Creates options.
        public init(
            threads: Int = ProcessInfo.processInfo.activeProcessorCount, configurationFile: String? = nil,
            searchesConfiguration: Bool = true, onlyRules: Set<RuleID>? = nil
        ) {
            self.threads = max(1, threads)
            self.configurationFile = configurationFile
            self.searchesConfiguration = searchesConfiguration
            self.onlyRules = onlyRules
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
        var inputs: [(path: String, configuration: Int)] = []
        var seen = Set<String>()
        for path in paths {
            let index = try configuration(for: path)
            for file in try Self.swiftFiles(at: path, configuration: configurations[index]) where seen.insert(file).inserted {
                inputs.append((file, index))
            }
        }
        let reader = SourceReader(threads: options.threads)
        let read = try reader.read(files: inputs.map(\.path))
        return run(read, configurations: configurations, configurationOf: inputs.map(\.configuration))
    }

    /// Lints sources given as text, in the order given, with one configuration.
    public func lint(files: [(path: String, text: String)], configuration: LintConfiguration = LintConfiguration()) -> LintReport {
        let read = SourceReader(threads: options.threads).parse(files.map { SourceText(path: $0.path, text: $0.text) })
        return run(read, configurations: [configuration], configurationOf: Array(repeating: 0, count: read.count))
    }

    // MARK: Running

    private func run(
        _ files: [SourceFile], configurations: [LintConfiguration], configurationOf: [Int]
    ) -> LintReport {
        let rules = RuleID.allCases.filter { rule in
            options.onlyRules.map { $0.contains(rule) } ?? true
        }
        let sources = ParallelWork.map(count: files.count, threads: options.threads) { index in
            LintSource(file: files[index])
        }
        let module = ModuleDeclarations(scans: sources.map(\.declarations))
        for source in sources { source.collectViews(module: module) }
        let withInitializers = Set(sources.flatMap { $0.views.filter { !$0.initializers.isEmpty }.map(\.simpleName) })
        var creations: [String: [CreationSite]] = [:]
        if !withInitializers.isEmpty {
            let found = ParallelWork.map(count: sources.count, threads: options.threads) { index in
                CreationSite.find(in: sources[index], creating: withInitializers)
            }
            for sites in found { creations.merge(sites) { $0 + $1 } }
        }
        let context = LintContext(module: module, creations: creations)

        let perFile = ParallelWork.map(count: sources.count, threads: options.threads) { index in
            let configuration = configurations[configurationOf[index]]
            let syntaxRules = rules.filter { !$0.needsModel && configuration.isEnabled($0) }
            var findings: [LintDiagnostic] = []
            for view in sources[index].views {
                for rule in syntaxRules { rule.check(view, in: sources[index], context: context, into: &findings) }
            }
            return findings
        }
        var diagnostics = perFile.flatMap { $0 }
        let placementFiles = files.indices.filter { configurations[configurationOf[$0]].isEnabled(.statePlacement) }
        if rules.contains(.statePlacement) && !placementFiles.isEmpty {
            diagnostics += StatePlacementRule.findings(
                sources: placementFiles.map { sources[$0] }, threads: options.threads)
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
        diagnostics.sort(by: LintDiagnostic.precedes)
        return LintReport(
            diagnostics: diagnostics, files: files.map(\.path), syntaxErrors: sources.compactMap(\.syntaxError),
            rules: rules)
    }

    // MARK: Files

    /// The `.swift` files at `path`, without paths `configuration` excludes.
    static func swiftFiles(at path: String, configuration: LintConfiguration) throws(InvalidationError) -> [String] {
        try SourceReader.swiftFiles(in: [path], excluding: configuration.excludes)
    }
}
