import Foundation
import Invalidation
import InvalidationAnalyzer
import Testing

/// Each target of a package is a module with its own types.
@Suite struct TargetModuleTests {
    /// A package whose later target (`Alpha`) sorts first on disk: the earlier target
    /// (`Zeta`) keeps the plain names whatever the order of the files.
    static let files = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Two", targets: [.target(name: "Zeta"), .target(name: "Alpha")])
            """,
        "Sources/Alpha/Screen.swift": """
            import SwiftUI

            struct Screen: View {
                @State private var alphaCount = 0

                var body: some View {
                    Row(count: alphaCount, style: Row.Style())
                }
            }
            """,
        "Sources/Alpha/Row.swift": """
            import SwiftUI

            struct Row: View {
                struct Style {}
                var count: Int
                var style: Style

                var body: some View { Text("alpha \\(count)") }
            }
            """,
        "Sources/Zeta/Screen.swift": """
            import SwiftUI

            struct Screen: View {
                @State private var zetaCount = 0

                var body: some View {
                    Row(count: zetaCount)
                }
            }
            """,
        "Sources/Zeta/Row.swift": """
            import SwiftUI

            struct Row: View {
                var count: Int

                var body: some View { Text("zeta \\(count)") }
            }
            """,
    ]

    static func analyze(_ options: SourceAnalyzer.Options = .init()) throws -> Analysis {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("targets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try SourceAnalyzer(options: options).analyze(paths: [folder.path])
    }

    @Test func sameNamedTypesOfTwoTargetsAreTwoViewsEachWithItsReads() throws {
        let analysis = try Self.analyze()
        let graph = analysis.graph
        #expect(graph.views.map(\.name).sorted() == ["Alpha.Row", "Alpha.Screen", "Row", "Screen"])
        let target = Dictionary(uniqueKeysWithValues: graph.views.map { ($0.name, $0.target) })
        #expect(target == ["Alpha.Row": "Alpha", "Alpha.Screen": "Alpha", "Row": "Zeta", "Screen": "Zeta"])
        // Each screen creates its own target's row.
        let edges = graph.edges.map { "\(graph.views[$0.from].name) -> \(graph.views[$0.to].name)" }.sorted()
        #expect(edges == ["Alpha.Screen -> Alpha.Row", "Screen -> Row"])
        let reads = Dictionary(uniqueKeysWithValues: graph.views.map { ($0.name, $0.reads.map(\.name)) })
        #expect(reads["Alpha.Screen"] == ["Alpha.Screen.alphaCount"])
        #expect(reads["Screen"] == ["Screen.zetaCount"])
        #expect(graph.storage.map(\.key).sorted() == ["Alpha.Screen.alphaCount", "Screen.zetaCount"])
        #expect(!analysis.notes.contains { $0.kind == .duplicateType })
    }

    @Test func oneTargetNamedIsReadAlone() throws {
        var options = SourceAnalyzer.Options()
        options.targets = ["Alpha"]
        let analysis = try Self.analyze(options)
        // With one target read, nothing clashes: its types keep their names.
        #expect(analysis.graph.views.map(\.name).sorted() == ["Row", "Screen"])
        #expect(analysis.graph.views.allSatisfy { $0.target == "Alpha" })
        #expect(analysis.graph.storage.map(\.key) == ["Screen.alphaCount"])
    }

    @Test func anUnknownTargetIsAnErrorThatListsTheTargets() {
        var options = SourceAnalyzer.Options()
        options.targets = ["Beta"]
        #expect {
            try Self.analyze(options)
        } throws: { error in
            (error as? InvalidationError)?.description == "no target named 'Beta'; the targets are: Zeta, Alpha"
        }
    }
}
