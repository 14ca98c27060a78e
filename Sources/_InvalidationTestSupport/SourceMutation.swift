/// One Swift file under fuzzing: its name in the round's folder and its bytes, which
/// need not be valid UTF-8.
public struct FuzzedFile: Hashable, Sendable {
    /// The file's name in the round's folder.
    public var name: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// A file named `name` holding `bytes`.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// A mutation as applied: its kind and what exactly it did.
public struct AppliedMutation: Hashable, Sendable, CustomStringConvertible {
    /// The kind of mutation.
    public var kind: SourceMutation
    /// What it did, with file names and byte offsets.
    public var description: String
}

/// One way of damaging Swift source the way editors, merges, generators and broken
/// disks do. Every choice comes from the generator, so a seed fixes the damage.
public enum SourceMutation: String, CaseIterable, Sendable {
    /// Cut the file at a random byte.
    case truncate
    /// Insert a random chunk of one file into another (or into itself).
    case splice
    /// Insert a chunk repeated up to a few thousand times.
    case repeatChunk = "repeat"
    /// Insert a run of up to a few thousand opening brackets: `(`, `[`, `{`, `<` or a mix.
    case openBrackets = "brackets"
    /// Insert random bytes: invalid UTF-8, NULs, punctuation.
    case randomBytes = "bytes"
    /// Insert a token that opens something and never closes it (`"""`, `/*`, `#if`…).
    case unclosedToken = "token"
    /// Delete a random range of bytes.
    case deleteRange = "delete"
    /// Insert a second copy of a whole type declaration right after it.
    case duplicateDeclaration = "duplicate"
    /// Swap two lines.
    case swapLines = "swap"

    /// The most bytes one insertion adds, so that a round stays far below the
    /// reader's 16 MB file limit (which the hand-made hostile files test).
    public static let largestInsertion = 1 << 20

    /// Applies this mutation to `files[index]`, taking what it needs from the other
    /// files, and says what it did; `nil` when it does not apply (no declaration to
    /// duplicate, fewer than two lines to swap), leaving the files unchanged.
    public func apply(
        to files: inout [FuzzedFile], at index: Int, using generator: inout SplitMix64
    ) -> AppliedMutation? {
        changeFile(&files, at: index, using: &generator).map { AppliedMutation(kind: self, description: $0) }
    }

    private func changeFile(_ files: inout [FuzzedFile], at index: Int, using generator: inout SplitMix64) -> String? {
        let name = files[index].name
        let count = files[index].bytes.count
        switch self {
        case .truncate:
            guard count > 0 else { return nil }
            let end = generator.next(below: count)
            files[index].bytes.removeSubrange(end...)
            return "truncate \(name) at byte \(end)"
        case .splice:
            let donorIndex = generator.next(below: files.count)
            let donor = files[donorIndex]
            guard !donor.bytes.isEmpty else { return nil }
            let length = 1 + generator.next(below: min(donor.bytes.count, 4_096))
            let start = generator.next(in: 0...(donor.bytes.count - length))
            let position = generator.next(in: 0...count)
            files[index].bytes.insert(contentsOf: donor.bytes[start..<(start + length)], at: position)
            return "splice \(length) bytes of \(donor.name) from byte \(start) into \(name) at byte \(position)"
        case .repeatChunk:
            guard count > 0 else { return nil }
            let length = 1 + generator.next(below: min(count, 200))
            let start = generator.next(in: 0...(count - length))
            let times = min(Self.manyTimes(using: &generator), Self.largestInsertion / length)
            let chunk = files[index].bytes[start..<(start + length)]
            var run: [UInt8] = []
            run.reserveCapacity(length * times)
            for _ in 0..<times { run.append(contentsOf: chunk) }
            files[index].bytes.insert(contentsOf: run, at: start)
            return "repeat \(length) bytes of \(name) at byte \(start) \(times) times"
        case .openBrackets:
            let brackets = Array("([{<".utf8)
            let times = Self.manyTimes(using: &generator)
            let kind = generator.next(below: brackets.count + 1)
            let run: [UInt8] =
                kind < brackets.count
                ? Array(repeating: brackets[kind], count: times)
                : (0..<times).map { _ in brackets[generator.next(below: brackets.count)] }
            let position = generator.next(in: 0...count)
            files[index].bytes.insert(contentsOf: run, at: position)
            let what = kind < brackets.count ? "'\(UnicodeScalar(brackets[kind]))'" : "mixed"
            return "insert \(times) \(what) brackets into \(name) at byte \(position)"
        case .randomBytes:
            let length = 1 + generator.next(below: 64)
            let bytes = (0..<length).map { _ in Self.oddByte(using: &generator) }
            let position = generator.next(in: 0...count)
            files[index].bytes.insert(contentsOf: bytes, at: position)
            return "insert \(length) random bytes into \(name) at byte \(position)"
        case .unclosedToken:
            let token = Self.unclosedTokens[generator.next(below: Self.unclosedTokens.count)]
            let position = generator.next(in: 0...count)
            files[index].bytes.insert(contentsOf: token.utf8, at: position)
            return "insert \(String(reflecting: token)) into \(name) at byte \(position)"
        case .deleteRange:
            guard count > 0 else { return nil }
            let start = generator.next(below: count)
            let length = 1 + generator.next(below: max(1, (count - start) / 2))
            files[index].bytes.removeSubrange(start..<(start + length))
            return "delete \(length) bytes of \(name) from byte \(start)"
        case .duplicateDeclaration:
            let starts = Self.typeDeclarationStarts(in: files[index].bytes)
            guard !starts.isEmpty else { return nil }
            let start = starts[generator.next(below: starts.count)]
            let declaration = start.line..<Self.matchingBrace(in: files[index].bytes, from: start.brace)
            let copy = [UInt8]("\n".utf8) + files[index].bytes[declaration]
            files[index].bytes.insert(contentsOf: copy, at: declaration.upperBound)
            return "duplicate the declaration at bytes \(declaration.lowerBound)..<\(declaration.upperBound) of \(name)"
        case .swapLines:
            var lines = files[index].bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            guard lines.count >= 2 else { return nil }
            let first = generator.next(below: lines.count)
            var second = generator.next(below: lines.count - 1)
            if second >= first { second += 1 }
            lines.swapAt(first, second)
            files[index].bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
            return "swap lines \(first + 1) and \(second + 1) of \(name)"
        }
    }

    /// Tokens that leave something open to the end of the file, or that SwiftParser
    /// reads specially: string and comment openers, raw-string delimiters, compiler
    /// directives, a byte-order mark, a lone carriage return, a line separator.
    static let unclosedTokens = [
        "\"", "\"\"\"", "#\"", "##\"\"\"", "/*", "/* /* */", "#if os(", "#if DEBUG\n", "#endif\n", "#else\n",
        "`", "\\(", "@", "#", "\u{FEFF}", "\r", "\u{2028}", "/^[a-z", "\"\\(\"", "$0.", "...", "<#placeholder#>",
    ]

    /// A count for a repeated insertion: mostly small, now and then up to 4,000.
    static func manyTimes(using generator: inout SplitMix64) -> Int {
        switch generator.next(below: 4) {
        case 0: 2 + generator.next(below: 20)
        case 1: 20 + generator.next(below: 500)
        default: 500 + generator.next(below: 3_501)
        }
    }

    /// A byte that is often not valid in Swift source: a NUL, a byte that cannot
    /// stand alone in UTF-8, punctuation, or any byte at all.
    static func oddByte(using generator: inout SplitMix64) -> UInt8 {
        let punctuation = Array("{}()[]<>\"'\\#@$`;:.,!?&|".utf8)
        switch generator.next(below: 4) {
        case 0: return 0
        case 1: return UInt8(0x80 + generator.next(below: 0x80))
        case 2: return punctuation[generator.next(below: punctuation.count)]
        default: return UInt8(truncatingIfNeeded: generator.next())
        }
    }

    /// Where the type declarations in `bytes` start: each line whose first keyword
    /// after modifiers and attributes is `struct`, `class`, `enum`, `actor`, `protocol`
    /// or `extension`, with the first `{` after it. A declaration ends at the `}` that
    /// matches it (``matchingBrace(in:from:)``), found only for the one duplicated, so
    /// that a file of thousands of repeated declarations costs one pass.
    static func typeDeclarationStarts(in bytes: [UInt8]) -> [(line: Int, brace: Int)] {
        let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
        let modifiers: Set<String> = [
            "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "nonisolated",
        ]
        var starts: [(line: Int, brace: Int)] = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var words = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(String(word)) {
                words = words.dropFirst()
            }
            if let keyword = words.first, keywords.contains(String(keyword)),
                let open = bytes[lineStart...].firstIndex(of: UInt8(ascii: "{"))
            {
                starts.append((lineStart, open))
            }
            lineStart = lineEnd + 1
        }
        return starts
    }

    /// The index after the `}` that closes the `{` at `open`, or the end of `bytes`.
    ///
    /// Brackets in strings and comments are counted too: a wrong end only makes an
    /// odder copy, which is as good for fuzzing.
    static func matchingBrace(in bytes: [UInt8], from open: Int) -> Int {
        var depth = 0
        for index in open..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
        }
        return bytes.count
    }
}
