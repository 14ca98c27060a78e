/// One thing the benchmark times, each run in a child process of its own so that its
/// peak memory is its own.
enum Phase: String, CaseIterable {
    /// The baseline: read and parse every file with SwiftSyntax on one thread, keeping the trees.
    case parse
    /// `invalidation analyze`: `SourceAnalyzer().analyze(paths:)` and the text report.
    case analyze
    /// `invalidation explain --all`: the analysis and every key's cost, written out.
    case explainAll = "explain-all"
    /// `invalidation explain KEY`: the analysis and one key's line.
    case explainKey = "explain-key"
    /// `invalidation lint`: `Linter().lint(paths:)`.
    case lint
    /// Finding and reading the Xcode projects and package manifests below the paths, and
    /// giving each file its target: the part of `analyze` that the projects add.
    case projects

    /// The phase as the tables name it.
    var title: String {
        switch self {
        case .parse: "parse"
        case .analyze: "analyze"
        case .explainAll: "explain --all"
        case .explainKey: "explain KEY"
        case .lint: "lint"
        case .projects: "projects"
        }
    }
}
