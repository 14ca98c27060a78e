import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// A lesson as its author writes it: prose with lesson programs, the output each
/// program prints, the course's core model and SwiftUI fragments.
///
/// A lesson is plain text, laid out as the course lays it out, or Markdown with
/// fenced code blocks:
/// - a **program** starts with a line beginning `// main.swift`. In plain text it
///   runs until the blank line before its output, which is the first following
///   paragraph holding a line in the course's output form; in Markdown it is the
///   fenced block, and its output is the next fenced block.
/// - the **core model** starts with `// Invalidation.swift`; it is recognized and skipped.
/// - a **SwiftUI fragment** starts with `import SwiftUI`; it is recorded with its lines.
///
/// In plain text, a core model, a fragment, or a program without output ends at
/// the first following paragraph that does not continue it as Swift.
public struct LessonDocument: Sendable {
    /// How a lesson is written.
    public enum Format: Sendable, Hashable {
        /// Paragraphs of text and code, as the course is written.
        case plainText
        /// Markdown, with code in fenced blocks.
        case markdown
    }

    /// A block of Swift in the lesson.
    public struct Block: Sendable, Hashable {
        /// What a block of Swift in a lesson is.
        public enum Kind: Sendable, Hashable {
            /// A lesson program: `// main.swift`.
            case program
            /// The course's core model: `// Invalidation.swift`.
            case coreModel
            /// SwiftUI source: `import SwiftUI`.
            case swiftUIFragment
        }

        /// What the block is.
        public let kind: Kind
        /// The 1-based numbers of the block's lines in the lesson, fences excluded.
        public let lines: Range<Int>
        /// The block's Swift source, as the lesson has it.
        public let source: String
    }

    /// The output a lesson shows for a program.
    public struct Output: Sendable, Hashable {
        /// The 1-based numbers of the output's lines in the lesson, fences excluded;
        /// empty for an empty fenced block.
        public let lines: Range<Int>
        /// The output's lines, without line endings.
        public let text: [String]
        /// In Markdown, the line of the fence that closes the output, if any.
        let closingFence: Int?
    }

    /// A lesson program and the output the lesson shows for it.
    public struct Program: Sendable, Hashable {
        /// The program's source.
        public let block: Block
        /// The output shown after it; `nil` when the lesson shows none.
        public let output: Output?
        /// In Markdown, the line of the fence that closes the program, if any.
        let closingFence: Int?
    }

    /// The path of the lesson, as reported in locations.
    public let file: String?
    /// How the lesson is written.
    public let format: Format
    /// Every block of Swift, in the lesson's order.
    public let blocks: [Block]
    /// The lesson programs with their outputs, in the lesson's order.
    public let programs: [Program]
    let text: LessonText

    /// Reads a lesson from its text.
    /// - Parameters:
    ///   - text: The lesson.
    ///   - file: The path reported in locations.
    ///   - format: How the lesson is written; by default Markdown when a line opens a
    ///     fenced code block, plain text otherwise.
    public init(text: String, file: String? = nil, format: Format? = nil) {
        self.init(bytes: Array(text.utf8), file: file, format: format)
    }

    /// Reads the lesson at `path`.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` when it cannot be
    ///   read or is not UTF-8.
    public init(contentsOfFile path: String, format: Format? = nil) throws(InvalidationError) {
        let contents = try FileContents(path: path)
        guard String(decoding: contents.bytes, as: UTF8.self).utf8.elementsEqual(contents.bytes) else {
            throw .unreadableFile(path: path, reason: "the file is not UTF-8 text")
        }
        self.init(bytes: contents.bytes, file: path, format: format)
    }

    init(bytes: [UInt8], file: String?, format: Format?) {
        let text = LessonText(bytes: bytes)
        let format = format ?? (LessonScanner.hasFence(text) ? .markdown : .plainText)
        // Telling code from prose parses it.
        let scanner = ParallelWork.onLargeStack {
            var scanner = LessonScanner(text: text)
            switch format {
            case .plainText: scanner.scanPlainText()
            case .markdown: scanner.scanMarkdown()
            }
            return scanner
        }
        self.file = file
        self.format = format
        self.text = text
        self.blocks = scanner.blocks
        self.programs = scanner.programs
    }

    /// The lesson's text.
    public var source: String { String(decoding: text.bytes, as: UTF8.self) }

    /// The SwiftUI fragments, in the lesson's order.
    public var fragments: [Block] { blocks.filter { $0.kind == .swiftUIFragment } }

    /// The first program after `fragment`, if it comes before any other fragment:
    /// the program whose tree models the fragment.
    public func program(following fragment: Block) -> Program? {
        let later = blocks.drop { $0 != fragment }.dropFirst()
        guard let next = later.first(where: { $0.kind != .coreModel }), next.kind == .program else { return nil }
        return programs.first { $0.block == next }
    }
}
