import Foundation
import InvalidationSource
import SwiftParser
import SwiftSyntax

// Measures the source analyzer against its target: a whole app analyzed in at most
// 0.75× the wall time of parsing the same files with SwiftSyntax on one thread.
//
//     swift run -c release AnalyzerBenchmark [--lines N]... [--runs N] [--report] [PATH...]
//
// Without paths it writes synthetic apps (5,000, 20,000 and 50,000 lines unless
// `--lines` is given) to a temporary folder; with paths it measures those folders.

struct Arguments {
    var lineTargets: [Int] = []
    var runs = 3
    var paths: [String] = []
    var printsReport = false

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--lines": lineTargets.append(Int(iterator.next() ?? "") ?? 50_000)
            case "--runs": runs = max(1, Int(iterator.next() ?? "") ?? 3)
            case "--report": printsReport = true
            case "-h", "--help":
                print("usage: AnalyzerBenchmark [--lines N]... [--runs N] [--report] [PATH...]")
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

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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
    var parseTimes: [Double] = []
    var analyzeTimes: [Double] = []
    var serialTimes: [Double] = []
    var lintTimes: [Double] = []
    let linter = Linter(options: .init(searchesConfiguration: false))
    var findings = 0
    var analysis: Analysis?
    for _ in 0..<runs {
        parseTimes.append(try seconds { _ = try parseOnly(files) })
        analyzeTimes.append(try seconds { analysis = try analyzer.analyze(paths: [folder]) })
        serialTimes.append(try seconds { _ = try serialAnalyzer.analyze(paths: [folder]) })
        lintTimes.append(try seconds { findings = try linter.lint(paths: [folder]).diagnostics.count })
    }
    let parse = parseTimes.min()!
    let analyze = analyzeTimes.min()!
    let serial = serialTimes.min()!
    let lint = lintTimes.min()!
    let result = analysis!
    if printsReport { print(result.textReport()) }
    let lines = result.lineCount
    print(
        """
        \(label): \(files.count) files, \(lines) lines, \(result.scenario.nodes.count) views, \
        \(result.scenario.storage.count) keys, \(result.notes.count) notes, \(analyzer.options.threads) threads
          parse, 1 thread:      \(String(format: "%8.3f", parse)) s  (\(Int(Double(lines) / parse)) lines/s)
          analyze, 1 thread:    \(String(format: "%8.3f", serial)) s  (\(Int(Double(lines) / serial)) lines/s)
          analyze, all threads: \(String(format: "%8.3f", analyze)) s  (\(Int(Double(lines) / analyze)) lines/s)
          ratio:                \(String(format: "%8.3f", analyze / parse))  (target ≤ 0.75; best of \(runs))
          lint, all threads:    \(String(format: "%8.3f", lint)) s  (\(findings) findings; \(String(format: "%.3f", lint / parse))× the one-thread parse)
        """)
}

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
do {
    for path in arguments.paths {
        try measure(folder: path, label: path, runs: arguments.runs, printsReport: arguments.printsReport)
    }
    for target in arguments.lineTargets {
        let app = SyntheticApp(targetLines: target)
        let folder = FileManager.default.temporaryDirectory
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
        try? FileManager.default.removeItem(at: folder)
    }
} catch {
    FileHandle.standardError.write(Data("AnalyzerBenchmark: \(error)\n".utf8))
    exit(65)
}
