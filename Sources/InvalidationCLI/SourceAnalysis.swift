#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationLint
import InvalidationReader
import InvalidationSimulation

/// Running the source analyzer for a command: a progress line on a terminal, notes on request.
enum SourceAnalysis {
    /// The help of the PATH argument of every command that analyzes source.
    static let pathHelp =
        "Swift files and folders (searched recursively; where one holds an Xcode project or a Package.swift, its targets' files), or a project (.xcodeproj, Package.swift)."

    /// The paths a command reads: those given, else the `--default-path`s, else the current folder.
    static func paths(_ given: [String], defaults: [String]) -> [String] {
        !given.isEmpty ? given : !defaults.isEmpty ? defaults : ["."]
    }

    /// Analyzes `paths`, showing progress on standard error when it is a terminal and
    /// the run takes a while.
    ///
    /// The caller writes the notes with ``writeNotes(of:verbose:to:)`` once its result
    /// is written, so they follow it, as a summary does.
    ///
    /// A folder with Xcode projects or Swift packages gives the files of their targets:
    /// those `targets` names, else all but the tests (and those with `includesPreviews`).
    static func analyze(
        _ paths: [String], includesPreviews: Bool = false, targets: [String] = [], command: String? = nil,
        console: inout Console
    ) throws(CLIError) -> Analysis {
        try requireSource(paths)
        let analyzer = SourceAnalyzer(options: .init(includesPreviews: includesPreviews))
        let selection = try self.selection(paths, targets: targets, includesTests: includesPreviews, command: command)
        // The progress line writes to standard error from the analyzer's threads.
        console.flushOutput()
        let progress = ProgressLine(enabled: isatty(2) == 1)
        let analysis: Analysis
        do throws(InvalidationError) {
            analysis = try analyzer.analyze(selection: selection) { parsed, total in
                progress.update("analyzing: \(parsed) of \(total) files parsed")
            }
        } catch {
            progress.clear()
            throw .badInput(error)
        }
        progress.clear()
        return analysis
    }

    /// The files at `paths` to analyze, with their targets; a name in `targets` that no
    /// project declares is a usage error that lists the targets.
    static func selection(
        _ paths: [String], targets: [String], includesTests: Bool = false, command: String? = nil
    ) throws(CLIError) -> SourceSelection {
        let selection: SourceSelection
        do throws(InvalidationError) {
            selection = try SourceSelection(paths: paths, targets: targets, includesTests: includesTests)
        } catch {
            throw .badInput(error)
        }
        if let problem = SourceAnalyzer.unknownTargetsProblem(selection) {
            throw .usage(problem.message, command: command)
        }
        return selection
    }

    /// Stops at a file named as source that is no Swift source (`notes.txt`, a saved
    /// graph), naming it, rather than reading it as Swift. Folders are searched for
    /// `.swift` files only.
    static func requireSource(_ paths: [String]) throws(CLIError) {
        for path in paths where !path.hasSuffix(".swift") && InputFile.isRegularFile(atPath: path) {
            throw .badInput(
                .malformedInput(
                    "not Swift source: give .swift files or folders (a graph saved by 'analyze --format json' is read by 'explain' and 'verify', alone)",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
    }

    /// Lists the constructs the analyzer could not follow (with `verbose`), or counts them.
    static func writeNotes(of analysis: Analysis, verbose: Bool, to console: inout Console) {
        if verbose {
            for note in analysis.notes { console.writeError("\(note)\n") }
        } else if !analysis.notes.isEmpty {
            let count = analysis.notes.count
            console.writeError(
                "note: \(count) construct\(count == 1 ? "" : "s") could not be followed; --verbose lists \(count == 1 ? "it" : "them")\n")
        }
    }
}

extension RecomputationModel: ArgumentValue {}

extension ArgumentSpec where Root: ParsableArguments {
    /// `--model course|swiftui`: the rule that decides which bodies a change runs.
    static func model(_ property: WritableKeyPath<Root, RecomputationModel>) -> Self {
        .option(
            "model", property,
            help: "course: a body runs when it reads the key; swiftui: also when its creator passes it "
                + "an input that changed or cannot be compared (a closure).")
    }

    /// `--include-previews`, which every command that analyzes source accepts.
    static func includePreviews(_ property: WritableKeyPath<Root, Bool>) -> Self {
        .flag(
            "include-previews", property,
            help:
                "Treat previews (#Preview, PreviewProvider), views in test files and the files of test targets as part of the app.")
    }

    /// `--target NAME`, which every command that analyzes source accepts.
    static func target(_ property: WritableKeyPath<Root, [String]>) -> Self {
        .option(
            "target", valueName: "name", property,
            help:
                "Where PATH holds an Xcode project or a Package.swift, read only this target (a test target too); repeat for several. By default every target but the tests.")
    }

    /// `--default-path DIR`: what a command reads when no PATH is given, instead of the
    /// current folder; the SwiftPM plugin passes the package's source targets.
    static func defaultPath(_ property: WritableKeyPath<Root, [String]>) -> Self {
        .option(
            "default-path", valueName: "path", property,
            help: "Read this file or folder when no PATH is given; repeat for several. The SwiftPM plugin passes the package's source targets.")
    }

    /// `-v, --verbose`, which every command that analyzes source accepts.
    static func verbose(_ property: WritableKeyPath<Root, Bool>) -> Self {
        .flag(
            "verbose", short: "v", property,
            help: "List on standard error every construct the analyzer could not follow.")
    }
}

/// A line on standard error that rewrites itself, shown only after the work has
/// taken half a second, so quick runs print nothing.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let started = Date()
    private let lock = NSLock()
    private var shown = false

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Shows `text`, from any thread.
    func update(_ text: String) {
        guard enabled, Date().timeIntervalSince(started) > 0.5 else { return }
        lock.lock()
        defer { lock.unlock() }
        var errors = FileOutput.standardError()
        errors.append("\r\u{1B}[K\(text)")
        shown = true
    }

    /// Removes the line, if it was shown.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        guard shown else { return }
        var errors = FileOutput.standardError()
        errors.append("\r\u{1B}[K")
        shown = false
    }
}
