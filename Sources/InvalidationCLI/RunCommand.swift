import Invalidation
import InvalidationLessons

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
            code, would print.
            """,
        examples: [
            ("invalidation run Examples/Lessons/LiftedState/main.swift", "Print the lesson's output for lifted state."),
            ("invalidation run --format json Examples/Scenarios/lifted-state.json", "The same result as JSON."),
        ])

    /// The lesson program or JSON scenario to play, or `-` for standard input.
    var file = ""
    /// The form of the output.
    var format = RunFormat.text

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("FILE", \.file, help: "A .swift lesson program or a .json scenario, or '-'."),
            .option(
                "format", \.format,
                help: "text: the course's lines; json: the same events as JSON; counts: only the count lines."),
        ]
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        var reporter = RunReporter(format: format, out: console.output)
        do {
            if file.hasSuffix(".swift") {
                let source = try InputFile.text(atPath: file)
                let program = try LessonProgram(source: source, file: file)
                reporter.begin()
                program.run(to: &reporter)
            } else {
                let scenario =
                    file == "-"
                    ? try InputFile.scenarioFromStandardInput()
                    : try LoadedScenario(contentsOfFile: file)
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

extension RunFormat: ArgumentValue {}
