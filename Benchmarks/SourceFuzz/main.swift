import Foundation
import _InvalidationTestSupport

// Mutation fuzz of every command that reads Swift source.
//
//     SourceFuzz [--seed N] [--rounds N] [--round N] [--timeout SECONDS] [--files N]
//                [--keep FOLDER] [--tool PATH-TO-invalidation] [--verbose] FOLDER...
//
// Each round copies a random sample of the folders' .swift files to a temporary
// folder, damages them (SourceMutation), and runs `invalidation analyze`, `explain
// --all`, `explain KEY`, `lint`, `simulate --change KEY` and `check` on a lesson that
// embeds them. A run fails when a signal or the timeout ends it, when it exits other
// than 0, 1, 64 or 65, or when its standard error shows a crash. A failing round is
// kept under `--keep` (default /tmp/source-fuzz-failures) with the command that
// failed, then made smaller while it still fails the same way.

struct Options {
    var seed: UInt64 = 1
    var rounds = 100
    /// Runs only this round, to replay one that failed.
    var onlyRound: Int?
    var timeout = 60.0
    var maximumFiles = 30
    var keptFolder = "/tmp/source-fuzz-failures"
    var tool: String?
    /// Prints each round's mutations and each run.
    var verbose = false
    var folders: [String] = []

    static let usage = """
        usage: SourceFuzz [--seed N] [--rounds N] [--round N] [--timeout SECONDS] [--files N] \
        [--keep FOLDER] [--tool PATH-TO-invalidation] [--verbose] FOLDER...
        """

    init(_ arguments: [String]) throws(FuzzError) {
        var iterator = arguments.makeIterator()
        func value(_ option: String) throws(FuzzError) -> String {
            guard let value = iterator.next() else { throw .usage("\(option) needs a value") }
            return value
        }
        func number<Number: LosslessStringConvertible>(_ option: String, _: Number.Type) throws(FuzzError) -> Number {
            let text = try value(option)
            guard let number = Number(text) else { throw .usage("\(option) needs a number, not '\(text)'") }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--seed": seed = try number(argument, UInt64.self)
            case "--rounds": rounds = try number(argument, Int.self)
            case "--round": onlyRound = try number(argument, Int.self)
            case "--timeout": timeout = try number(argument, Double.self)
            case "--files": maximumFiles = try number(argument, Int.self)
            case "--keep": keptFolder = try value(argument)
            case "--tool": tool = try value(argument)
            case "-v", "--verbose": verbose = true
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            case let option where option.hasPrefix("-"): throw .usage("unknown option '\(option)'")
            default: folders.append(argument)
            }
        }
        if folders.isEmpty { throw .usage("give at least one FOLDER of Swift files") }
        if rounds < 0 || maximumFiles < 1 || !(timeout > 0) {
            throw .usage("--rounds must not be negative, --files and --timeout must be positive")
        }
    }

    /// The `invalidation` to run: `--tool`, or the one built beside this executable.
    var toolPath: String {
        if let tool { return tool }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        return folder.appendingPathComponent("invalidation").path
    }
}

enum FuzzError: Error, CustomStringConvertible {
    case usage(String)
    case failed(String)

    var description: String {
        switch self {
        case .usage(let message): "SourceFuzz: \(message)\n\(Options.usage)"
        case .failed(let message): "SourceFuzz: \(message)"
        }
    }
}

/// What the runs of one command added up to.
struct CommandFigures {
    var runs = 0
    var statuses: [String: Int] = [:]
    var processorSeconds = 0.0
    /// The run that took the most processor time, and its round.
    var slowest = 0.0
    var slowestRound = 0
    var longestWall = 0.0

    mutating func add(_ run: TimedRun, round: Int) {
        runs += 1
        statuses[run.termination.description, default: 0] += 1
        processorSeconds += run.processorSeconds
        if run.processorSeconds > slowest { (slowest, slowestRound) = (run.processorSeconds, round) }
        longestWall = max(longestWall, run.seconds)
    }
}

func fuzz(_ options: Options) throws -> Int32 {
    let tool = options.toolPath
    guard FileManager.default.isExecutableFile(atPath: tool) else {
        throw FuzzError.failed("no executable at \(tool); build it, or give --tool")
    }
    let pool = SourceFuzzRound.swiftFiles(under: options.folders)
    guard !pool.isEmpty else {
        throw FuzzError.failed("no .swift files under \(options.folders.joined(separator: ", "))")
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("source-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let inputName = String(
        URL(fileURLWithPath: options.folders[0]).lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    let harness = FailureHarness(
        tool: tool, timeout: options.timeout, keptFolder: URL(fileURLWithPath: options.keptFolder),
        inputName: inputName,
        replayArguments: ["--seed", "\(options.seed)", "--files", "\(options.maximumFiles)", "--tool", tool]
            + options.folders.map { URL(fileURLWithPath: $0).path })

    print("SourceFuzz: seed \(options.seed), \(pool.count) files, tool \(tool), timeout \(options.timeout) s")
    let rounds = options.onlyRound.map { [$0] } ?? Array(0..<options.rounds)
    var figures: [SourceCommand: CommandFigures] = [:]
    var failures: [KeptFailure] = []
    let start = Date()
    for number in rounds {
        var round = try SourceFuzzRound(
            seed: options.seed, number: number, pool: pool, maximumFiles: options.maximumFiles)
        let folder = work.appendingPathComponent("round-\(number)")
        try round.write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        var key = round.key(fromKeyTable: "")
        var minimizedReasons: Set<String> = []
        if options.verbose {
            print("round \(number): \(round.files.count) files, \(round.files.map(\.bytes.count).reduce(0, +)) bytes")
            for mutation in round.mutations { print("  \(mutation)") }
        }
        for command in SourceCommand.allCases {
            let arguments = round.arguments(for: command, in: folder, key: key)
            let run = try harness.run(arguments, in: folder)
            figures[command, default: CommandFigures()].add(run, round: number)
            if options.verbose {
                let time = String(format: "%.2f s CPU, %.2f s wall", run.processorSeconds, run.seconds)
                print("  \(run.termination), \(time): \(arguments.joined(separator: " "))")
            }
            if command == .explainAll {
                let output = FileManager.default.contents(atPath: folder.appendingPathComponent("stdout").path)
                let table = output.map { String(decoding: $0, as: UTF8.self) } ?? ""
                key = round.key(fromKeyTable: table)
            }
            if let reason = SourceFuzzRound.failure(of: run) {
                // check reads the lesson, the others the sources: each input is minimized once a reason.
                let input = command == .check ? "lesson" : "sources"
                let failure = try harness.keep(
                    round: round, folder: folder, command: command, key: key, run: run, reason: reason,
                    minimizes: minimizedReasons.insert("\(reason) \(input)").inserted)
                failures.append(failure)
            }
        }
        if rounds.count > 1 && (number + 1) % 25 == 0 {
            print("  \(number + 1) rounds, \(failures.count) failures, \(Int(Date().timeIntervalSince(start))) s")
            // Show progress as it comes when the output goes to a file.
            fflush(nil)
        }
    }

    let commandsRun = figures.values.map(\.runs).reduce(0, +)
    print("rounds: \(rounds.count)  commands run: \(commandsRun)  failures: \(failures.count)  "
        + "wall: \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    for command in SourceCommand.allCases {
        guard let figure = figures[command] else { continue }
        let statuses = figure.statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            .joined(separator: ", ")
        print(
            "  \(command.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(figure.runs) runs, "
                + String(
                    format: "CPU %.2f s mean, %.2f s most (round %d); wall %.2f s most",
                    figure.processorSeconds / Double(figure.runs), figure.slowest, figure.slowestRound,
                    figure.longestWall)
                + "; \(statuses)")
    }
    for failure in failures {
        print("FAILURE \(failure.reason): \(failure.folder.path)")
    }
    return failures.isEmpty ? 0 : 1
}

do {
    exit(try fuzz(try Options(Array(CommandLine.arguments.dropFirst()))))
} catch let error as FuzzError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    if case .usage = error { exit(64) }
    exit(1)
} catch {
    FileHandle.standardError.write(Data("SourceFuzz: \(error)\n".utf8))
    exit(1)
}
