import Foundation
import PackagePlugin

/// `swift package invalidation SUBCOMMAND [ARGUMENTS...]`: runs the `invalidation` tool on
/// the package, from the package's folder, so that the paths it prints are relative to
/// the package, in the form Xcode and editors jump to.
///
/// `lint`, `analyze`, `explain`, `verify`, `diff` and `report` read every source target of the package (their
/// folders) when no PATH is given; `--target NAME` (repeatable) reads only those targets.
/// Every other argument is passed through unchanged.
@main
struct InvalidationPlugin: CommandPlugin {
    /// The subcommands that read source and take `--default-path`.
    static let sourceCommands: Set<String> = ["lint", "analyze", "explain", "verify", "diff", "report"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let package = context.package
        let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
        let folders = targets.compactMap { target -> String? in
            guard let module = target as? SourceModuleTarget, module.kind != .test || !targetNames.isEmpty else {
                return nil
            }
            // A target's `directoryURL` needs tools version 6.1 and this package supports 6.0,
            // where `Path` is what a target has: its text is taken as any value's description.
            return Self.relative(URL(fileURLWithPath: String(describing: module.directory)), to: package.directoryURL)
        }
        var toolArguments = passed
        if let subcommand = passed.first, Self.sourceCommands.contains(subcommand) {
            toolArguments += folders.sorted().flatMap { ["--default-path", $0] }
        }
        // The tool is named for the target the plugin depends on.
        let tool = try context.tool(named: "InvalidationCLI")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("invalidation \(passed.first ?? "") exited with status \(process.terminationStatus)")
        }
    }

    /// `url` relative to `folder`, or its whole path when it is not inside it.
    static func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path == base { return "." }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
