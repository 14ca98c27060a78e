import Foundation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationLint
import InvalidationReader
import InvalidationSimulation
import SwiftParser
import SwiftSyntax

// Measures the source analyzer against its target: a whole app analyzed in at most
// 0.75× the wall time of parsing the same files with SwiftSyntax on one thread.
//
//     swift run -c release AnalyzerBenchmark [--lines N]... [--runs N] [--report] [--keep FOLDER] [PATH...]
//
// Without paths it writes synthetic apps (5,000, 20,000 and 50,000 lines unless
// `--lines` is given) to a temporary folder; with paths it measures those folders.
// `--keep FOLDER` writes the synthetic apps to `FOLDER/lines-N` and leaves them there,
// for running `invalidation` on them under a profiler.
//
// Each phase prints its wall time and the CPU time of all its threads, best of the runs:
// on a machine that other work shares, wall times grow and CPU times stay.

struct Arguments {
    var lineTargets: [Int] = []
    var runs = 3
    var paths: [String] = []
    var printsReport = false
    var keptFolder: String?

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--lines": lineTargets.append(Int(iterator.next() ?? "") ?? 50_000)
            case "--runs": runs = max(1, Int(iterator.next() ?? "") ?? 3)
            case "--report": printsReport = true
            case "--keep": keptFolder = iterator.next()
            case "-h", "--help":
                print("usage: AnalyzerBenchmark [--lines N]... [--runs N] [--report] [--keep FOLDER] [PATH...]")
                exit(0)
            case let option where option.hasPrefix("-"):
                FileHandle.standardError.write(Data("AnalyzerBenchmark: unknown option '\(option)'\n".utf8))
                exit(64)
            default: paths.append(argument)
            }
        }
        if lineTargets.isEmpty && paths.isEmpty { lineTargets = [5_000, 20_000, 50_000] }
    }
}

/// Wall and CPU seconds of one run of a phase.
struct Timing {
    var wall: Double
    var cpu: Double

    /// The best of several runs, each figure on its own.
    static func best(_ timings: [Timing]) -> Timing {
        Timing(wall: timings.map(\.wall).min()!, cpu: timings.map(\.cpu).min()!)
    }
}

/// CPU time of every thread of the process so far.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func timed(_ body: () throws -> Void) rethrows -> Timing {
    let cpu = processCPUSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Timing(
        wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu: processCPUSeconds() - cpu)
}

/// Reads and parses every file on this thread, doing nothing else.
func parseOnly(_ files: [String]) throws -> Int {
    var tokens = 0
    for path in files {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        tokens &+= tree.statements.count
    }
    return tokens
}

func measure(folder: String, label: String, runs: Int, printsReport: Bool) throws {
    let files = try SourceAnalyzer.swiftFiles(in: [folder])
    let analyzer = SourceAnalyzer()
    let serialAnalyzer = SourceAnalyzer(options: .init(threads: 1))
    var parseTimes: [Timing] = []
    var analyzeTimes: [Timing] = []
    var serialTimes: [Timing] = []
    var lintTimes: [Timing] = []
    let linter = Linter(options: .init(searchesConfiguration: false))
    var findings = 0
    var analysis: Analysis?
    for _ in 0..<runs {
        parseTimes.append(try timed { _ = try parseOnly(files) })
        analyzeTimes.append(try timed { analysis = try analyzer.analyze(paths: [folder]) })
        serialTimes.append(try timed { _ = try serialAnalyzer.analyze(paths: [folder]) })
        lintTimes.append(try timed { findings = try linter.lint(paths: [folder]).diagnostics.count })
    }
    let parse = Timing.best(parseTimes)
    let analyze = Timing.best(analyzeTimes)
    let serial = Timing.best(serialTimes)
    let lint = Timing.best(lintTimes)
    let result = analysis!
    if printsReport { print(result.textReport()) }
    let lines = result.lineCount
    func figures(_ timing: Timing) -> String {
        "\(String(format: "%8.3f", timing.wall)) s wall  \(String(format: "%8.3f", timing.cpu)) s CPU"
            + "  (\(Int(Double(lines) / timing.wall)) lines/s)"
    }
    // With every thread on a free core, wall time is CPU time over the threads.
    let target = String(
        format: "(target ≤ 0.75× wall, so ≤ %.2f× CPU on %d free cores; best of %d)",
        0.75 * Double(analyzer.options.threads), analyzer.options.threads, runs)
    func ratios(_ timing: Timing) -> String {
        String(format: "%.3f× wall, %.3f× CPU", timing.wall / parse.wall, timing.cpu / parse.cpu)
    }
    print(
        """
        \(label): \(files.count) files, \(lines) lines, \(result.scenario.nodes.count) views, \
        \(result.scenario.storage.count) keys, \(result.notes.count) notes, \(analyzer.options.threads) threads
          parse, 1 thread:      \(figures(parse))
          analyze, 1 thread:    \(figures(serial))
          analyze, all threads: \(figures(analyze))
          lint, all threads:    \(figures(lint))  \(findings) findings
          analyze / parse:      \(ratios(analyze))  \(target)
          lint / parse:         \(ratios(lint))
        """)
}

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
do {
    for path in arguments.paths {
        try measure(folder: path, label: path, runs: arguments.runs, printsReport: arguments.printsReport)
    }
    for target in arguments.lineTargets {
        let app = SyntheticApp(targetLines: target)
        let folder =
            arguments.keptFolder.map { URL(fileURLWithPath: $0).appendingPathComponent("lines-\(target)") }
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("analyzer-benchmark-\(target)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        for file in app.files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        try measure(
            folder: folder.path, label: "synthetic app, \(target) lines", runs: arguments.runs,
            printsReport: arguments.printsReport)
        if arguments.keptFolder == nil { try? FileManager.default.removeItem(at: folder) }
    }
} catch {
    FileHandle.standardError.write(Data("AnalyzerBenchmark: \(error)\n".utf8))
    exit(65)
}
