import InvalidationAnalyzer
import Testing

/// Which files are tests: those importing a test framework, and those in a folder named
/// like tests below the folder the user named (never the folders above it).
@Suite struct TestFileTests {
    private func isTest(_ path: String, roots: [String], imports: [String] = ["SwiftUI"]) -> Bool {
        SourceAnalyzer.isTestFile(path: path, imports: imports, roots: roots)
    }

    @Test func aFolderNamedLikeTestsBelowTheRootHoldsTests() {
        #expect(isTest("/repo/AppTests/RowTests.swift", roots: ["/repo"]))
        #expect(isTest("/repo/AppTests/RowTests.swift", roots: ["/repo/"]))
        #expect(isTest("/repo/Sources/Tests/Unit/Row.swift", roots: ["/repo"]))
        #expect(isTest("repo/UITests/Row.swift", roots: ["repo"]))
        #expect(isTest("/repo/AppTests/Row.swift", roots: ["/"]))
        #expect(isTest("/repo/AppTests/Row.swift", roots: []))
    }

    @Test func foldersAboveTheRootAndFileNamesDoNotCount() {
        #expect(!isTest("/work/AppTests/Sources/Row.swift", roots: ["/work/AppTests/Sources"]))
        #expect(!isTest("/work/AppTests/Sources/Row.swift", roots: ["/work", "/work/AppTests/Sources/"]))
        #expect(!isTest("/repo/Sources/RowTests.swift", roots: ["/repo"]))
        #expect(!isTest("/repo/TestsHelpers/Row.swift", roots: ["/repo"]))
        #expect(!isTest("/repo2/AppTests/Row.swift", roots: ["/repo", "/repo2/AppTests"]))
    }

    @Test func aFileTheUserNamedIsReadWhateverItsPath() {
        #expect(!isTest("/repo/AppTests/Row.swift", roots: ["/repo/AppTests/Row.swift"]))
    }

    @Test func aFileImportingATestFrameworkIsATest() {
        #expect(isTest("/repo/Sources/Row.swift", roots: ["/repo"], imports: ["SwiftUI", "XCTest"]))
        #expect(isTest("/repo/Sources/Row.swift", roots: ["/repo"], imports: ["Testing"]))
    }
}
