import Invalidation
import InvalidationAnalyzer
import InvalidationReader

extension Linter {
    /// The most rounds of fixing: a fix-it can make another finding fixable (an
    /// `@ObservedObject` held with `@StateObject` is then state that should be private).
    static let fixRounds = 4

    /// The rewrites `lint --fix` makes to the `.swift` files at `paths`: every fix-it whose
    /// rewrite is certain, each file's edits applied from the last to the first, an edit
    /// that overlaps one applied skipped. The files are linted again after each round,
    /// until no certain fix-it is left, so that fixing the result finds nothing to fix.
    /// Nothing is written: each returned file holds its whole new text.
    /// - Throws: What ``lint(paths:)`` throws.
    public func fixes(paths: [String]) throws(InvalidationError) -> LintFixReport {
        var input = try read(paths: paths)
        let reader = options.analyzer.reader
        /// Per file: the fix-its applied so far, at their offsets in its current text.
        var applied = Array(repeating: [(fix: LintFix, offset: Int)](), count: input.files.count)
        var index: [String: Int] = [:]
        for (position, file) in input.files.enumerated() where index[file.path] == nil { index[file.path] = position }
        var skipped = Set<Int>()
        for _ in 0..<Self.fixRounds {
            let run = run(input)
            var byFile: [Int: [LintFixer.Candidate]] = [:]
            for candidate in LintFixer.certainFixIts(of: run) {
                let files = Set(candidate.fixIt.edits.map(\.start.file) + candidate.fixIt.edits.map(\.end.file))
                guard files.count == 1, let path = files.first ?? nil, let file = index[path], !skipped.contains(file)
                else { continue }
                byFile[file, default: []].append(candidate)
            }
            var changed = false
            for (file, candidates) in byFile.sorted(by: { $0.key < $1.key }) {
                let source = input.files[file]
                // Only a file whose bytes are the text linted can be rewritten byte for byte.
                guard (try? FileContents(path: source.path).bytes) == Array(source.text.utf8) || !applied[file].isEmpty
                else {
                    skipped.insert(file)
                    continue
                }
                let result = LintFixer.apply(candidates.map(\.fixIt.edits), to: Array(source.text.utf8))
                guard !result.changes.isEmpty else { continue }
                let lines = source.lines
                for position in applied[file].indices {
                    applied[file][position].offset = LintFixer.moved(applied[file][position].offset, by: result.changes)
                }
                for position in result.applied {
                    let finding = candidates[position].finding
                    let offset = lines.offset(ofLine: finding.location.line, column: finding.location.column) ?? 0
                    let fix = LintFix(
                        rule: finding.rule, location: finding.location, message: candidates[position].fixIt.message,
                        view: finding.view, symbol: finding.symbol)
                    applied[file].append((fix, LintFixer.moved(offset, by: result.changes)))
                }
                let text = String(decoding: result.bytes, as: UTF8.self)
                input.files[file] = reader.parse([SourceText(path: source.path, text: text)])[0]
                changed = true
            }
            if !changed { break }
        }
        var files: [LintFixReport.File] = []
        for (position, fixes) in applied.enumerated() where !fixes.isEmpty {
            let file = input.files[position]
            let placed = fixes.map { fix, offset in
                var fix = fix
                fix.location = file.location(ofOffset: offset)
                return fix
            }
            files.append(.init(path: file.path, text: file.text, fixes: placed.sorted { LintFix.precedes($0, $1) }))
        }
        return LintFixReport(
            files: files, fileCount: input.files.count, skippedFiles: skipped.sorted().map { input.files[$0].path })
    }
}
