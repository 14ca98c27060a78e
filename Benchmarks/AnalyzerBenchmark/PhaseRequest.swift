import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import SwiftParser
import SwiftSyntax

/// One phase on one app, as the benchmark hands it to a child process of itself:
/// `AnalyzerBenchmark --phase NAME [--key KEY] [--view NAME] -- PATH...`.
struct PhaseRequest {
    /// The hidden option that makes the benchmark run one phase and print its result line.
    static let option = "--phase"

    var phase: Phase
    var paths: [String]
    /// `explain-key`: the key explained and the view whose instances are reported.
    var key = ""
    var view = ""

    init(phase: Phase, paths: [String], key: String = "", view: String = "") {
        self.phase = phase
        self.paths = paths
        self.key = key
        self.view = view
    }

    /// The arguments that ask a child for this request.
    var arguments: [String] {
        var arguments = [Self.option, phase.rawValue]
        if !key.isEmpty { arguments += ["--key", key] }
        if !view.isEmpty { arguments += ["--view", view] }
        return arguments + ["--"] + paths
    }

    /// Reads the arguments after `--phase`.
    init(arguments: [String]) throws(BenchmarkError) {
        guard let name = arguments.first else { throw .usage("--phase needs a phase name") }
        guard let phase = Phase(rawValue: name) else {
            let names = Phase.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("unknown phase '\(name)'; phases: \(names)")
        }
        self.phase = phase
        self.paths = []
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--key", "--view":
                guard let value = rest.popFirst() else { throw .usage("\(argument) needs a value") }
                if argument == "--key" { key = value } else { view = value }
            case "--":
                paths += rest
                rest = []
            case let option where option.hasPrefix("-"):
                throw .usage("unknown option '\(option)' after --phase")
            default:
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { throw .usage("--phase \(name) needs at least one path") }
        if phase == .explainKey && key.isEmpty { throw .usage("--phase explain-key needs --key") }
    }

    /// Runs the phase in this process and reports what it did.
    func run() throws -> PhaseResult {
        switch phase {
        case .parse: try parse()
        case .analyze: try analyze()
        case .explainAll: try explainAll()
        case .explainKey: try explainKey()
        case .lint: try lint()
        case .projects: try projects()
        }
    }

    /// Finds the files, reads each one and parses it on this thread, and keeps every tree,
    /// as any tool that looks at a whole app must; nothing else.
    private func parse() throws -> PhaseResult {
        let clock = Stopwatch()
        let files = try SourceAnalyzer.swiftFiles(in: paths)
        var trees: [SourceFileSyntax] = []
        trees.reserveCapacity(files.count)
        for path in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            trees.append(bytes.withUnsafeBufferPointer { Parser.parse(source: $0) })
        }
        let time = withExtendedLifetime(trees) { clock.elapsed() }
        var result = PhaseResult(wall: time.wall, cpu: time.cpu)
        result.files = trees.count
        return result
    }

    /// The phases below keep what they built until the clock has stopped, as the parse
    /// keeps its trees: freeing memory is the operating system's work at exit.
    private func analyze() throws -> PhaseResult {
        let clock = Stopwatch()
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        let report = analysis.textReport()
        let time = withExtendedLifetime(analysis) { clock.elapsed() }
        var result = PhaseResult(analysis, wall: time.wall, cpu: time.cpu)
        result.outputBytes = report.utf8.count
        return result
    }

    private func explainAll() throws -> PhaseResult {
        let clock = Stopwatch()
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        var output = ByteBuffer()
        Analysis.writeKeyCosts(analysis.keyCosts(), to: &output)
        let time = withExtendedLifetime(analysis) { clock.elapsed() }
        var result = PhaseResult(analysis, wall: time.wall, cpu: time.cpu)
        result.outputBytes = output.bytes.count
        return result
    }

    private func explainKey() throws -> PhaseResult {
        let clock = Stopwatch()
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        let queryClock = Stopwatch()
        let outcome = try analysis.explain(key: key)
        var line = ""
        outcome.write(to: &line)
        let query = queryClock.elapsed()
        let time = withExtendedLifetime(analysis) { clock.elapsed() }
        var result = PhaseResult(analysis, wall: time.wall, cpu: time.cpu)
        result.query = query.wall
        result.outputBytes = line.utf8.count
        result.keyInstances = outcome.totalInstances.value
        result.viewInstances = analysis.graph.view(named: view).map { analysis.index.instances[$0].value } ?? -1
        return result
    }

    private func projects() throws -> PhaseResult {
        let clock = Stopwatch()
        let selection = try SourceAnalyzer().selection(of: paths)
        let time = withExtendedLifetime(selection) { clock.elapsed() }
        var result = PhaseResult(wall: time.wall, cpu: time.cpu)
        result.files = selection.files.count
        return result
    }

    private func lint() throws -> PhaseResult {
        let clock = Stopwatch()
        let (report, analysis) = try Linter().lintAndAnalyze(paths: paths)
        let time = withExtendedLifetime(analysis) { clock.elapsed() }
        var result = PhaseResult(wall: time.wall, cpu: time.cpu)
        result.findings = report.diagnostics.count
        return result
    }
}

extension PhaseResult {
    /// A result with the analysis' counts.
    init(_ analysis: Analysis, wall: Double, cpu: Double) {
        self.init(wall: wall, cpu: cpu)
        files = analysis.fileCount
        lines = analysis.lineCount
        views = analysis.graph.views.count
        keys = analysis.index.keys.count
        notes = analysis.notes.count
    }
}
