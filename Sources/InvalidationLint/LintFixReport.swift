import Invalidation

/// What `lint --fix` would write: the files it rewrites, each with the fix-its applied.
public struct LintFixReport: Hashable, Sendable {
    /// A file to rewrite: its new text and the fix-its applied to it.
    public struct File: Hashable, Sendable {
        /// The file, as given.
        public var path: String
        /// The whole new text; every byte outside the applied edits is the old file's.
        public var text: String
        /// The fix-its applied, in source order.
        public var fixes: [LintFix]

        /// Creates a rewritten file.
        public init(path: String, text: String, fixes: [LintFix]) {
            self.path = path
            self.text = text
            self.fixes = fixes
        }
    }

    /// The files to rewrite, in the order read.
    public var files: [File]
    /// How many files were linted.
    public var fileCount: Int
    /// Files left as they were although a fix-it for them was certain, because their bytes
    /// are not the text that was linted (a file that is not valid UTF-8).
    public var skippedFiles: [String]

    /// Creates a report.
    public init(files: [File], fileCount: Int, skippedFiles: [String] = []) {
        self.files = files
        self.fileCount = fileCount
        self.skippedFiles = skippedFiles
    }

    /// Every applied fix-it, file by file.
    public var fixes: [LintFix] { files.flatMap(\.fixes) }

    /// `Fixed 3 findings in 2 of 5 files.`
    public var summary: String {
        let count = fixes.count
        return "Fixed \(count) finding\(count == 1 ? "" : "s") in \(files.count) of \(fileCount) file\(fileCount == 1 ? "" : "s")."
    }
}
