import InvalidationAnalyzer
import InvalidationReader
/// Finds the blocks of Swift in a lesson and the output shown after each program.
struct LessonScanner {
    let text: LessonText
    private(set) var blocks: [LessonDocument.Block] = []
    private(set) var programs: [LessonDocument.Program] = []

    init(text: LessonText) {
        self.text = text
    }

    /// The module whose import starts a SwiftUI fragment.
    static let swiftUIModule = "SwiftUI"

    /// The kind of block that a line starting `line` opens, if any.
    static func startedKind(_ line: String) -> LessonDocument.Block.Kind? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("// main.swift") { return .program }
        if trimmed.hasPrefix("// Invalidation.swift") { return .coreModel }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })
        if words.count >= 2, words[0] == "import", words[1] == swiftUIModule { return .swiftUIFragment }
        return nil
    }

    /// Whether `line` is one the course prints: a change's line or a count line.
    static func isOutputLine(_ line: String) -> Bool {
        if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") { return false }
        if line.contains(" changed | recomputed "), line.contains(" | skipped ") { return true }
        for cause in ["local", "parent", "observed", "environment"] where line.hasPrefix(cause + ": ") {
            let count = line.dropFirst(cause.count + 2)
            return !count.isEmpty && count.allSatisfy(\.isNumber)
        }
        return false
    }

    // MARK: Plain text

    mutating func scanPlainText() {
        var number = 1
        while number <= text.lineCount {
            guard let kind = Self.startedKind(text.line(number)) else {
                number += 1
                continue
            }
            let first = text.paragraph(from: number)
            if kind == .program, let output = outputParagraph(after: first.upperBound) {
                var end = output.lowerBound
                while end > number && text.isBlank(end - 1) { end -= 1 }
                addProgram(number..<end, output: makeOutput(output, closingFence: nil), closingFence: nil)
                number = output.upperBound
                continue
            }
            let lines = number..<continuation(of: number, firstParagraphEnd: first.upperBound)
            if kind == .program {
                addProgram(lines, output: nil, closingFence: nil)
            } else {
                blocks.append(block(kind, lines))
            }
            number = lines.upperBound
        }
    }

    /// The first paragraph after `line` that holds output, unless a block starts first.
    private func outputParagraph(after line: Int) -> Range<Int>? {
        var next = text.firstNonBlank(from: line)
        while next <= text.lineCount {
            let paragraph = text.paragraph(from: next)
            if startsBlock(paragraph) { return nil }
            if holdsOutput(paragraph) { return paragraph }
            next = text.firstNonBlank(from: paragraph.upperBound)
        }
        return nil
    }

    /// Where a block that starts at `start` ends: following paragraphs belong to it
    /// while a bracket is still open, or while they read as Swift that continues it.
    ///
    /// Each paragraph is parsed with the lines added since the block was last checked,
    /// not with the whole block, so a lesson of many paragraphs is read in linear time;
    /// a paragraph that parses only after the lines before it (`+ 1`, an `else`) gets the
    /// whole block parsed, a few times a block at most.
    private func continuation(of start: Int, firstParagraphEnd: Int) -> Int {
        var end = firstParagraphEnd
        var brackets = BracketCount()
        brackets.read(text.text(of: start..<end))
        // Lines from `unchecked` on have not been parsed since the block was last checked.
        var unchecked = start
        var wholeBlockParses = 0
        while true {
            let next = text.firstNonBlank(from: end)
            guard next <= text.lineCount else { return end }
            let paragraph = text.paragraph(from: next)
            if startsBlock(paragraph) { return end }
            var extended = brackets
            extended.read("\n" + text.text(of: end..<paragraph.upperBound))
            if brackets.depth <= 0 {
                guard !holdsOutput(paragraph), looksLikeSwift(paragraph) else { return end }
                // A paragraph that leaves a bracket open is checked once it is closed.
                if extended.depth <= 0 {
                    if parses(unchecked..<paragraph.upperBound) {
                        // Read as Swift on its own.
                    } else if unchecked > start, wholeBlockParses < Self.wholeBlockParseLimit,
                        parses(start..<paragraph.upperBound)
                    {
                        wholeBlockParses += 1
                    } else {
                        return end
                    }
                    unchecked = paragraph.upperBound
                }
            }
            brackets = extended
            end = paragraph.upperBound
        }
    }

    /// How many times one block may be parsed whole to tell whether a paragraph continues it.
    static let wholeBlockParseLimit = 8

    private func startsBlock(_ paragraph: Range<Int>) -> Bool {
        paragraph.contains { Self.startedKind(text.line($0)) != nil }
    }

    private func holdsOutput(_ paragraph: Range<Int>) -> Bool {
        paragraph.contains { Self.isOutputLine(text.line($0)) }
    }

    /// Whether a paragraph has something only code has; prose such as a one-word
    /// heading can parse as Swift, but has none of these.
    private func looksLikeSwift(_ paragraph: Range<Int>) -> Bool {
        paragraph.contains { number in
            let line = text.line(number)
            return line.contains { "{}()[]=@\"".contains($0) } || line.drop { $0 == " " }.hasPrefix("//")
        }
    }

    /// Whether `lines` parse as Swift without an error.
    private func parses(_ lines: Range<Int>) -> Bool {
        let source = text.text(of: lines)
        // Parsing recurses as deep as the source nests: on a large stack, as every parse.
        return ParallelWork.onLargeStack {
            let parsed = SwiftSource.parse(source)
            return parsed.limit == nil && !parsed.tree.hasError
        }
    }

    /// How many brackets are open, outside strings and comments, in the text read so far.
    /// Text read in pieces gives the same count as the same text read whole.
    struct BracketCount {
        private(set) var depth = 0
        private var state = State.code

        private enum State {
            case code, slash, string, escape, lineComment, blockComment, blockCommentStar
        }

        /// Reads more text.
        mutating func read(_ text: String) {
            for scalar in text.unicodeScalars { read(scalar) }
        }

        private mutating func read(_ scalar: Unicode.Scalar) {
            switch state {
            case .code:
                readCode(scalar)
            case .slash:
                if scalar == "/" {
                    state = .lineComment
                } else if scalar == "*" {
                    state = .blockComment
                } else {
                    state = .code
                    readCode(scalar)
                }
            case .string:
                if scalar == "\\" {
                    state = .escape
                } else if scalar == "\"" || scalar == "\n" {
                    state = .code
                }
            case .escape:
                state = .string
            case .lineComment:
                if scalar == "\n" { state = .code }
            case .blockComment:
                if scalar == "*" { state = .blockCommentStar }
            case .blockCommentStar:
                state = scalar == "/" ? .code : scalar == "*" ? .blockCommentStar : .blockComment
            }
        }

        private mutating func readCode(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            case "\"": state = .string
            case "/": state = .slash
            default: break
            }
        }
    }

    // MARK: Markdown

    private struct Fence {
        let opening: Int
        let content: Range<Int>
        let closing: Int?
    }

    /// Whether any line opens a fenced code block.
    static func hasFence(_ text: LessonText) -> Bool {
        (0..<text.lineCount).contains { fenceMarker(text.line($0 + 1)) != nil }
    }

    /// The fence character and length of a line that opens or closes a fence: up to
    /// three spaces, then three or more backticks or tildes.
    private static func fenceMarker(_ line: String) -> (character: Character, count: Int, rest: Substring)? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let body = line.dropFirst(indent.count)
        guard let character = body.first, character == "`" || character == "~" else { return nil }
        let run = body.prefix { $0 == character }
        guard run.count >= 3 else { return nil }
        let rest = body.dropFirst(run.count)
        if character == "`" && rest.contains("`") { return nil }
        return (character, run.count, rest)
    }

    private func fences() -> [Fence] {
        var fences: [Fence] = []
        var number = 1
        while number <= text.lineCount {
            guard let opening = Self.fenceMarker(text.line(number)) else {
                number += 1
                continue
            }
            var closing: Int?
            var line = number + 1
            while line <= text.lineCount {
                if let marker = Self.fenceMarker(text.line(line)), marker.character == opening.character,
                    marker.count >= opening.count, marker.rest.allSatisfy({ $0 == " " || $0 == "\t" })
                {
                    closing = line
                    break
                }
                line += 1
            }
            let contentEnd = closing ?? text.lineCount + 1
            fences.append(Fence(opening: number, content: (number + 1)..<contentEnd, closing: closing))
            number = contentEnd + 1
        }
        return fences
    }

    mutating func scanMarkdown() {
        let fences = fences()
        var position = 0
        while position < fences.count {
            let fence = fences[position]
            position += 1
            let firstLine = text.firstNonBlank(from: fence.content.lowerBound)
            guard fence.content.contains(firstLine), let kind = Self.startedKind(text.line(firstLine)) else { continue }
            guard kind == .program else {
                blocks.append(block(kind, fence.content))
                continue
            }
            var output: LessonDocument.Output?
            if position < fences.count, kindOfFence(fences[position]) == nil {
                output = makeOutput(fences[position].content, closingFence: fences[position].closing)
                position += 1
            }
            addProgram(fence.content, output: output, closingFence: fence.closing)
        }
    }

    private func kindOfFence(_ fence: Fence) -> LessonDocument.Block.Kind? {
        let firstLine = text.firstNonBlank(from: fence.content.lowerBound)
        return fence.content.contains(firstLine) ? Self.startedKind(text.line(firstLine)) : nil
    }

    // MARK: Building

    private func block(_ kind: LessonDocument.Block.Kind, _ lines: Range<Int>) -> LessonDocument.Block {
        LessonDocument.Block(kind: kind, lines: lines, source: text.text(of: lines))
    }

    private func makeOutput(_ lines: Range<Int>, closingFence: Int?) -> LessonDocument.Output {
        LessonDocument.Output(lines: lines, text: lines.map(text.line), closingFence: closingFence)
    }

    private mutating func addProgram(_ lines: Range<Int>, output: LessonDocument.Output?, closingFence: Int?) {
        let program = block(.program, lines)
        blocks.append(program)
        programs.append(LessonDocument.Program(block: program, output: output, closingFence: closingFence))
    }
}
