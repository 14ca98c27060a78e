import Invalidation
import InvalidationLessons
import InvalidationSimulation

/// `invalidation run FILE`: plays a scenario and prints what each change recomputes.
struct RunCommand: Command {
    static let configuration = CommandConfiguration(
        name: "run",
        abstract: "Play a scenario's changes and print what each one recomputes.",
        discussion: """
            FILE is a lesson-style Swift program (storage tables, ViewTree values, change and
            countCauses calls), interpreted without compiling, or a JSON scenario. A '.swift'
            file is read as a program, anything else as JSON; '-' reads JSON from standard
            input. The text form is exactly what the program, compiled against the course's
            code, would print. Changes given with --change play after a JSON scenario's own.
            An app's SwiftUI source is not a program: 'invalidation analyze' and
            'invalidation explain' read it.
            """,
        examples: [
            ("invalidation run Examples/Lessons/LiftedState/main.swift", "Print the lesson's output for lifted state."),
            ("invalidation run --format json Examples/Scenarios/lifted-state.json", "The same result as JSON."),
            (
                "invalidation analyze --format scenario Examples/Apps/Dashboard | invalidation run --change CounterCard.tapCount -",
                "Play a change over the model extracted from source."
            ),
        ])

    /// The lesson program or JSON scenario to play, or `-` for standard input.
    var file = ""
    /// The form of the output.
    var format = RunFormat.text
    /// Changes to play after the scenario's own, 'KEY' or 'LABEL: KEY'.
    var changes: [String] = []

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("FILE", \.file, help: "A .swift lesson program or a .json scenario, or '-'."),
            .option(
                "format", \.format,
                help: "text: the course's lines; json: the same events as JSON; counts: only the count lines."),
            .option(
                "change", \.changes,
                help: "A change to play after the scenario's, 'KEY' or 'LABEL: KEY' (the label is the key by default); "
                    + "repeat for several."),
        ]
    }

    /// A lesson program makes its own changes; only a JSON scenario takes more.
    func validate() throws(CLIError) {
        if !changes.isEmpty && file.hasSuffix(".swift") {
            throw Self.usageError("--change adds to a JSON scenario's changes; a .swift program makes its own")
        }
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        let appended = try Self.changeEntries(changes).map { Scenario.Change(label: $0.label ?? $0.key, key: $0.key) }
        var reporter = RunReporter(format: format, out: console.output)
        do {
            if file.hasSuffix(".swift") {
                let source = try InputFile.text(atPath: file)
                let program = try program(source)
                reporter.begin()
                program.run(to: &reporter)
            } else {
                var scenario =
                    file == "-"
                    ? try InputFile.scenarioFromStandardInput()
                    : try LoadedScenario(contentsOfFile: file)
                for change in appended { scenario.appendChange(change) }
                reporter.begin()
                scenario.run(to: &reporter)
            }
        } catch {
            throw .badInput(error)
        }
        reporter.end()
        console.output = reporter.out
        return ExitCode.success
    }
}

extension RunCommand {
    /// The lesson program in `source`; for SwiftUI source, which is no lesson program,
    /// the error also names the commands that read it.
    private func program(_ source: String) throws(InvalidationError) -> LessonProgram {
        do throws(InvalidationError) {
            return try LessonProgram(source: source, file: file)
        } catch {
            guard case .malformedInput(let message, let location) = error, LessonProgram.isSwiftUISource(source) else {
                throw error
            }
            throw .malformedInput(
                message + "; this looks like SwiftUI source: 'invalidation analyze' and 'invalidation explain' read it",
                at: location)
        }
    }
}

extension RunFormat: ArgumentValue {}
