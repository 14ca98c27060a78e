import Foundation
import InvalidationAnalyzer
@testable import InvalidationLint
import SwiftSyntax
import Testing
import _InvalidationTestSupport

/// The references found once for every view give each rule's questions the answers that
/// walking the view's members again gives.
@Suite struct ViewReferencesTests {
    @Test(arguments: ["Examples/Lint", "Examples/Apps", "Tests/InvalidationLintTests/Fixtures"])
    func usesAndWritesAreThoseOfWalkingTheMembers(relative: String) throws {
        let analysis = try SourceAnalyzer().analyze(paths: [PackageFiles.root.appendingPathComponent(relative).path])
        let context = LintContext(analysis: analysis)
        #expect(!context.views.isEmpty)
        var compared = 0
        for view in context.views {
            // Every property, and names that are none (locals, other views' properties).
            let names = Set(view.properties.map(\.name) + ["value", "model", "isPresented", "count"])
            let walked = PropertyUses.find(names, in: view)
            let indexed = PropertyUses.find(names, in: view, index: context.references)
            #expect(Self.ids(walked, \.reads) == Self.ids(indexed, \.reads), "\(view.name)")
            #expect(Self.ids(walked, \.handedOver) == Self.ids(indexed, \.handedOver), "\(view.name)")
            #expect(Self.ids(walked, \.later) == Self.ids(indexed, \.later), "\(view.name)")

            let writesWalked = StateWrites.find(names, in: view)
            let writesIndexed = StateWrites.find(names, in: view, index: context.references)
            #expect(writesWalked.mapValues { $0.reads.map(\.id) } == writesIndexed.mapValues { $0.reads.map(\.id) })
            #expect(writesWalked.mapValues { $0.writes.map(\.expression.id) } == writesIndexed.mapValues { $0.writes.map(\.expression.id) })
            #expect(writesWalked.mapValues { $0.writes.map(\.needsValue) } == writesIndexed.mapValues { $0.writes.map(\.needsValue) })
            compared += walked.count + writesWalked.count
        }
        #expect(compared > 0)
    }

    @Test func aNodeOutsideTheViewsMembersIsWalkedWhenAsked() throws {
        let analysis = SourceAnalyzer().analyze(sources: [
            .init(path: "A.swift", text: "struct A: View { @State var n = 0\n var body: some View { Text(\"\\(n)\") } }")
        ])
        let context = LintContext(analysis: analysis)
        let view = try #require(context.views.first)
        let body = try #require(view.behaviourMembers.first)
        #expect(context.references.references(in: body, of: view).map(\.name) == ["Text", "n"])
        // A part of a member is no root of the index: its references are found by walking it.
        let part = try #require(body.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock)
        #expect(context.references.references(in: part, of: view).map(\.name) == ["Text", "n"])
    }

    private static func ids(
        _ uses: [String: PropertyUses], _ kind: KeyPath<PropertyUses, [ExprSyntax]>
    ) -> [String: [SyntaxIdentifier]] {
        uses.mapValues { $0[keyPath: kind].map(\.id) }
    }
}
