#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Replaces the file at `path` with `text` in one step: writes a temporary file in
    /// the same folder, then renames it over `path`, keeping the old file's permissions.
    /// A symbolic link is followed, so the file it names is replaced and the link kept.
    /// - Throws: ``SourceError/unwritableFile(path:reason:)`` with the system's reason.
    public static func writeAtomically(_ text: String, toPath path: String) throws(SourceError) {
        var target = path
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        let folderEnd = target.lastIndex(of: "/")
        let folder = folderEnd.map { String(target[...$0]) } ?? ""
        let name = folderEnd.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array("\(folder).\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ code: Int32) -> SourceError {
            unlink(temporary)
            return .unwritableFile(path: path, reason: String(cString: strerror(code)))
        }
        var status = stat()
        let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        var failure: Int32?
        if fchmod(descriptor, mode) != 0 { failure = errno }
        var bytes = Array(text.utf8)
        if failure == nil { failure = Self.writeAll(&bytes, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw fail(failure) }
        guard rename(temporary, target) == 0 else { throw fail(errno) }
    }

    /// Writes all of `bytes`; returns the `errno` of a failed write.
    private static func writeAll(_ bytes: inout [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += result
            }
            return nil
        }
    }
}
