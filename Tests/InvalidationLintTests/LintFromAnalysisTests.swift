import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import Testing
import _InvalidationTestSupport

/// Linting an analysis already made finds what linting the same paths from disk finds.
@Suite struct LintFromAnalysisTests {
    @Test(arguments: [["Examples/Lint"], ["Examples/Apps"], ["Examples/Apps/Rooms", "Examples/Lint/RoomViews.swift"]])
    func theFindingsAreThoseOfLintingThePaths(relative: [String]) throws {
        let paths = relative.map { PackageFiles.root.appendingPathComponent($0).path }
        let linter = Linter()
        let fromDisk = try linter.lint(paths: paths)
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        let fromAnalysis = try linter.lint(analysis, paths: paths)
        #expect(fromAnalysis.diagnostics == fromDisk.diagnostics)
        #expect(fromAnalysis.files == fromDisk.files)
        #expect(fromAnalysis.rules == fromDisk.rules)
        #expect(!fromDisk.diagnostics.isEmpty || relative == ["Examples/Apps"])
    }

    @Test func onlyTheChosenRulesRun() throws {
        let path = PackageFiles.root.appendingPathComponent("Examples/Lint").path
        let linter = Linter(options: .init(onlyRules: [.stateInitTrap]))
        let report = try linter.lint(try SourceAnalyzer().analyze(paths: [path]), paths: [path])
        #expect(!report.diagnostics.isEmpty)
        #expect(report.diagnostics.allSatisfy { $0.rule == .stateInitTrap })
        #expect(report.diagnostics == (try linter.lint(paths: [path])).diagnostics)
    }

    @Test func theConfigurationTurnsRulesOffSetsSeverityAndExcludesFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-analysis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Counters.swift", "RoomScreens.swift", "RoomVM.swift", "RoomViews.swift", "Settings.swift"] {
            try FileManager.default.copyItem(
                at: PackageFiles.root.appendingPathComponent("Examples/Lint/\(name)"), to: folder.appendingPathComponent(name))
        }
        try #"{"rules": {"non_private_state": false, "state_init_trap": {"severity": "error"}}, "exclude": ["Settings.swift"]}"#
            .write(to: folder.appendingPathComponent(".invalidation.json"), atomically: true, encoding: .utf8)
        let linter = Linter()
        let fromDisk = try linter.lint(paths: [folder.path])
        let fromAnalysis = try linter.lint(try SourceAnalyzer().analyze(paths: [folder.path]), paths: [folder.path])
        #expect(fromAnalysis.diagnostics == fromDisk.diagnostics)
        #expect(fromAnalysis.files == fromDisk.files)
        #expect(fromDisk.diagnostics.contains { $0.rule == .stateInitTrap && $0.severity == .error })
        #expect(!fromDisk.diagnostics.contains { $0.rule == .nonPrivateState })
        #expect(!fromDisk.files.contains { $0.hasSuffix("Settings.swift") })
    }
}
