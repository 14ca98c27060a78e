import SwiftParser
import SwiftSyntax

/// Finds the blocks of Swift in a lesson and the output shown after each program.
struct LessonScanner {
    let text: LessonText
    private(set) var blocks: [LessonDocument.Block] = []
    private(set) var programs: [LessonDocument.Program] = []

    init(text: LessonText) {
        self.text = text
    }

    /// The kind of block that a line starting `line` opens, if any.
    static func startedKind(_ line: String) -> LessonDocument.Block.Kind? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("// main.swift") { return .program }
        if trimmed.hasPrefix("// Invalidation.swift") { return .coreModel }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })
        if words.count >= 2, words[0] == "import", words[1] == "SwiftUI" { return .swiftUIFragment }
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
    private func continuation(of start: Int, firstParagraphEnd: Int) -> Int {
        var end = firstParagraphEnd
        while true {
            let next = text.firstNonBlank(from: end)
            guard next <= text.lineCount else { return end }
            let paragraph = text.paragraph(from: next)
            if startsBlock(paragraph) { return end }
            let isOpen = Self.bracketDepth(text.text(of: start..<end)) > 0
            guard isOpen || (!holdsOutput(paragraph) && looksLikeSwift(paragraph) && continues(start..<paragraph.upperBound))
            else { return end }
            end = paragraph.upperBound
        }
    }

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

    /// Whether `lines` read as Swift: they parse, or they leave a bracket open for
    /// the following paragraphs to close.
    private func continues(_ lines: Range<Int>) -> Bool {
        let source = text.text(of: lines)
        return Self.bracketDepth(source) > 0 || !Parser.parse(source: source).hasError
    }

    /// How many brackets are open at the end of `source`, outside strings and comments.
    static func bracketDepth(_ source: String) -> Int {
        var depth = 0
        var scalars = source.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return scalars.next()
        }
        while let scalar = next() {
            switch scalar {
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            case "\"":
                while let inner = next(), inner != "\"", inner != "\n" {
                    if inner == "\\" { _ = next() }
                }
            case "/":
                guard let following = next() else { break }
                if following == "/" {
                    while let inner = next(), inner != "\n" {}
                } else if following == "*" {
                    var previous: Unicode.Scalar = " "
                    while let inner = next(), !(previous == "*" && inner == "/") { previous = inner }
                } else {
                    pending = following
                }
            default: break
            }
        }
        return depth
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
