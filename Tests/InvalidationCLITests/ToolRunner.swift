import Foundation
import _InvalidationTestSupport

/// What one run of a built executable printed and returned.
struct ToolResult: Equatable {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs executables built beside the test bundle.
enum ToolRunner {

    /// The folder holding the built products, which holds the test bundle too.
    static let productsFolder: URL = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("invalidation").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    /// A fixture file's URL.
    static func fixture(_ path: String) -> URL {
        PackageFiles.root.appendingPathComponent("Tests/InvalidationCLITests/Fixtures").appendingPathComponent(path)
    }

    /// A fixture file's text.
    static func fixtureText(_ path: String) throws -> String {
        try String(contentsOf: fixture(path), encoding: .utf8)
    }

    /// Runs `product` with `arguments` from `directory` (the package root by default),
    /// feeding `input` to its standard input.
    static func run(
        _ arguments: [String], product: String = "invalidation", input: String? = nil, in directory: URL? = nil
    ) throws -> ToolResult {
        try run(arguments, product: product, input: input, directory: directory, mergingErrors: false)
    }

    /// Runs `product` with standard output and standard error going to one file, as
    /// they do in a terminal or `2>&1`; the result's `output` holds both, `errors` is empty.
    static func runMerged(_ arguments: [String], product: String = "invalidation", input: String? = nil) throws -> ToolResult {
        try run(arguments, product: product, input: input, directory: nil, mergingErrors: true)
    }

    private static func run(
        _ arguments: [String], product: String, input: String?, directory: URL?, mergingErrors: Bool
    ) throws -> ToolResult {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent(product)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? PackageFiles.root
        // Files rather than pipes: a large output can never block the child.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("invalidation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        let inputURL = folder.appendingPathComponent("stdin")
        try Data((input ?? "").utf8).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        process.standardOutput = outputHandle
        process.standardError = mergingErrors ? outputHandle : try FileHandle(forWritingTo: errorURL)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        try process.run()
        process.waitUntilExit()
        return ToolResult(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// Runs `body` with a new temporary folder holding copies of the package files
    /// `files` (by their last path component), removed afterwards.
    static func withFolder<Result>(copying files: [String], _ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("invalidation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            let source = PackageFiles.root.appendingPathComponent(file)
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(source.lastPathComponent))
        }
        return try body(folder)
    }
}
