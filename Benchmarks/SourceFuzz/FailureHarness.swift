import Foundation
import _InvalidationTestSupport

/// A failing round kept on disk: why it failed and where it is.
struct KeptFailure {
    var reason: String
    var folder: URL
}

/// Runs the tool for the fuzz, keeps what fails, and makes it smaller.
struct FailureHarness {
    /// The `invalidation` executable.
    let tool: String
    /// Seconds a run may take.
    let timeout: Double
    /// Where failing rounds are kept.
    let keptFolder: URL
    /// What the kept folders' names start with: the first input folder's name, so that
    /// runs over different apps with the same seed keep their rounds apart.
    let inputName: String
    /// The fuzz's arguments but `--round`, to print how to replay a round.
    let replayArguments: [String]
    /// The most runs spent making one failure smaller.
    var reductionBudget = 150

    /// Runs the tool with `arguments`, its output and errors going to `stdout` and
    /// `stderr` in `folder`.
    func run(_ arguments: [String], in folder: URL) throws -> TimedRun {
        try TimedProcess.run(
            tool, arguments, outputPath: folder.appendingPathComponent("stdout").path,
            errorPath: folder.appendingPathComponent("stderr").path, timeout: timeout)
    }

    /// Keeps the round in `folder` that `command` failed on for `reason`: copies it
    /// under ``keptFolder`` with a `REPRODUCE.txt` and prints where. When `minimizes`,
    /// also writes a smaller input that fails the same way to its `minimized` folder
    /// (once a round is minimized for a reason, another command failing the same way
    /// on the same input adds little, and a timeout costs the whole limit per try).
    func keep(
        round: SourceFuzzRound, folder: URL, command: SourceCommand, key: String, run: TimedRun, reason: String,
        minimizes: Bool
    ) throws -> KeptFailure {
        let fileManager = FileManager.default
        let kept = keptFolder.appendingPathComponent(
            "\(inputName)-seed-\(round.seed)-round-\(round.number)-\(command.rawValue)")
        try? fileManager.removeItem(at: kept)
        try SourceFuzzRound.write(round.files, lesson: round.lesson, to: kept)
        let arguments = round.arguments(for: command, in: kept, key: key)
        print("FAILURE: \(reason) in round \(round.number) (seed \(round.seed)), kept in \(kept.path)")
        print("  \(commandLine(arguments))")

        let replay = commandLine(["--round", "\(round.number)"] + replayArguments, program: "SourceFuzz")
        var report = """
            \(commandLine(arguments))
            failed: \(reason) after \(String(format: "%.2f s wall, %.2f s CPU", run.seconds, run.processorSeconds))
            seed \(round.seed), round \(round.number): \(replay)
            mutations:
            \(round.mutations.map { "  \($0)" }.joined(separator: "\n"))
            standard error (start):
            \(run.errors.prefix(4_000))

            """
        try Data(report.utf8).write(to: kept.appendingPathComponent("REPRODUCE.txt"))
        guard minimizes else {
            fflush(nil)
            return KeptFailure(reason: reason, folder: kept)
        }

        let minimized = kept.appendingPathComponent("minimized")
        let smaller = try reduce(round: round, command: command, key: key, reason: reason, in: minimized)
        let minimizedArguments = round.arguments(for: command, in: minimized, key: key)
        report += """
            minimized (\(smaller)), fails the same way:
            \(commandLine(minimizedArguments))

            """
        try Data(report.utf8).write(to: kept.appendingPathComponent("REPRODUCE.txt"))
        print("  minimized to \(smaller): \(minimized.path)")
        fflush(nil)
        return KeptFailure(reason: reason, folder: kept)
    }

    /// Makes the round smaller while `command` still fails for `reason`, and leaves
    /// the smallest input found in `folder`: fewer files, then (with one file left,
    /// unless the failure is a timeout, where every try costs the whole limit) fewer
    /// lines. For `check`, fewer lines of the lesson. Says what is left.
    private func reduce(
        round: SourceFuzzRound, command: SourceCommand, key: String, reason: String, in folder: URL
    ) throws -> String {
        let arguments = round.arguments(for: command, in: folder, key: key)
        let budget = reason == "timeout" ? 12 : reductionBudget
        func stillFails(_ files: [FuzzedFile], _ lesson: [UInt8]) throws -> Bool {
            try? FileManager.default.removeItem(at: folder)
            try SourceFuzzRound.write(files, lesson: lesson, to: folder)
            return SourceFuzzRound.failure(of: try run(arguments, in: folder)) == reason
        }
        var files = round.files
        var lesson = round.lesson
        if command == .check {
            let kept = try reduce(lines(of: lesson), budget: budget) { try stillFails(files, joinedLines($0)) }
            lesson = joinedLines(kept)
        } else {
            files = try reduce(files, budget: budget) { try stillFails($0, lesson) }
            if files.count == 1 && reason != "timeout" {
                let file = files[0]
                let kept = try reduce(lines(of: file.bytes), budget: budget) {
                    try stillFails([FuzzedFile(name: file.name, bytes: joinedLines($0))], lesson)
                }
                files = [FuzzedFile(name: file.name, bytes: joinedLines(kept))]
            }
        }
        // Leave the smallest failing input on disk, whatever the last try was.
        _ = try stillFails(files, lesson)
        let size = files.map(\.bytes.count).reduce(0, +)
        return command == .check
            ? "a lesson of \(lines(of: lesson).count) lines"
            : "\(files.count) file\(files.count == 1 ? "" : "s"), \(size) bytes"
    }

    /// The smallest sublist of `items` found for which `fails` holds, removing chunks
    /// of half the list, then of a quarter, and so on down to single items; at most
    /// `budget` calls of `fails`.
    private func reduce<Item>(_ items: [Item], budget: Int, fails: ([Item]) throws -> Bool) rethrows -> [Item] {
        var current = items
        var chunk = max(1, current.count / 2)
        var calls = 0
        while calls < budget && !current.isEmpty {
            var removedAny = false
            var start = 0
            while start < current.count && calls < budget {
                let candidate = Array(current[..<start] + current[min(current.count, start + chunk)...])
                calls += 1
                if try fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = max(1, min(chunk / 2, current.count / 2))
        }
        return current
    }

    private func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    private func joinedLines(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
        Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// `arguments` as one line to paste into a shell.
    private func commandLine(_ arguments: [String], program: String? = nil) -> String {
        ([program ?? tool] + arguments).map { argument in
            argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) }
                ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
