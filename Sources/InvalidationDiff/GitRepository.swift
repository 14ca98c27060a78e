internal import Foundation
import Invalidation
import InvalidationLint

/// The git repository a folder is in, read through `git` run as a child process.
///
/// Revisions are read from the object database (`git ls-tree`, `git cat-file`): the work
/// tree and the index are never touched, so a comparison leaves `git status` as it was.
public struct GitRepository: Sendable {
    /// The repository's top folder.
    public let root: String
    /// The folder the repository was opened from, relative to ``root``: empty at the top,
    /// else ending with `/`.
    public let prefix: String

    /// Opens the repository that holds `directory`.
    /// - Throws: ``DiffError/notARepository(path:reason:)`` when it is not in one, or git
    ///   cannot be run.
    public init(directory: String = ".") throws(DiffError) {
        let result: GitResult
        do throws(DiffError) {
            result = try Self.git(["rev-parse", "--show-toplevel", "--show-prefix"], in: directory)
        } catch {
            throw .notARepository(path: directory, reason: error.description)
        }
        guard result.status == 0 else {
            let reason = result.errorText
            throw .notARepository(
                path: directory == "." ? FileManager.default.currentDirectoryPath : directory,
                reason: reason.hasPrefix("fatal: ") ? String(reason.dropFirst(7)) : reason)
        }
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = lines.first, !top.isEmpty else {
            throw .notARepository(path: directory, reason: "git names no top folder")
        }
        root = String(top)
        prefix = lines.count > 1 ? String(lines[1]) : ""
    }

    /// The tree `revision` names: a commit's (`main`, `HEAD~1`, a hash) or a tree's, such as
    /// the staged files' that `git write-tree` prints.
    /// - Throws: ``DiffError/unknownRevision(_:repository:)``.
    public func tree(_ revision: String) throws(DiffError) -> String {
        // A revision that starts with '-' would be read as an option.
        guard !revision.isEmpty, !revision.hasPrefix("-") else { throw .unknownRevision(revision, repository: root) }
        let result = try Self.git(["rev-parse", "--verify", "--quiet", revision + "^{tree}"], in: root)
        let tree = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !tree.isEmpty else { throw .unknownRevision(revision, repository: root) }
        return tree
    }

    /// Writes the files of `revision` that a comparison reads (every `.swift` file and
    /// every `.invalidation.json`) into `folder`, at their paths in the repository.
    /// - Throws: ``DiffError/unknownRevision(_:repository:)``, ``DiffError/git(command:reason:)``
    ///   or ``DiffError/temporaryFiles(reason:)``.
    public func export(_ revision: String, to folder: String) throws(DiffError) {
        let listing = try Self.git(["ls-tree", "-r", "-z", "--full-tree", try tree(revision)], in: root)
        guard listing.status == 0 else { throw .git(command: "git ls-tree \(revision)", reason: listing.errorText) }
        // Entries are `mode type object<TAB>path`, each ended by NUL; only plain files are read.
        var blobs: [(object: String, path: String)] = []
        for entry in listing.output.split(separator: 0) {
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3, fields[1] == "blob", fields[0] == "100644" || fields[0] == "100755" else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard name.hasSuffix(".swift") || name == LintConfiguration.fileName else { continue }
            blobs.append((String(fields[2]), path))
        }
        let request = blobs.map { $0.object + "\n" }.joined()
        let contents = try Self.git(["cat-file", "--batch"], in: root, input: Data(request.utf8))
        guard contents.status == 0 else { throw .git(command: "git cat-file --batch", reason: contents.errorText) }
        // Each answer is `object blob size\n`, the bytes, then `\n`.
        let output = contents.output
        var position = output.startIndex
        let manager = FileManager.default
        for blob in blobs {
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")),
                let size = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ").last
                    .flatMap({ Int($0) }),
                newline + 1 + size <= output.endIndex
            else { throw .git(command: "git cat-file --batch", reason: "unexpected output for \(blob.path)") }
            let bytes = output[(newline + 1)..<(newline + 1 + size)]
            position = newline + 1 + size + 1
            let url = URL(fileURLWithPath: folder).appendingPathComponent(blob.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            } catch {
                throw .temporaryFiles(reason: "\(url.path): \(error.localizedDescription)")
            }
        }
    }

    /// Reads `revision` as a version of the app: its files written to a temporary folder
    /// that is removed afterwards, `paths` taken within the folder the repository was
    /// opened from, as in the work tree; paths in the result are relative to that folder.
    public func version(
        _ revision: String, paths: [String] = ["."], linter: Linter = Linter()
    ) throws(DiffError) -> AppVersion {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try export(revision, to: folder)
        let side = prefix.isEmpty ? folder : folder + "/" + String(prefix.dropLast())
        if !FileManager.default.fileExists(atPath: side) {
            try? FileManager.default.createDirectory(atPath: side, withIntermediateDirectories: true)
        }
        return try AppVersion(folder: side, paths: paths, name: revision, linter: linter)
    }

    // MARK: Running git

    /// What one run of git gave.
    struct GitResult {
        var status: Int32
        var output: Data
        var errors: Data

        /// Standard error as one line, for messages.
        var errorText: String {
            let text = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? "git exited with status \(status)" : text.replacingOccurrences(of: "\n", with: " ")
        }
    }

    /// Runs `git arguments` in `directory`, with `input` on standard input. Output goes to
    /// files rather than pipes, so that a large output never blocks the child.
    static func git(_ arguments: [String], in directory: String, input: Data = Data()) throws(DiffError) -> GitResult {
        let command = "git " + arguments.joined(separator: " ")
        let scratch: String
        do throws(DiffError) {
            scratch = try temporaryFolder()
        } catch {
            throw .git(command: command, reason: error.description)
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let inputURL = URL(fileURLWithPath: scratch + "/input")
        let outputURL = URL(fileURLWithPath: scratch + "/output")
        let errorURL = URL(fileURLWithPath: scratch + "/errors")
        do {
            try input.write(to: inputURL)
            try Data().write(to: outputURL)
            try Data().write(to: errorURL)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
            process.standardOutput = try FileHandle(forWritingTo: outputURL)
            process.standardError = try FileHandle(forWritingTo: errorURL)
            try process.run()
            process.waitUntilExit()
            let result = GitResult(
                status: process.terminationStatus, output: try Data(contentsOf: outputURL),
                errors: try Data(contentsOf: errorURL))
            // `env` exits 127 when it finds no git.
            if result.status == 127 && result.output.isEmpty {
                throw DiffError.git(command: command, reason: "git is not installed or not on PATH")
            }
            return result
        } catch let error as DiffError {
            throw error
        } catch {
            throw .git(command: command, reason: error.localizedDescription)
        }
    }

    /// A new empty folder in the system's temporary folder.
    static func temporaryFolder() throws(DiffError) -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("invalidation-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .temporaryFiles(reason: error.localizedDescription)
        }
        return url.path
    }
}
