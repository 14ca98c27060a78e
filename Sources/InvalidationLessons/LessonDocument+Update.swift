#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import InvalidationAnalyzer
import InvalidationReader

extension LessonDocument {
    /// The lesson with the output of every mismatching program replaced by what the
    /// program prints; every other byte is as it was. A program without output gets
    /// one after it; programs that match or cannot run are left alone.
    public func updated(with checks: [LessonProgramCheck]) -> String {
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        for check in checks {
            guard case .mismatch = check.result, let edit = edit(for: check.program, printed: check.printed) else {
                continue
            }
            edits.append(edit)
        }
        var bytes = text.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: edit.replacement)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lesson with every differing output replaced: ``check()`` then ``updated(with:)``.
    public func updated() -> String {
        updated(with: check())
    }

    /// The bytes to replace so that `program`'s output shows `printed`.
    private func edit(for program: Program, printed: [String]) -> (range: Range<Int>, replacement: [UInt8])? {
        let ending = text.lineEnding(near: program.output?.lines.lowerBound ?? program.block.lines.lowerBound)
        let joined = Array(printed.joined(separator: String(decoding: ending, as: UTF8.self)).utf8)
        let programEnd = program.block.lines.isEmpty
            ? text.start(of: program.block.lines.lowerBound) : text.textEnd(of: program.block.lines.upperBound - 1)
        switch (format, program.output) {
        case (.plainText, let output?):
            let outputEnd = text.textEnd(of: output.lines.upperBound - 1)
            if printed.isEmpty { return (programEnd..<outputEnd, []) }
            return (text.start(of: output.lines.lowerBound)..<outputEnd, joined)
        case (.plainText, nil):
            return (programEnd..<programEnd, ending + ending + joined)
        case (.markdown, let output?):
            let start = output.lines.isEmpty ? nil : text.start(of: output.lines.lowerBound)
            if let closing = output.closingFence {
                let end = text.start(of: closing)
                return ((start ?? end)..<end, printed.isEmpty ? [] : joined + ending)
            }
            // An output fence left open runs to the end of the lesson.
            let end = text.bytes.count
            return ((start ?? end)..<end, printed.isEmpty ? [] : joined + (text.endsWithLineEnding ? ending : []))
        case (.markdown, nil):
            guard let closing = program.closingFence else { return nil }
            let fence = Array("```".utf8)
            let end = text.textEnd(of: closing)
            return (end..<end, ending + ending + fence + ending + joined + ending + fence)
        }
    }
}
