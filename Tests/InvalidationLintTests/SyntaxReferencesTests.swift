import Foundation
import InvalidationAnalyzer
@testable import InvalidationLint
import SwiftParser
import SwiftSyntax
import Testing
import _InvalidationTestSupport

/// ``SyntaxReferences/references(in:declares:)`` finds what its definition says: for each
/// identifier token, in source order, whose parent is a name reference, the reference (or
/// `self.name` around it) with the name of the property it names: without `$`, and
/// without `_` unless the view declares the name with it.
@Suite struct SyntaxReferencesTests {
    /// The names the views of these tests declare with a `_`.
    private static func declares(_ name: String) -> Bool { name == "_i" }

    /// The definition, token by token.
    private static func byTokens(in node: some SyntaxProtocol) -> [(String, SyntaxIdentifier)] {
        var found: [(String, SyntaxIdentifier)] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier, .dollarIdentifier: break
            default: continue
            }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                if let property = SyntaxReferences.property(of: ExprSyntax(member), declares: declares) {
                    found.append((property.name, member.id))
                }
            } else if let property = SyntaxReferences.property(of: ExprSyntax(reference), declares: declares) {
                found.append((property.name, reference.id))
            }
        }
        return found
    }

    @Test(arguments: [
        "struct V { var body: some View { Text(self.$name) + _count + $flag + model.value + self.x.y } }",
        "func f() { self. ; a.b.c(d: $e) ; let g = { [h] in h + self._i } }",
        "let x = [1, 2,, ] ; if x > { } else self.",
    ])
    func referencesAreTheTokenWalks(source: String) {
        let tree = Parser.parse(source: source)
        let found = SyntaxReferences.references(in: tree, declares: Self.declares)
        #expect(found.map(\.name) == Self.byTokens(in: tree).map(\.0))
        #expect(found.map(\.expression.id) == Self.byTokens(in: tree).map(\.1))
    }

    /// Every Swift file the package ships, whole and cut short in the middle.
    @Test func everyShippedFileAgrees() throws {
        let files = SourceFuzzRound.swiftFiles(
            under: ["Examples", "Tests", "Sources"].map { PackageFiles.root.appendingPathComponent($0).path })
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for source in [text, String(text.prefix(text.count / 2))] {
                let tree = Parser.parse(source: source)
                let found = SyntaxReferences.references(in: tree, declares: Self.declares)
                let expected = Self.byTokens(in: tree)
                #expect(found.map(\.name) == expected.map(\.0), "\(file)")
                #expect(found.map(\.expression.id) == expected.map(\.1), "\(file)")
            }
        }
    }
}
