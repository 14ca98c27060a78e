import Foundation
import Testing
import _InvalidationTestSupport

/// The source fuzz in small: damaged copies of the shipped examples through every
/// command that reads Swift source. `SourceFuzz` runs the same rounds at scale.
@Suite("Source fuzz")
struct SourceFuzzTests {
    static let pool = SourceFuzzRound.swiftFiles(
        under: [PackageFiles.path("Examples/Apps"), PackageFiles.path("Examples/Lint")])
    static let seed: UInt64 = 20_251_201
    static let rounds = 0..<4

    static func round(_ number: Int) throws -> SourceFuzzRound {
        try SourceFuzzRound(seed: seed, number: number, pool: pool, maximumFiles: 5, maximumMutations: 8)
    }

    /// Every run ends with a status the README documents and no crash text: the rounds
    /// hold each kind of mutation at least once.
    @Test func damagedExamplesGetMessagesNotCrashes() throws {
        #expect(Self.pool.count >= 10, "the examples hold the fuzz's inputs")
        let tool = ToolRunner.productsFolder.appendingPathComponent("invalidation").path
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("source-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        var kinds: Set<SourceMutation> = []
        var statuses: [SourceCommand: Set<Termination>] = [:]
        for number in Self.rounds {
            var round = try Self.round(number)
            kinds.formUnion(round.mutations.map(\.kind))
            let folder = work.appendingPathComponent("round-\(number)")
            try round.write(to: folder)
            var key = round.key(fromKeyTable: "")
            for command in SourceCommand.allCases {
                let arguments = round.arguments(for: command, in: folder, key: key)
                let run = try TimedProcess.run(
                    tool, arguments, outputPath: folder.appendingPathComponent("stdout").path,
                    errorPath: folder.appendingPathComponent("stderr").path, timeout: 120)
                #expect(
                    SourceFuzzRound.failure(of: run) == nil,
                    """
                    round \(number): \(arguments.joined(separator: " ")) \(round.mutations)
                    \(run.errors.prefix(2_000))
                    """)
                statuses[command, default: []].insert(run.termination)
                if command == .explainAll {
                    let output = try Data(contentsOf: folder.appendingPathComponent("stdout"))
                    let table = String(decoding: output, as: UTF8.self)
                    key = round.key(fromKeyTable: table)
                }
            }
        }
        #expect(kinds == Set(SourceMutation.allCases))
        #expect(Set(statuses.keys) == Set(SourceCommand.allCases))
    }

    @Test func aRoundIsFixedByItsSeedAndNumber() throws {
        let first = try Self.round(2)
        let again = try Self.round(2)
        #expect(first.files == again.files)
        #expect(first.lesson == again.lesson)
        #expect(first.mutations == again.mutations)
        #expect(try Self.round(3).files != first.files)
    }

    @Test func theKeyComesFromExplainAllsTable() throws {
        var round = try Self.round(0)
        let table = """
            key                             recomputed  local  parent  observed  environment  storage
            RoomVM.count                             3      0       0         3            0  property of RoomVM
            ContentView.selectedRoom                 1      1       0         0            0  @State of ContentView

            """
        #expect(["RoomVM.count", "ContentView.selectedRoom"].contains(round.key(fromKeyTable: table)))
        #expect(round.key(fromKeyTable: "") == "ContentView.undeclaredKey")
    }

    @Test func failuresAreSignalsTimeoutsOtherStatusesAndCrashText() {
        func failure(_ termination: Termination, _ errors: String = "") -> String? {
            let run = TimedRun(termination: termination, seconds: 0, processorSeconds: 0, errors: errors)
            return SourceFuzzRound.failure(of: run)
        }
        #expect(failure(.exited(0)) == nil)
        #expect(failure(.exited(1), "x.swift:1:1: warning: …") == nil)
        #expect(failure(.exited(64)) == nil)
        #expect(failure(.exited(65), "invalidation: error: cannot read 'x'") == nil)
        #expect(failure(.exited(2)) == "exit 2")
        #expect(failure(.exited(74)) == "exit 74")
        #expect(failure(.signalled(11)) == "signal 11")
        #expect(failure(.timedOut) == "timeout")
        let trap = "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
        #expect(failure(.exited(0), trap) == "'Fatal error' on standard error")
        #expect(failure(.exited(65), "\nThread 0 \"invalidation\" crashed:\n") == "'Thread 0' on standard error")
    }

    @Test func aChildIsSeenToCrashOrRunPastItsLimit() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("timed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        func run(_ script: String, timeout: Double = 30) throws -> TimedRun {
            try TimedProcess.run(
                "/bin/sh", ["-c", script], outputPath: work.appendingPathComponent("out").path,
                errorPath: work.appendingPathComponent("err").path, timeout: timeout)
        }
        let crashed = try run("echo 'Fatal error: x' >&2; kill -SEGV $$")
        #expect(crashed.termination == .signalled(SIGSEGV))
        #expect(crashed.errors == "Fatal error: x\n")
        #expect(try run("exit 65").termination == .exited(65))
        #expect(try run("echo \"${SWIFT_BACKTRACE-unset}\" >&2").errors == "unset\n")
        let hung = try run("sleep 30", timeout: 0.2)
        #expect(hung.termination == .timedOut)
        #expect(hung.seconds < 10)
    }

    @Test func mutationsDamageWhatTheySay() {
        let source = Array(
            """
            import SwiftUI

            struct CounterCard: View {
                @State private var count = 0
                var body: some View { Text("\\(count)") }
            }

            """.utf8)
        func applied(_ mutation: SourceMutation, seed: UInt64 = 7) -> (FuzzedFile, AppliedMutation?) {
            var files = [FuzzedFile(name: "Card.swift", bytes: source)]
            var generator = SplitMix64(seed: seed)
            let done = mutation.apply(to: &files, at: 0, using: &generator)
            return (files[0], done)
        }
        let truncated = applied(.truncate).0.bytes
        #expect(truncated.count < source.count && source.starts(with: truncated))

        let (duplicated, duplication) = applied(.duplicateDeclaration)
        let text = String(decoding: duplicated.bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "struct CounterCard: View {").count == 3)
        #expect(duplication?.kind == .duplicateDeclaration)

        // Brackets only add brackets.
        let bracketed = applied(.openBrackets).0.bytes
        var added: [UInt8: Int] = [:]
        for byte in bracketed { added[byte, default: 0] += 1 }
        for byte in source { added[byte, default: 0] -= 1 }
        #expect(added.filter { $0.value != 0 }.keys.allSatisfy { Array("([{<".utf8).contains($0) })
        #expect(bracketed.count > source.count)

        // A swap keeps every line.
        func lines(_ bytes: [UInt8]) -> [[UInt8]] {
            bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
                .sorted { $0.lexicographicallyPrecedes($1) }
        }
        let swapped = applied(.swapLines).0.bytes
        #expect(swapped != source && lines(swapped) == lines(source))

        // A deletion leaves a prefix and a suffix of the source.
        let deleted = applied(.deleteRange).0.bytes
        let prefix = zip(deleted, source).prefix { $0 == $1 }.count
        let suffix = zip(deleted.reversed(), source.reversed()).prefix { $0 == $1 }.count
        #expect(deleted.count < source.count && prefix + suffix >= deleted.count)

        var empty = [FuzzedFile(name: "Empty.swift", bytes: [])]
        var generator = SplitMix64(seed: 1)
        #expect(SourceMutation.truncate.apply(to: &empty, at: 0, using: &generator) == nil)
        #expect(SourceMutation.duplicateDeclaration.apply(to: &empty, at: 0, using: &generator) == nil)
    }
}
