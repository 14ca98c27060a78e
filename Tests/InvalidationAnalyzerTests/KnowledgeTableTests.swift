import Foundation
@testable import InvalidationAnalyzer
import SwiftParser
import SwiftSyntax
import Testing
import _InvalidationTestSupport

/// What the analyzer knows about SwiftUI lives in one table, `SwiftUIKnowledge`: no other
/// source file spells a SwiftUI name, or a standard library name the table describes, as a
/// string of its own, so no rule, visitor or command decides by `name == "Button"` or by a
/// list of its own what the table does not say.
@Suite struct KnowledgeTableTests {
    /// The SwiftUI names the table knows: views, modifiers, property wrappers, protocols
    /// and macros (not the standard library's names it also describes).
    static var swiftUINames: Set<String> {
        let standardLibrary = Set(
            SwiftUIKnowledge.calls.filter { entry in
                entry.value.closures.contains { ["transform", "isIncluded", "execute", "operation"].contains($0.label) }
            }.keys)
        var names = Set(SwiftUIKnowledge.viewProtocols.keys)
            .union(SwiftUIKnowledge.propertyWrappers.keys)
            .union(SwiftUIKnowledge.primitiveViews)
            .union(SwiftUIKnowledge.calls.keys)
            .union(SwiftUIKnowledge.identityRules.keys)
            .union(SwiftUIKnowledge.watchingModifiers.keys)
            .union(SwiftUIKnowledge.appearanceModifiers)
            .union(SwiftUIKnowledge.previewProtocols)
            .union(SwiftUIKnowledge.observableMacros)
            .union(SwiftUIKnowledge.bindingInitializers)
            .union([
                SwiftUIKnowledge.changeModifier, SwiftUIKnowledge.environmentObjectModifier,
                SwiftUIKnowledge.ownedObjectWrapper, SwiftUIKnowledge.observableObjectProtocol,
            ])
        names.subtract(standardLibrary)
        names.subtract(SwiftUIKnowledge.valueTypes)
        // Words too plain to be SwiftUI's alone: the argument label `id`, an alert button's `default`.
        names.subtract(["id", "default", "cancel", "Dictionary"])
        return names
    }

    /// The names no file but the table spells: the SwiftUI names, and the standard library's
    /// methods the table lists by what they do (those that change a value in place).
    static var tableNames: Set<String> {
        swiftUINames.union(SwiftUIKnowledge.mutatingMethods)
    }

    /// The string literals of `file` that are exactly one of `names`, with their lines.
    static func swiftUIStrings(in file: String, names: Set<String>) throws -> [String] {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var found: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .stringSegment(let content) = token.tokenKind, names.contains(content),
                let literal = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self),
                literal.segments.count == 1
            else { continue }
            found.append("\(file):\(converter.location(for: token.position).line): \"\(content)\"")
        }
        return found
    }

    @Test func theTableKnowsTheNamesThisTestLooksFor() {
        let names = Self.swiftUINames
        #expect(names.isSuperset(of: ["State", "onChange", "sheet", "ForEach", "NavigationLink", "View", "Button"]))
        #expect(!names.contains("map"))
        #expect(Self.tableNames.isSuperset(of: ["toggle", "append", "removeAll", "formUnion"]))
    }

    @Test func noSourceFileOutsideTheTableSpellsASwiftUIName() throws {
        let names = Self.tableNames
        let sources = PackageFiles.url("Sources")
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for relative in files.sorted() where relative.hasSuffix(".swift") && !relative.hasSuffix("SwiftUIKnowledge.swift") {
            found += try Self.swiftUIStrings(in: sources.appendingPathComponent(relative).path, names: names)
        }
        #expect(
            found == [],
            "SwiftUI and standard library names belong in SwiftUIKnowledge.swift:\n\(found.joined(separator: "\n"))")
    }
}
