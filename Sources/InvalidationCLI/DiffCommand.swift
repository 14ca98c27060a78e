import Invalidation
import InvalidationDiff
import InvalidationLint

/// `invalidation diff BASE HEAD [PATH...]`: what a change to an app does to its
/// recomputations and its lint findings.
struct DiffCommand: Command {
    static let configuration = CommandConfiguration(
        name: "diff",
        abstract: "Compare two versions of an app: what recomputes more or less, and findings added or fixed.",
        discussion: """
            BASE and HEAD are folders holding two versions of the app or, with --git,
            revisions of the git repository the command runs in (a commit, a branch, or a
            tree such as the staged files' from 'git write-tree'), read from the repository
            without touching the work tree or the index. PATH... are the paths within each
            version to analyze (the whole version by default); output names files relative
            to each version's folder (with --git, to the current folder, as in the work tree).

            Reports every key whose change now recomputes more or fewer view instances,
            with the views added or removed and why (a new read, a new place that creates
            the view, a value now passed down, an owner that moved), then the lint findings
            added and fixed, matched by rule, file, view and property as a baseline matches
            them. --format markdown is sized for a pull-request comment.

            Exits 1 when HEAD makes some change recompute more instances or adds a finding,
            else 0; 64 for a usage error; 65 for an unreadable version, a folder outside a
            git repository or an unknown revision.
            """,
        examples: [
            ("invalidation diff Examples/Apps/Feed Examples/Diff/Feed", "Compare two folders."),
            ("invalidation diff --git origin/main HEAD Sources", "Compare a branch with main, in Sources."),
            ("invalidation diff --git --format markdown main HEAD > comment.md", "Write a pull-request comment."),
        ])

    /// The forms of the comparison.
    enum Format: String, CaseIterable, ArgumentValue {
        /// Sections for a terminal.
        case text
        /// One JSON object.
        case json
        /// A pull-request comment.
        case markdown
    }

    /// The earlier version: a folder, or a revision with `--git`.
    var base = ""
    /// The later version.
    var head = ""
    /// The paths within each version to analyze; the whole version when none is given.
    var paths: [String] = []
    /// What to analyze in each version when no PATH is given, instead of all of it.
    var defaultPaths: [String] = []
    /// Whether BASE and HEAD are git revisions.
    var git = false
    /// The form of the comparison.
    var format = Format.text
    /// The rule that decides which bodies a change runs.
    var model = RecomputationModel.swiftui
    /// The targets to compare, where a version holds a project; empty for all but the tests.
    var targets: [String] = []

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("BASE", \.base, help: "The earlier version: a folder, or a revision with --git."),
            .positional("HEAD", \.head, help: "The later version: a folder, or a revision with --git."),
            .positional("PATH", \.paths, whenNone: ".", help: "Swift files and folders within each version to analyze."),
            .flag("git", \.git, help: "Read BASE and HEAD as revisions of the git repository of the current folder."),
            .option(
                "format", \.format,
                help: "text: sections for a terminal; json: one object; markdown: a pull-request comment."),
            .model(\.model),
            .target(\.targets),
            .defaultPath(\.defaultPaths),
        ]
    }

    mutating func validate() throws(CLIError) {
        paths = SourceAnalysis.paths(paths, defaults: defaultPaths)
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        var options = Linter.Options()
        options.targets = targets
        let linter = Linter(options: options)
        let comparison: VersionComparison
        do throws(DiffError) {
            if git {
                let repository = try GitRepository()
                // Both revisions are checked before either is read.
                _ = try repository.tree(base)
                _ = try repository.tree(head)
                comparison = VersionComparison(
                    base: try repository.version(base, paths: paths, linter: linter),
                    head: try repository.version(head, paths: paths, linter: linter), model: model)
            } else {
                comparison = VersionComparison(
                    base: try AppVersion(folder: base, paths: paths, linter: linter),
                    head: try AppVersion(folder: head, paths: paths, linter: linter), model: model)
            }
        } catch {
            if case .unreadable(let reason) = error { throw .badInput(reason) }
            throw .badInput(.malformedInput(error.description, at: nil))
        }
        switch format {
        case .text: comparison.writeText(to: &console.output)
        case .json: comparison.writeJSON(to: &console.output)
        case .markdown: comparison.writeMarkdown(to: &console.output)
        }
        return comparison.fails ? ExitCode.failure : ExitCode.success
    }
}
