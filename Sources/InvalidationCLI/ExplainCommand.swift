import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationLint
import InvalidationReader
import InvalidationSimulation

/// `invalidation explain KEY PATH...`: what a change of one key recomputes, from source.
enum ExplainCommand: Command {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Analyze SwiftUI source and show what a change of one key recomputes.",
        discussion: """
            Prints the course's line for a change of KEY in the model extracted from the
            source: every view whose body reads it, with its cause, and every view skipped.
            With --all, lists every key with how many views its change recomputes, the
            costliest first. 'invalidation analyze' lists the keys.
            """,
        positionals: [
            PositionalSpec(name: "KEY", help: "A qualified key, e.g. CounterCard.tapCount (not with --all).", isOptional: true),
            PositionalSpec(name: "PATH", help: "Swift files and folders (searched recursively).", isVariadic: true),
        ],
        options: [
            OptionSpec(name: "all", help: "List every key by how many views its change recomputes."),
            OptionSpec(name: "label", valueName: "label", help: "The change's label in the line [default: the key]."),
            OptionSpec(name: "counts", help: "Also print the four count lines."),
            SourceAnalysis.verboseOption,
        ],
        examples: [
            ("invalidation explain CounterCard.tapCount Examples/Apps/Dashboard", "What a tap recomputes."),
            ("invalidation explain --all Examples/Apps/Mailbox", "Where a change costs most."),
        ])

    static func run(_ arguments: ParsedArguments, console: inout Console) throws(CLIError) -> Int32 {
        if arguments.has("all") {
            if arguments.value("label", in: spec) != nil || arguments.has("counts") {
                throw .usage("--label and --counts describe one key's change; they do not go with --all", command: spec.name)
            }
            let analysis = try SourceAnalysis.analyze(arguments.positionals, console: &console)
            defer { SourceAnalysis.writeNotes(of: analysis, verbose: arguments.has("verbose"), to: &console) }
            writeCosts(analysis.keyCosts(), to: &console.output)
            return ExitCode.success
        }
        guard arguments.positionals.count >= 2 else {
            throw .usage("missing argument <PATH>", command: spec.name)
        }
        let key = arguments.positionals[0]
        let analysis = try SourceAnalysis.analyze(Array(arguments.positionals.dropFirst()), console: &console)
        defer { SourceAnalysis.writeNotes(of: analysis, verbose: arguments.has("verbose"), to: &console) }
        let outcome: ChangeOutcome
        do throws(InvalidationError) {
            outcome = try analysis.explain(key: key, label: arguments.value("label", in: spec))
        } catch {
            throw .badInput(error)
        }
        var line = ""
        outcome.write(to: &line)
        console.write(line)
        if arguments.has("counts") { CourseText.writeCounts(outcome.counts, to: &console.output) }
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
