import Invalidation
internal import SwiftSyntax

/// A Swift package's manifest (`Package.swift`), read as Swift source and never run: the
/// targets it declares with `.target`, `.executableTarget`, `.testTarget`, `.macro` and
/// `.plugin`, each with its `name:` and, where written as literals, its `path:`,
/// `exclude:` and `sources:`.
///
/// A target declared in a way the reading cannot see (a name that is not a string
/// literal, as in a helper function that builds targets) leaves the manifest
/// ``isComplete`` `false`: the folders of `Sources` and `Tests` that no declared target
/// claims are then taken as targets by SwiftPM's conventions.
package struct PackageManifest: Hashable, Sendable {
    /// One target the manifest declares.
    package struct Declaration: Hashable, Sendable {
        /// What the declaring call is.
        package enum Kind: String, Hashable, Sendable {
            case target, executableTarget, testTarget, macro, plugin
        }

        /// The target's name.
        package var name: String
        /// The declaring call.
        package var kind: Kind
        /// `path:`, relative to the package's folder.
        package var path: String?
        /// `exclude:`, relative to the target's folder.
        package var exclude: [String] = []
        /// `sources:`, relative to the target's folder; `nil` for every file in it.
        package var sources: [String]?
        /// The 1-based line of the call.
        package var line: Int
    }

    /// The manifest file, as given.
    package var path: String
    /// The targets it declares, in order.
    package var declarations: [Declaration]
    /// Whether every target call names its target with a literal.
    package var isComplete: Bool
    /// The first syntax error, if the manifest does not parse cleanly: what was read
    /// before and after it still counts.
    package var problem: InvalidationError?

    /// Reads the manifest at `path`.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` when it cannot be read.
    package init(path: String) throws(InvalidationError) {
        let contents = try FileContents(path: path)
        self.init(path: path, text: String(decoding: contents.bytes, as: UTF8.self))
    }

    /// Reads a manifest given as text.
    package init(path: String, text: String) {
        self.path = path
        let file = SourceFile(path: path, text: text)
        var declarations: [Declaration] = []
        var isComplete = true
        for call in Self.targetCalls(in: Syntax(file.tree)) {
            guard let kind = Self.kind(of: call) else { continue }
            let line = file.location(of: call).line
            guard let name = Self.literal(call.argument("name")) else {
                isComplete = false
                continue
            }
            var declaration = Declaration(name: name, kind: kind, line: line)
            declaration.path = Self.literal(call.argument("path"))
            declaration.exclude = Self.literals(call.argument("exclude")) ?? []
            declaration.sources = Self.literals(call.argument("sources"))
            declarations.append(declaration)
        }
        self.declarations = declarations
        self.isComplete = isComplete
        problem = file.problems(1).first.map { problem in
            switch problem {
            case .syntaxError(let error):
                .malformedInput(
                    "syntax error in the package manifest: \(error.message)",
                    at: file.location(ofOffset: error.position.utf8Offset))
            case .limit(let limit):
                .malformedInput("the package manifest is read only up to here: \(limit.message)", at: file.location(ofOffset: limit.offset))
            }
        }
    }

    /// The calls that may declare targets (`.target(…)`, `Target.target(…)`), in source
    /// order; not those in a `dependencies:` argument, where `.target(name:)` names a
    /// dependency.
    private static func targetCalls(in root: Syntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var pending = [root]
        while let node = pending.popLast() {
            if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "dependencies" { continue }
            if let call = node.as(FunctionCallExprSyntax.self), kind(of: call) != nil { calls.append(call) }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return calls
    }

    private static func kind(of call: FunctionCallExprSyntax) -> Declaration.Kind? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target" else { return nil }
        }
        return Declaration.Kind(rawValue: member.declName.baseName.text)
    }

    /// The text of a string literal without interpolation.
    private static func literal(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// The strings of an array of string literals; `nil` when it is something else.
    private static func literals(_ expression: ExprSyntax?) -> [String]? {
        guard let array = expression?.as(ArrayExprSyntax.self) else { return nil }
        var strings: [String] = []
        for element in array.elements {
            guard let text = literal(element.expression) else { return nil }
            strings.append(text)
        }
        return strings
    }
}

extension FunctionCallExprSyntax {
    /// The argument labeled `label`, if any.
    fileprivate func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }
}
