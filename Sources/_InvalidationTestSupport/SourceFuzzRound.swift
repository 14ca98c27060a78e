import Foundation

/// A command of the `invalidation` tool that reads Swift source, in the order a round
/// runs them: `explain` and `simulate` use a key that `explain --all` listed.
public enum SourceCommand: String, CaseIterable, Sendable {
    /// `analyze --verbose`, in one of its formats.
    case analyze
    /// `explain --all`, whose table gives the round's key.
    case explainAll = "explain-all"
    /// `explain --counts KEY`.
    case explain
    /// `lint`, in one of its formats.
    case lint
    /// `simulate --change KEY`.
    case simulate
    /// `check` on a lesson document that embeds the round's files as SwiftUI fragments.
    case check
}

/// One round of the source fuzz: a random sample of Swift files, damaged by random
/// mutations, a lesson document that embeds some of them, and the arguments of each
/// source command. Everything is fixed by the seed, the round's number and the files
/// it samples from.
public struct SourceFuzzRound: Sendable {
    /// The fuzz run's seed.
    public let seed: UInt64
    /// The round's number, from 0.
    public let number: Int
    /// The sampled files, damaged.
    public private(set) var files: [FuzzedFile]
    /// A lesson document embedding some of the files as SwiftUI fragments.
    public private(set) var lesson: [UInt8]
    /// What each mutation did, in order.
    public private(set) var mutations: [AppliedMutation]
    /// The format `analyze` writes in this round: rounds vary it so that every output is exercised.
    public let analyzeFormat: String
    /// The format `lint` writes in this round.
    public let lintFormat: String
    /// The format `simulate` writes in this round.
    public let simulateFormat: String
    /// Draws the key for `explain` and `simulate`.
    private var keyGenerator: SplitMix64

    /// Exit statuses a source command may end with: success, findings, usage error, bad input.
    public static let acceptedStatuses: Set<Int32> = [0, 1, 64, 65]
    /// Text on standard error that only a crash or the runtime's backtracer writes.
    public static let crashMarkers = ["Fatal error", "Crash", "backtrace", "Stack dump", "Thread 0"]

    /// Samples 1 to `maximumFiles` files of `pool` (paths of Swift files), reads them
    /// and applies 1 to `maximumMutations` mutations.
    public init(seed: UInt64, number: Int, pool: [String], maximumFiles: Int, maximumMutations: Int = 4) throws {
        precondition(!pool.isEmpty && maximumFiles > 0 && maximumMutations > 0)
        self.seed = seed
        self.number = number
        var mixer = SplitMix64(seed: seed &+ UInt64(number) &* 0x632B_E59B_D9B4_E019)
        var generator = SplitMix64(seed: mixer.next())
        keyGenerator = SplitMix64(seed: mixer.next())

        var order = Array(pool.indices)
        let count = 1 + generator.next(below: min(maximumFiles, pool.count))
        for slot in 0..<count { order.swapAt(slot, generator.next(in: slot...(order.count - 1))) }
        files = try order.prefix(count).enumerated().map { slot, index in
            let path = pool[index]
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            let name = String(format: "%03d-", slot) + URL(fileURLWithPath: path).lastPathComponent
            return FuzzedFile(name: name, bytes: [UInt8](data))
        }

        mutations = []
        let mutationCount = 1 + generator.next(below: maximumMutations)
        while mutations.count < mutationCount {
            let mutation = SourceMutation.allCases[generator.next(below: SourceMutation.allCases.count)]
            if let done = mutation.apply(to: &files, at: generator.next(below: files.count), using: &generator) {
                mutations.append(done)
            } else if files.allSatisfy(\.bytes.isEmpty) {
                break
            }
        }

        // Mostly as UTF-8, so that check reads the lesson and analyzes its fragments;
        // now and then with the files' bytes as they are.
        lesson = Self.lesson(embedding: files.prefix(3), asUTF8: generator.chance(0.8))
        if generator.chance(0.25) {
            var document = [FuzzedFile(name: "lesson.md", bytes: lesson)]
            let mutation = SourceMutation.allCases[generator.next(below: SourceMutation.allCases.count)]
            if let done = mutation.apply(to: &document, at: 0, using: &generator) {
                mutations.append(done)
                lesson = document[0].bytes
            }
        }

        analyzeFormat = ["text", "json", "scenario", "dot"][generator.next(below: 4)]
        lintFormat = ["text", "json", "sarif"][generator.next(below: 3)]
        simulateFormat = ["text", "json"][generator.next(below: 2)]
    }

    /// Writes the files to `folder/sources` and the lesson to `folder/lesson.md`,
    /// creating the folders.
    public func write(to folder: URL) throws {
        try Self.write(files, lesson: lesson, to: folder)
    }

    /// Writes `files` to `folder/sources` and `lesson` to `folder/lesson.md`,
    /// creating the folders.
    public static func write(_ files: [FuzzedFile], lesson: [UInt8], to folder: URL) throws {
        let sources = folder.appendingPathComponent("sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for file in files {
            try Data(file.bytes).write(to: sources.appendingPathComponent(file.name))
        }
        try Data(lesson).write(to: folder.appendingPathComponent("lesson.md"))
    }

    /// The arguments of `command` for a round written to `folder`; `key` is the key
    /// that `explain` and `simulate` change.
    public func arguments(for command: SourceCommand, in folder: URL, key: String) -> [String] {
        let sources = folder.appendingPathComponent("sources").path
        switch command {
        case .analyze: return ["analyze", "--verbose", "--format", analyzeFormat, sources]
        case .explainAll: return ["explain", "--all", sources]
        case .explain: return ["explain", "--counts", key, sources]
        case .lint: return ["lint", "--format", lintFormat, sources]
        case .simulate: return ["simulate", "--verbose", "--format", simulateFormat, "--change", key, sources]
        case .check: return ["check", folder.appendingPathComponent("lesson.md").path]
        }
    }

    /// The key for `explain` and `simulate`: one of the rows of `explain --all`'s table,
    /// drawn from the round's seed, or a key no app declares when the table is empty.
    public mutating func key(fromKeyTable table: String) -> String {
        let rows = table.split(separator: "\n").dropFirst()
        let keys = rows.compactMap { $0.split(separator: " ").first.map(String.init) }
        guard !keys.isEmpty else { return "ContentView.undeclaredKey" }
        return keys[keyGenerator.next(below: keys.count)]
    }

    /// Why `run` counts as a failure, in a few words that stay the same for the same
    /// failure (so that a smaller input can be checked to fail the same way); `nil`
    /// when it does not.
    public static func failure(of run: TimedRun) -> String? {
        switch run.termination {
        case .exited(let status) where !acceptedStatuses.contains(status): return "exit \(status)"
        case .signalled, .timedOut: return run.termination.description
        case .exited: break
        }
        if let marker = crashMarkers.first(where: { run.errors.contains($0) }) {
            return "'\(marker)' on standard error"
        }
        return nil
    }

    /// The Swift files under `folders`, sorted, leaving out hidden folders and `.build`.
    public static func swiftFiles(under folders: [String]) -> [String] {
        var paths: [String] = []
        for folder in folders {
            let root = URL(fileURLWithPath: folder)
            guard let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator {
                if url.lastPathComponent == ".build" {
                    enumerator.skipDescendants()
                } else if url.pathExtension == "swift",
                    (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                {
                    paths.append(url.path)
                }
            }
        }
        return paths.sorted()
    }

    /// A lesson in Markdown: for each file, a SwiftUI fragment holding it (its bytes
    /// made valid UTF-8 when `asUTF8`), then a program whose tree names views the
    /// fragment declares, then an output that may or may not be what it prints.
    static func lesson(embedding files: ArraySlice<FuzzedFile>, asUTF8: Bool) -> [UInt8] {
        var document = Array("# A lesson built from damaged files\n".utf8)
        for (number, file) in files.enumerated() {
            let views = viewNames(in: file.bytes)
            let root = views.first ?? "ContentView"
            let child = views.first { $0 != root } ?? (root == "DetailView" ? "ContentView" : "DetailView")
            document += Array("\n## Fragment \(number + 1)\n\n```swift\n".utf8)
            if !file.bytes.starts(with: Array("import SwiftUI".utf8)) { document += Array("import SwiftUI\n".utf8) }
            document += asUTF8 ? Array(String(decoding: file.bytes, as: UTF8.self).utf8) : file.bytes
            document += Array(
                """

                ```

                ```swift
                // main.swift — the tree of fragment \(number + 1)
                let storage: [String: Storage] = ["isOn": .state(owner: "\(root)")]

                let tree = ViewTree(nodes: [
                    ViewNode("\(root)", parent: nil, reads: ["isOn"]),
                    ViewNode("\(child)", parent: "\(root)", reads: []),
                ], storage: storage)

                countCauses(tree.change("toggled", key: "isOn"))
                ```

                ```text
                toggled: isOn changed | recomputed \(root) local | skipped \(child)
                local: 1
                parent: 0
                observed: 0
                environment: \(number)
                ```

                """.utf8)
        }
        return document
    }

    /// The names after `struct ` in `bytes` that are plain identifiers, at most eight.
    static func viewNames(in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        let text = String(decoding: bytes, as: UTF8.self)
        var rest = text[...]
        while names.count < 8, let range = rest.range(of: "struct ") {
            let name = rest[range.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if let first = name.first, first.isLetter { names.append(String(name)) }
            rest = rest[range.upperBound...]
        }
        return names
    }
}
