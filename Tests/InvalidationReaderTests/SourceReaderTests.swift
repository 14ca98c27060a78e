import Foundation
import Invalidation
import InvalidationReader
import Testing

@Suite struct LineTableTests {
    @Test func offsetsTurnIntoLinesAndColumnsAndBack() {
        let table = LineTable("ab\ncé\n\nd")
        #expect(table.count == 4)
        #expect(table.lineAndColumn(ofOffset: 0) == (1, 1))
        #expect(table.lineAndColumn(ofOffset: 2) == (1, 3))
        #expect(table.lineAndColumn(ofOffset: 3) == (2, 1))
        // Columns count UTF-8 bytes: é is two.
        #expect(table.lineAndColumn(ofOffset: 6) == (2, 4))
        #expect(table.lineAndColumn(ofOffset: 8) == (4, 1))
        #expect(table.offset(ofLine: 2, column: 2) == 4)
        #expect(table.offset(ofLine: 5, column: 1) == nil)
        #expect(table.location(ofOffset: 4, file: "a.swift").description == "a.swift:2:2")
    }
}

@Suite struct SourceReaderTests {
    /// A folder with files in several levels, a hidden folder, a hidden file and a non-Swift file.
    static func makeFolder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        for path in ["b.swift", "a/z.swift", "a/b.swift", ".hidden/c.swift", ".d.swift", "notes.txt", "Gen/e.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "struct S {}\n".write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    @Test func foldersAreSearchedInSortedOrderWithoutHiddenOrExcludedPaths() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let all = try SourceReader.swiftFiles(in: [root]).map { String($0.dropFirst(root.count + 1)) }
        #expect(all == ["Gen/e.swift", "a/b.swift", "a/z.swift", "b.swift"])
        let kept = try SourceReader.swiftFiles(in: [root], excluding: { $0.hasSuffix("/Gen") })
            .map { String($0.dropFirst(root.count + 1)) }
        #expect(kept == ["a/b.swift", "a/z.swift", "b.swift"])
        // A file named twice, or inside a folder also named, is read once.
        let twice = try SourceReader.swiftFiles(in: [root + "/b.swift", root, root + "/b.swift"])
        #expect(twice.count == 4)
        #expect(twice.first == root + "/b.swift")
    }

    @Test func aPipeOrADeviceFoundInAFolderIsNoSource() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/Pipe.swift", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/Zero.swift", withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: root + "/Loop.swift", withDestinationPath: "Loop.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: "b.swift")
        // A link to a folder is not followed: its files are found where they are, once.
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: "a")
        let all = try SourceReader.swiftFiles(in: [root]).map { String($0.dropFirst(root.count + 1)) }
        #expect(all == ["Gen/e.swift", "Link.swift", "a/b.swift", "a/z.swift", "b.swift"])
    }

    /// The nesting limits see the code after every kind of literal the lexer ends on its
    /// line: otherwise the parser gets what the limits exist to keep from it.
    @Test(arguments: ["let q = #\"\"\"#", "let q = ##\"\"\"##", "let q = #\"\"\"\"#", "let r = #/abc"])
    func aLiteralClosedOnItsLineHidesNoNesting(opening: String) {
        let deep = opening + "\nlet t: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000)
        // Parsing recurses as deep as the text nests: on a large stack, as the reader parses.
        let limited = ParallelWork.onLargeStack { SwiftSource.parse(deep).limit != nil }
        #expect(limited, "\(opening)")
    }

    @Test func aMultiLineRawStringStillHidesItsBrackets() {
        let text = "let q = #\"\"\"\n" + String(repeating: "(", count: 3_000) + "\n\"\"\"#\nlet r = 1\n"
        let regex = "let r = #/\n" + String(repeating: "(", count: 3_000) + "\n/#\n"
        let limits = ParallelWork.onLargeStack { [text, regex].map { SwiftSource.parse($0).limit } }
        #expect(limits.allSatisfy { $0 == nil })
    }

    /// Calls, interpolations and generic arguments left open make the parser's recovery
    /// cubic in their number: past 64 open at once, the source is read up to there.
    @Test func moreThanSixtyFourParenthesesOpenAtOnceStopTheReading() throws {
        let prefix = "let x = "
        let unclosed = prefix + String(repeating: "f(a ", count: 65) + "\n"
        let limit = try #require(ParallelWork.onLargeStack { SwiftSource.parse(unclosed).limit })
        #expect(limit.offset == prefix.utf8.count + 64 * 4 + 1)
        #expect(limit.message == "more than 64 '(' or '<' are open here, which the Swift parser takes cubic time to read")
        // 64 open, or any number closed again, are read whole.
        let sixtyFour = prefix + String(repeating: "f(a ", count: 64) + "\n"
        let balanced = prefix + String(repeating: "f(a) + ", count: 500) + "0\n"
        let lines = (0..<200).map { "let x\($0) = f(g(h(i(\($0)))))" }.joined(separator: "\n")
        #expect(ParallelWork.onLargeStack { [sixtyFour, balanced, lines].map { SwiftSource.parse($0).limit } } == [nil, nil, nil])
        // Interpolations and generic arguments count as well.
        let interpolations = "let s = \"" + String(repeating: "\\(name: ", count: 65) + "\n"
        let generics = "let g: " + String(repeating: "G<", count: 65) + "Int\n"
        let limits = ParallelWork.onLargeStack { [interpolations, generics].map { SwiftSource.parse($0).limit?.message } }
        #expect(limits.allSatisfy { $0?.hasPrefix("more than 64 '(' or '<' are open here") == true })
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: InvalidationError.unreadableFile(path: "/no/such/place", reason: "no such file or folder")) {
            try SourceReader.swiftFiles(in: ["/no/such/place"])
        }
    }

    @Test func filesAreReadAndParsedOnceInTheOrderGiven() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = try SourceReader.swiftFiles(in: [root])
        let files = try SourceReader(threads: 3).read(files: paths)
        #expect(files.map(\.path) == paths)
        #expect(files.allSatisfy { $0.tree.statements.count == 1 && $0.problems(3).isEmpty })
    }

    @Test func eachFileGoesOnToTheNextStepWithItsOwnIndex() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = try SourceReader.swiftFiles(in: [root])
        let read = try SourceReader(threads: 3).read(files: paths) { file, index in "\(index) \(file.path)" }
        #expect(read.map(\.file.path) == paths)
        #expect(read.map(\.extra) == paths.enumerated().map { "\($0.offset) \($0.element)" })
    }

    @Test func aFileOverTheSizeLimitIsNotParsedAndSaysSo() {
        let files = SourceReader(threads: 1, maximumBytes: 10).parse([
            SourceText(path: "big.swift", text: "struct Large {}\n"), SourceText(path: "small.swift", text: "let a = 1"),
        ])
        #expect(files[0].isTooLarge)
        #expect(files[0].tree.statements.isEmpty)
        #expect(files[0].limit?.message == "the file has 16 bytes, more than the limit of 10")
        #expect(!files[1].isTooLarge)
    }

    @Test func locationsAreTheEditorsOnes() {
        let file = SourceReader(threads: 1).parse([SourceText(path: "f.swift", text: "let a = 1\nlet bé = 2\n")])[0]
        let second = file.tree.statements.last!
        #expect(file.location(of: second).description == "f.swift:2:1")
        #expect(file.endLocation(of: second).description == "f.swift:2:12")
    }

    @Test func aSyntaxErrorIsAProblemAtItsPlace() {
        let file = SourceReader(threads: 1).parse([SourceText(path: "f.swift", text: "let = 1")])[0]
        let problems = file.problems(3)
        #expect(problems.count == 1)
        #expect(problems.first.map { file.location(ofOffset: $0.offset).description } == "f.swift:1:5")
    }
}

@Suite struct AtomicFileTests {
    @Test func aFileIsReplacedWholeAndKeepsItsPermissions() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFile.replace(path, with: "new text")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new text")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }
}

@Suite struct HeapGrowthTests {
    @Test func glibcTakesTheLargerHeapStepAndParsingStillWorks() {
        #if canImport(Glibc)
        #expect(HeapGrowth.prepare())
        #endif
        // Asking again changes nothing; trees built after it are whole.
        HeapGrowth.prepare()
        let files = SourceReader(threads: 2).parse(
            (0..<8).map { SourceText(path: "f\($0).swift", text: "struct S\($0) { var x = \($0) }\n") })
        #expect(files.map { $0.tree.statements.count } == Array(repeating: 1, count: 8))
        #expect(files.allSatisfy { $0.limit == nil })
    }
}

@Suite struct ParallelOrderTests {
    @Test func theHeaviestPiecesAreHandedOutFirstAndResultsStayInIndexOrder() {
        let weights = [3, 10, 3, 0, 7]
        let order = ParallelWork.heaviestFirst(weights)
        #expect(order == [1, 4, 0, 2, 3])
        // One thread takes the pieces exactly in the order given.
        let visits = ParallelWork.Counter()
        let seen = ParallelWork.map(count: weights.count, threads: 1, order: order) { index in
            (index, visits.increment())
        }
        #expect(seen.map(\.0) == [0, 1, 2, 3, 4])
        #expect(seen.map(\.1) == [3, 1, 4, 5, 2])
        // Several threads still return every result at its index.
        let doubled = ParallelWork.map(count: 1000, threads: 4, order: Array((0..<1000).reversed())) { $0 * 2 }
        #expect(doubled == (0..<1000).map { $0 * 2 })
    }
}
