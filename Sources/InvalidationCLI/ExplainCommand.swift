import Invalidation
import InvalidationAnalyzer

/// `invalidation explain KEY PATH...`: what a change of one key recomputes, from source.
struct ExplainCommand: Command {
    static let configuration = CommandConfiguration(
        name: "explain",
        abstract: "Analyze SwiftUI source and show what a change of one key recomputes.",
        discussion: """
            Prints the course's line for a change of KEY in the model extracted from the
            source: every view whose body reads it, with its cause, and every view skipped.
            With --all, lists every key with how many views its change recomputes, the
            costliest first. 'invalidation analyze' lists the keys.
            """,
        examples: [
            ("invalidation explain CounterCard.tapCount Examples/Apps/Dashboard", "What a tap recomputes."),
            ("invalidation explain --all Examples/Apps/Mailbox", "Where a change costs most."),
        ])

    /// The key whose change to explain; `nil` with `--all`.
    var key: String?
    /// The Swift files and folders to analyze.
    var paths: [String] = []
    /// Whether to list every key by cost instead of explaining one.
    var all = false
    /// The change's label in the line; the key when `nil`.
    var label: String?
    /// Whether to print the four count lines after the line.
    var counts = false
    /// Whether to list every construct the analyzer could not follow.
    var verbose = false

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("KEY", \.key, help: "A qualified key, e.g. CounterCard.tapCount (not with --all)."),
            .positional("PATH", \.paths, help: SourceAnalysis.pathHelp),
            .flag("all", \.all, help: "List every key by how many views its change recomputes."),
            .option("label", \.label, help: "The change's label in the line [default: the key]."),
            .flag("counts", \.counts, help: "Also print the four count lines."),
            .verbose(\.verbose),
        ]
    }

    /// With `--all` there is no KEY: a first word the parser took for one is a PATH.
    /// Without it, KEY is needed.
    mutating func validate() throws(CLIError) {
        if all {
            if label != nil || counts {
                throw Self.usageError("--label and --counts describe one key's change; they do not go with --all")
            }
            if let key {
                paths.insert(key, at: 0)
                self.key = nil
            }
        } else if key == nil {
            // One word was given. A file or folder means the key was forgotten; anything
            // else is taken for the key, and the paths are missing.
            if let path = paths.first, InputFile.exists(atPath: path) {
                throw Self.usageError(
                    "missing argument <KEY>: '\(path)' is a path; give the key first, as in "
                        + "'invalidation explain KEY PATH...', or use --all")
            }
            throw Self.usageError("missing argument <PATH>")
        }
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        let analysis = try SourceAnalysis.analyze(paths, console: &console)
        defer { SourceAnalysis.writeNotes(of: analysis, verbose: verbose, to: &console) }
        guard let key else {
            Self.writeCosts(analysis.keyCosts(), to: &console.output)
            return ExitCode.success
        }
        let outcome: ChangeOutcome
        do throws(InvalidationError) {
            outcome = try analysis.explain(key: key, label: label)
        } catch {
            throw .badInput(error)
        }
        var line = ""
        outcome.write(to: &line)
        console.write(line)
        if counts { CourseText.writeCounts(outcome.counts, to: &console.output) }
        return ExitCode.success
    }

    /// One row per key: how many views its change recomputes, by cause, and where it lives.
    static func writeCosts(_ costs: [KeyCost], to output: inout FileOutput) {
        let keyWidth = max(3, costs.map(\.key.count).max() ?? 0)
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        func number(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: " ", count: max(0, width - text.count)) + text
        }
        output.append("\(padded("key", keyWidth))  recomputed  local  parent  observed  environment  storage\n")
        for cost in costs {
            let storage: String =
                switch cost.storage {
                case .state(let owner): "@State of \(owner)"
                case .model(let object): "property of \(object)"
                case .environment: "environment"
                case nil: "no storage (out of scope)"
                }
            output.append(padded(cost.key, keyWidth))
            output.append("  \(number(cost.recomputed, 10))  \(number(cost.counts.local, 5))  \(number(cost.counts.parent, 6))")
            output.append("  \(number(cost.counts.observed, 8))  \(number(cost.counts.environment, 11))  \(storage)\n")
        }
    }
}
