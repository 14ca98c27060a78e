import Foundation
import Invalidation
@testable import InvalidationLint
import Testing
import _InvalidationTestSupport

/// Lint reads the analysis, whose files defer the bodies no view calls: the report must be
/// the one parsing every body gives.
@Suite struct DeferredBodyLintTests {
    static func report(_ paths: [String], defersBodies: Bool) throws -> String {
        var options = Linter.Options(threads: 2)
        options.defersBodies = defersBodies
        var out = ByteBuffer()
        try Linter(options: options).lint(paths: paths).writeText(to: &out)
        return out.string
    }

    @Test(arguments: [
        "Examples/Lint", "Examples/Apps", "Tests/InvalidationLintTests/Fixtures",
        "Tests/InvalidationAnalyzerTests/Fixtures",
    ])
    func theReportIsTheOneEveryBodyGives(relative: String) throws {
        let paths = [PackageFiles.root.appendingPathComponent(relative).path]
        let deferred = try Self.report(paths, defersBodies: true)
        #expect(deferred == (try Self.report(paths, defersBodies: false)), "\(relative)")
        #expect(!deferred.isEmpty)
    }
}
