import Foundation
import Testing
import _InvalidationTestSupport

/// `invalidation diff`, end to end, on folders and on git revisions.
@Suite struct DiffCommandTests {
    /// The shipped feed and its second version, in which each post row starts reading the
    /// feed's `composing` state: the change is costlier, so the run fails, naming both.
    @Test(arguments: ["text", "json", "markdown"])
    func aViewThatStartsReadingItsParentsStateFailsTheRun(format: String) throws {
        let result = try ToolRunner.run(["diff", "--format", format, "Examples/Apps/Feed", "Examples/Diff/Feed"])
        #expect(result.status == 1)
        #expect(result.errors == "")
        #expect(result.output.contains("HomeFeed.composing"))
        #expect(result.output.contains("PostRow"))
        #expect(GoldenFile.mismatch(result.output, file: ToolRunner.fixture("Diff/feed.\(format)")) == nil)
    }

    @Test func aTextChangeExitsZero() throws {
        try Self.withVersions { base, head in
            let file = head.appendingPathComponent("ProfileScreen.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            try text.replacingOccurrences(of: "Text(store.displayName)", with: "Text(\"Hello, \" + store.displayName)")
                .write(to: file, atomically: true, encoding: .utf8)
            let result = try ToolRunner.run(["diff", base.path, head.path])
            #expect(result.status == 0)
            #expect(result.output.hasSuffix(
                ": 0 changes recompute more view instances, 0 fewer; 0 lint findings added, 0 fixed.\n"))
            let markdown = try ToolRunner.run(["diff", "--format", "markdown", base.path, head.path])
            #expect(markdown == ToolResult(
                status: 0,
                output: "**Invalidation:** 0 changes recompute more view instances, 0 fewer; 0 lint findings added, 0 fixed.\n",
                errors: ""))
        }
    }

    /// PATH... are taken within each version, and output names files relative to it.
    @Test func pathsAreWithinEachVersion() throws {
        try Self.withVersions { base, head in
            let file = head.appendingPathComponent("HomeFeed.swift")
            try (try String(contentsOf: file, encoding: .utf8) + "\nstruct Banner: View {\n    @State var shown = true\n    var body: some View { Text(\"\\(shown)\") }\n}\n")
                .write(to: file, atomically: true, encoding: .utf8)
            let result = try ToolRunner.run(["diff", base.path, head.path, "HomeFeed.swift"])
            #expect(result.status == 1)
            #expect(result.output.contains("\nfindings added:\n  HomeFeed.swift:52:16: warning: 'shown' in Banner is @State but not private"))
            #expect(result.output.contains("\nnew keys:\n  Banner.shown  @State of Banner  1 instance\n"))
        }
    }

    /// `--git` reads two commits of a repository made here, and leaves its work tree, its
    /// index and its status as they were.
    @Test func gitRevisionsAreReadWithoutTouchingTheWorkTree() throws {
        try Self.withVersions { base, head in
            let repository = base.deletingLastPathComponent().appendingPathComponent("repository")
            let app = repository.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try Self.git(["init", "-q"], in: repository)
            for name in try FileManager.default.contentsOfDirectory(atPath: base.path) {
                try FileManager.default.copyItem(at: base.appendingPathComponent(name), to: app.appendingPathComponent(name))
            }
            try Self.git(["add", "-A"], in: repository)
            try Self.git(["commit", "-q", "-m", "Feed"], in: repository)
            try FileManager.default.removeItem(at: app.appendingPathComponent("HomeFeed.swift"))
            try FileManager.default.copyItem(
                at: PackageFiles.url("Examples/Diff/Feed/HomeFeed.swift"), to: app.appendingPathComponent("HomeFeed.swift"))
            try Self.git(["commit", "-q", "-a", "-m", "Dim the rows while composing"], in: repository)
            // An edit not committed, a staged file and an untracked one: none is read, none is touched.
            try "// not committed\n".write(to: app.appendingPathComponent("FeedStore.swift"), atomically: true, encoding: .utf8)
            try "struct Staged: View {\n    @State var on = false\n    var body: some View { Text(\"\\(on)\") }\n}\n"
                .write(to: app.appendingPathComponent("Staged.swift"), atomically: true, encoding: .utf8)
            try Self.git(["add", "App/Staged.swift"], in: repository)
            try "struct Loose {}\n".write(to: app.appendingPathComponent("Loose.swift"), atomically: true, encoding: .utf8)
            let status = try Self.git(["status", "--porcelain"], in: repository)
            #expect(status == " M App/FeedStore.swift\nA  App/Staged.swift\n?? App/Loose.swift\n")

            let result = try ToolRunner.run(["diff", "--git", "HEAD~1", "HEAD"], in: repository)
            #expect(result.status == 1)
            #expect(result.errors == "")
            let expected = try String(contentsOf: ToolRunner.fixture("Diff/feed.text"), encoding: .utf8)
                .replacingOccurrences(of: "Examples/Apps/Feed → Examples/Diff/Feed", with: "HEAD~1 → HEAD")
                .replacingOccurrences(of: "(HomeFeed.swift", with: "(App/HomeFeed.swift")
            #expect(result.output == expected)
            // From the app's folder, paths are relative to it, as in the work tree.
            let inside = try ToolRunner.run(["diff", "--git", "HEAD~1", "HEAD", "."], in: app)
            #expect(inside.output.contains("(HomeFeed.swift:13:17)"))
            #expect(try Self.git(["status", "--porcelain"], in: repository) == status)

            // The staged files, as a pre-commit hook compares them: a tree `git write-tree` writes.
            let staged = try Self.git(["write-tree"], in: repository).trimmingCharacters(in: .whitespacesAndNewlines)
            let hook = try ToolRunner.run(["diff", "--git", "HEAD", staged], in: repository)
            #expect(hook.status == 1)
            #expect(hook.output.contains("\nfindings added:\n  App/Staged.swift:2:16: warning: 'on' in Staged is @State but not private"))
            #expect(try Self.git(["status", "--porcelain"], in: repository) == status)

            let unknown = try ToolRunner.run(["diff", "--git", "HEAD~1", "no-such-branch"], in: repository)
            #expect(unknown.status == 65)
            #expect(unknown.output == "")
            #expect(unknown.errors.hasPrefix("invalidation: error: unknown revision 'no-such-branch' in the git repository at '"))
        }
    }

    @Test func gitOutsideARepositoryIsBadInput() throws {
        try Self.withVersions { base, _ in
            let result = try ToolRunner.run(["diff", "--git", "HEAD~1", "HEAD"], in: base)
            #expect(result.status == 65)
            #expect(result.output == "")
            #expect(result.errors.hasPrefix("invalidation: error: '"))
            #expect(result.errors.contains("' is not in a git repository (git says: "))
        }
    }

    @Test func aMissingFolderIsBadInputAndOneVersionIsAUsageError() throws {
        let missing = try ToolRunner.run(["diff", "Examples/Apps/Feed", "No/Such/Folder"])
        #expect(missing == ToolResult(status: 65, output: "", errors: "invalidation: error: cannot read 'No/Such/Folder': no such file or folder\n"))
        let one = try ToolRunner.run(["diff", "Examples/Apps/Feed"])
        #expect(one.status == 64)
        #expect(one.errors.hasPrefix("invalidation: error: missing argument <HEAD>\n"))
    }

    // MARK: Helpers

    /// Runs `body` with copies of the shipped feed in two folders, `base` and `head`, of a
    /// new temporary folder, removed afterwards.
    static func withVersions(_ body: (_ base: URL, _ head: URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("invalidation-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base")
        let head = folder.appendingPathComponent("head")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackageFiles.url("Examples/Apps/Feed"), to: base)
        try FileManager.default.copyItem(at: PackageFiles.url("Examples/Apps/Feed"), to: head)
        try body(base, head)
    }

    /// Runs git with a fixed identity and no user or system configuration; returns its output.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
            + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }
}
