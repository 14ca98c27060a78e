import Foundation
import InvalidationAnalyzer

/// Measures every app the options name, each phase in a child process, and returns the figures.
struct Benchmark {
    let options: BenchmarkOptions
    let runner = PhaseRunner()
    /// The apps given on the command line, checked.
    private let given: [Target]

    /// One app to measure: its name, its files and folders, and for an exponential app what to check.
    private struct Target {
        var label: String
        var paths: [String]
        var exponential: ExponentialApp?
    }

    /// A benchmark of the apps `options` names, once every path given exists and every
    /// app given has Swift files.
    init(options: BenchmarkOptions) throws(BenchmarkError) {
        self.options = options
        given = try options.apps.map { app throws(BenchmarkError) in try Self.checked(app) }
    }

    /// Measures the apps given, then the synthetic ones; stops at the first error.
    func run() throws(BenchmarkError) -> [AppFigures] {
        var figures: [AppFigures] = []
        for target in given { figures.append(try measure(target)) }

        let synthetic = options.synthetic
        guard !synthetic.lineTargets.isEmpty || !synthetic.exponentialLevels.isEmpty else { return figures }
        let base =
            synthetic.keptFolder.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "analyzer-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        defer { if synthetic.keptFolder == nil { try? FileManager.default.removeItem(at: base) } }
        for lines in synthetic.lineTargets {
            let folder = base.appendingPathComponent("lines-\(lines)")
            try GeneratedFile.write(SyntheticApp(targetLines: lines, seed: synthetic.seed).files, to: folder)
            figures.append(try measure(Target(label: "synthetic-\(lines)", paths: [folder.path])))
        }
        for levels in synthetic.exponentialLevels {
            let app = ExponentialApp(levels: levels)
            let folder = base.appendingPathComponent("exponential-\(levels)")
            try GeneratedFile.write(app.files, to: folder)
            figures.append(try measure(Target(label: "exponential-\(levels)", paths: [folder.path], exponential: app)))
        }
        return figures
    }

    /// `app` as a target, once every path exists and the app has Swift files.
    private static func checked(_ app: BenchmarkOptions.App) throws(BenchmarkError) -> Target {
        for path in app.paths where !FileManager.default.fileExists(atPath: path) {
            throw .badInput("no such file or folder: '\(path)'")
        }
        let files: [String]
        do {
            files = try SourceAnalyzer.swiftFiles(in: app.paths)
        } catch {
            throw .badInput(error.description)
        }
        guard !files.isEmpty else {
            throw .badInput("no .swift files in \(app.paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        return Target(label: app.label, paths: app.paths)
    }

    /// Runs every phase `options.runs` times, the phases in turn within each run, so that
    /// a change in the machine's load falls on all of them alike.
    private func measure(_ target: Target) throws(BenchmarkError) -> AppFigures {
        var figures = AppFigures(label: target.label, exponential: target.exponential)
        var requests = [Phase.parse, .analyze, .explainAll, .lint, .projects].map { PhaseRequest(phase: $0, paths: target.paths) }
        if let exponential = target.exponential {
            requests.append(
                PhaseRequest(
                    phase: .explainKey, paths: target.paths, key: ExponentialApp.key, view: exponential.deepestView))
        }
        figures.loadBefore = MachineLoad.oneMinute()
        for run in 1...options.runs {
            reportProgress("\(target.label): run \(run) of \(options.runs)")
            for request in requests {
                figures.phases[request.phase, default: .init()].add(try runner.run(request, app: target.label))
            }
        }
        figures.loadAfter = MachineLoad.oneMinute()
        return figures
    }

    private func reportProgress(_ text: String) {
        FileHandle.standardError.write(Data("\(text)\n".utf8))
    }
}
