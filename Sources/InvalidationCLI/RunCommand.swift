import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationLint
import InvalidationReader
import InvalidationSimulation

/// `invalidation run FILE`: plays a scenario and prints what each change recomputes.
enum RunCommand: Command {
    static let spec = CommandSpec(
        name: "run",
        abstract: "Play a scenario's changes and print what each one recomputes.",
        discussion: """
            FILE is a lesson-style Swift program (storage tables, ViewTree values, change and
            countCauses calls), interpreted without compiling, or a JSON scenario. A '.swift'
            file is read as a program, anything else as JSON; '-' reads JSON from standard
            input. The text form is exactly what the program, compiled against the course's
            code, would print.
            """,
        positionals: [PositionalSpec(name: "FILE", help: "A .swift lesson program or a .json scenario, or '-'.")],
        options: [
            OptionSpec(
                name: "format", valueName: "format", choices: RunFormat.allCases.map(\.rawValue), defaultValue: "text",
                help: "text: the course's lines; json: the same events as JSON; counts: only the count lines.")
        ],
        examples: [
            ("invalidation run Examples/Lessons/LiftedState/main.swift", "Print the lesson's output for lifted state."),
            ("invalidation run --format json Examples/Scenarios/lifted-state.json", "The same result as JSON."),
        ])

    static func run(_ arguments: ParsedArguments, console: inout Console) throws(CLIError) -> Int32 {
        let path = arguments.positionals[0]
        let format = RunFormat(rawValue: arguments.value("format", in: spec)!)!
        var reporter = RunReporter(format: format, out: console.output)
        do {
            if path.hasSuffix(".swift") {
                let source = try InputFile.text(atPath: path)
                let program = try LessonProgram(source: source, file: path)
                reporter.begin()
                program.run(to: &reporter)
            } else {
                let scenario =
                    path == "-"
                    ? try InputFile.scenarioFromStandardInput()
                    : try LoadedScenario(contentsOfFile: path)
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
