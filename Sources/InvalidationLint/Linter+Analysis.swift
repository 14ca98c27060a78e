import Invalidation
import InvalidationAnalyzer
import InvalidationReader

extension Linter {
    /// Lints the files `analysis` read, without reading or parsing them again: for a
    /// report that shows the analysis and its findings side by side.
    ///
    /// The findings are those ``lint(paths:)`` gives for the same `paths`: each path's
    /// configuration is the nearest `.invalidation.json` (or ``Options/configurationFile``),
    /// it turns rules on and off for the files under that path and sets their severity, a
    /// file it excludes has no findings, and suppression comments hold. (The analysis of a
    /// run that excludes files also covers them; their views are in the graph, not linted.)
    /// - Parameters:
    ///   - analysis: What ``SourceAnalyzer/analyze(paths:)`` returned for `paths`.
    ///   - paths: The files and folders the analysis read, as given to it.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` for a bad configuration file.
    package func lint(_ analysis: Analysis, paths: [String]) throws(InvalidationError) -> LintReport {
        let files = analysis.model.files
        var configurations: [LintConfiguration] = []
        var configurationIndex: [String: Int] = [:]
        var pathConfiguration: [Int] = []
        for path in paths.isEmpty ? ["."] : paths {
            let file = options.configurationFile ?? (options.searchesConfiguration ? LintConfiguration.file(for: path) : nil)
            let key = file ?? ""
            if let known = configurationIndex[key] {
                pathConfiguration.append(known)
                continue
            }
            configurations.append(
                try file.map { (file) throws(InvalidationError) in try LintConfiguration(contentsOfFile: file) }
                    ?? LintConfiguration())
            configurationIndex[key] = configurations.count - 1
            pathConfiguration.append(configurations.count - 1)
        }
        // A file takes the configuration of the longest given path it lies under.
        let configurationOf = files.map { file -> Int in
            var best: (length: Int, configuration: Int)?
            for (position, path) in paths.enumerated() {
                let folder = path.hasSuffix("/") ? path : path + "/"
                guard file.path == path || file.path.hasPrefix(folder) else { continue }
                if best == nil || path.count > best!.length { best = (path.count, pathConfiguration[position]) }
            }
            return best?.configuration ?? pathConfiguration.first ?? 0
        }
        let linted = files.indices.map { !configurations[configurationOf[$0]].excludes(files[$0].path) }
        let configured = configurations

        let rules = RuleID.allCases.filter { rule in options.onlyRules.map { $0.contains(rule) } ?? true }
        let sources = ParallelWork.map(count: files.count, threads: options.threads) { index in
            LintSource(file: files[index])
        }
        let context = LintContext(analysis: analysis, model: options.model)
        let viewRules = rules.filter { $0 != .statePlacement }
        let perView = ParallelWork.map(count: context.views.count, threads: options.threads) { index in
            var findings: [LintDiagnostic] = []
            let view = context.views[index]
            guard linted[view.file] else { return findings }
            let configuration = configured[configurationOf[view.file]]
            for rule in viewRules where configuration.isEnabled(rule) {
                rule.check(view, context: context, into: &findings)
            }
            return findings
        }
        var diagnostics = perView.flatMap { $0 }
        var fileIndex: [String: Int] = [:]
        for (index, file) in files.enumerated() where fileIndex[file.path] == nil { fileIndex[file.path] = index }
        if rules.contains(.statePlacement) {
            diagnostics += StatePlacementRule.findings(context: context).filter { finding in
                guard let file = finding.location.file.flatMap({ fileIndex[$0] }) else { return true }
                return linted[file] && configured[configurationOf[file]].isEnabled(.statePlacement)
            }
        }
        diagnostics = diagnostics.compactMap { diagnostic in
            guard let index = diagnostic.location.file.flatMap({ fileIndex[$0] }) else { return diagnostic }
            if sources[index].suppressions.suppresses(diagnostic.rule, line: diagnostic.location.line) { return nil }
            var diagnostic = diagnostic
            diagnostic.severity = configured[configurationOf[index]].severity(of: diagnostic.rule)
            return diagnostic
        }
        diagnostics = Self.settled(diagnostics, context: context)
        return LintReport(
            diagnostics: diagnostics, files: files.indices.filter { linted[$0] }.map { files[$0].path },
            syntaxErrors: sources.indices.filter { linted[$0] }.compactMap { sources[$0].syntaxError }, rules: rules)
    }
}
