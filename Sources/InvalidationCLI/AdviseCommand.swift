import Invalidation
import InvalidationAnalyzer

/// `invalidation advise PATH...`: changes to the code ranked by the view bodies they save.
struct AdviseCommand: Command {
    static let configuration = CommandConfiguration(
        name: "advise",
        abstract: "Rank changes to the code by how many view bodies they would save.",
        discussion: """
            Lists changes to the app's code, the one that saves most first, each with the
            bodies that run today and after it, summed over the keys whose cost it changes,
            and the places to edit. Each key is weighted equally: one change of it, counted
            as 'invalidation explain KEY' counts it (the most bodies that run at once for
            one storage instance). The numbers after a change are not guessed: the app's
            graph is rewritten as the change would leave it and counted again by the same
            code, so that 'explain' on the changed source gives them. Each change is counted
            alone, on the code as it is: two made together may save more or less than the
            sum of their savings. --model decides which bodies run, as for explain.

            The kinds of change:
              observable  An ObservableObject class made @Observable. Today every view that
                          observes one of its objects (@StateObject, @ObservedObject,
                          @EnvironmentObject) runs for every @Published change; after, a view
                          runs only for the properties its body reads (@StateObject becomes
                          @State, @ObservedObject a plain property, @EnvironmentObject
                          @Environment(T.self), .environmentObject(…) .environment(…)).
              pass-less   A child that takes a whole ObservableObject (@ObservedObject) and
                          only reads some of its @Published properties, handed their values
                          instead: it then runs only when they change. Not where the child
                          does more with the object (calls a method, changes it, makes a
                          binding, hands it on).
              comparable-input
                          A view created with a closure SwiftUI cannot compare (written in
                          place, a method passed by name), which runs its body whenever its
                          creator's runs: made Equatable, its == leaving the closure out, and
                          created with .equatable(). A closure hoisted into a method is still
                          a new value each time, so the count is for .equatable(). Only
                          closures its body does not call, and only under the swiftui model.
              move-read-down
                          A view whose body reads a key in one statement only (a Text, a
                          control; creating none of the app's views) and does nothing else
                          with it there: that statement as a view of its own, which reads the
                          key (handed a binding or the object, or reading the environment).
                          A change of the key then runs that view, not the whole body and the
                          views it runs below. Not where the key is passed to a created view.

            In JSON, each advice has 'kind' (one of the above), 'subject' (the class, view
            or view and key it is about), 'summary' (the change in a sentence), 'keys' (the
            keys summed over), 'before' and 'after' (the bodies today and after the change),
            'saved' (their difference) and 'edits', each with 'file', 'line', 'column' and
            'change'; 'weighting' says how keys are weighted ('equal'), 'model' the model.
            """,
        examples: [
            ("invalidation advise Examples/Apps/Mailbox", "What to change first, and what it saves."),
            ("invalidation advise --format markdown --limit 5 .", "The top five, for a pull request."),
        ])

    /// The forms of the list.
    enum Format: String, CaseIterable, ArgumentValue {
        /// A numbered list.
        case text
        /// One JSON object, for tools.
        case json
        /// A table and a section per change.
        case markdown
    }

    /// The Swift files and folders to analyze; the current folder when none is given.
    var paths: [String] = []
    /// What to analyze when no PATH is given, instead of the current folder.
    var defaultPaths: [String] = []
    /// The form of the list.
    var format = Format.text
    /// The rule that decides which bodies a change runs.
    var model = RecomputationModel.swiftui
    /// The most changes to list, as written; every change when `nil`.
    var limit: String?
    /// Whether previews and test files are part of the app.
    var includePreviews = false
    /// The targets to analyze, where PATH holds a project; empty for all but the tests.
    var targets: [String] = []
    /// Whether to list every construct the analyzer could not follow.
    var verbose = false

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("PATH", \.paths, whenNone: ".", help: SourceAnalysis.pathHelp),
            .option(
                "format", \.format,
                help: "text: a numbered list; json: for tools; markdown: a table and a section per change."),
            .model(\.model),
            .option("limit", valueName: "n", \.limit, help: "List only the first n changes (n ≥ 1)."),
            .includePreviews(\.includePreviews),
            .target(\.targets),
            .verbose(\.verbose),
            .defaultPath(\.defaultPaths),
        ]
    }

    /// The most changes to list; every change when `nil`.
    private var count: Int? { limit.flatMap { Int($0) } }

    mutating func validate() throws(CLIError) {
        if let limit, (Int(limit) ?? 0) < 1 {
            throw Self.usageError("'\(limit)' is not a valid value for '--limit'; expected a whole number of 1 or more")
        }
        paths = SourceAnalysis.paths(paths, defaults: defaultPaths)
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        let analysis = try SourceAnalysis.analyze(
            paths, includesPreviews: includePreviews, targets: targets, command: Self.configuration.name,
            console: &console)
        defer { SourceAnalysis.writeNotes(of: analysis, verbose: verbose, to: &console) }
        var advice = analysis.advice(model: model)
        if let count { advice = Array(advice.prefix(count)) }
        switch format {
        case .text: Advice.writeText(advice, model: model, to: &console.output)
        case .json: Advice.writeJSON(advice, model: model, to: &console.output)
        case .markdown: Advice.writeMarkdown(advice, model: model, to: &console.output)
        }
        return ExitCode.success
    }
}
