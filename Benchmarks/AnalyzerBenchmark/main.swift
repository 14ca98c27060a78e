import Foundation

// Measures the source analyzer and lint on whole apps against a bare one-thread
// SwiftSyntax parse of the same files; `AnalyzerBenchmark --help` says how.
//
//     swift build -c release
//     .build/release/AnalyzerBenchmark [--lines N]... [--exponential LEVELS]... [--runs N] [PATH...]
//
// The benchmark starts itself again as `AnalyzerBenchmark --phase NAME ... -- PATH...` for
// every run of every phase, and reads the child's result line and its peak memory.

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == PhaseRequest.option {
        let request = try PhaseRequest(arguments: Array(arguments.dropFirst()))
        let result: PhaseResult
        do {
            result = try request.run()
        } catch {
            throw BenchmarkError.badInput("--phase \(request.phase.rawValue): \(error)")
        }
        print(result.encoded)
        exit(0)
    }
    switch try BenchmarkOptions.parse(arguments) {
    case .help:
        print(BenchmarkOptions.usage, terminator: "")
    case .measure(let options):
        let benchmark = try Benchmark(options: options)
        print("AnalyzerBenchmark: \(MachineLoad.summary()); every phase in its own process\n")
        fflush(nil)
        let apps = try benchmark.run()
        print(ResultTable(apps: apps, runs: options.runs).text, terminator: "")
        let problems = apps.flatMap(\.checkProblems)
        if !problems.isEmpty { throw BenchmarkError.failedCheck(problems.joined(separator: "\n")) }
    }
} catch let error as BenchmarkError {
    reportError(error.description)
    exit(error.exitStatus)
} catch {
    reportError("\(error)")
    exit(70)
}
