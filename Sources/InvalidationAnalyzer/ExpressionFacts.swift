internal import SwiftSyntax

/// What an expression tells the lifetime simulation: the names it refers to, the
/// objects it constructs, and whether it is a `nil` or Boolean literal.
///
/// Nothing is evaluated: a name is only a name, resolved later against the view whose
/// code holds the expression.
package struct ExpressionFacts: Hashable, Sendable {
    /// A name the expression uses as a value (not as a member of another value).
    package struct Reference: Hashable, Sendable {
        /// The property or other name it names, as ``PropertyReference`` decides: without
        /// `$` or `self.`, and without the `_` of a wrapper.
        package var name: String
        /// Written `self.name` (so a parameter of the same name does not hide it).
        package var viaSelf: Bool
    }

    /// The source text, trimmed, as the output quotes it.
    package var text: String
    /// Names used as values, in source order, each once.
    package var references: [Reference] = []
    /// Member names read off other values (`store.items` gives `items`), each once.
    package var members: [String] = []
    /// The classes of the analyzed files the expression constructs, once per construction.
    package var objects: [String] = []
    /// The expression is the literal `nil`.
    package var isNil = false
    /// The expression is the literal `true` or `false`.
    package var boolLiteral: Bool?

    init(text: String, references: [Reference] = []) {
        self.text = text
        self.references = references
    }

    /// The facts of `expression`, as code of a type that declares a property of a name
    /// when `declares` says so; `classNames` are the classes and actors of the analyzed files.
    init(_ expression: some SyntaxProtocol, classNames: Set<String>, declares: @escaping (String) -> Bool) {
        let scanner = ExpressionFactsScanner(classNames: classNames, declares: declares, text: expression.trimmedDescription)
        scanner.walk(expression)
        self = scanner.facts
        let syntax = Syntax(expression)
        if syntax.is(NilLiteralExprSyntax.self) { isNil = true }
        if let literal = syntax.as(BooleanLiteralExprSyntax.self) {
            boolLiteral = literal.literal.tokenKind == .keyword(.true)
        }
    }

    /// The facts of several expressions read as one: the right side of an assignment,
    /// which the parser leaves as a list of operands and operators.
    init(_ expressions: [ExprSyntax], classNames: Set<String>, declares: @escaping (String) -> Bool) {
        if expressions.count == 1 {
            self.init(expressions[0], classNames: classNames, declares: declares)
            return
        }
        self.init(text: expressions.map(\.trimmedDescription).joined(separator: " "))
        for expression in expressions {
            merge(ExpressionFacts(expression, classNames: classNames, declares: declares))
        }
    }

    /// Adds what `other` refers to and constructs.
    private mutating func merge(_ other: ExpressionFacts) {
        for reference in other.references where !references.contains(reference) { references.append(reference) }
        for member in other.members where !members.contains(member) { members.append(member) }
        objects.append(contentsOf: other.objects)
    }
}

/// Collects ``ExpressionFacts`` from an expression: the names it uses as values, the
/// members it reads off other values and the classes it constructs.
private final class ExpressionFactsScanner: SyntaxVisitor {
    private let classNames: Set<String>
    private let declares: (String) -> Bool
    private(set) var facts: ExpressionFacts

    init(classNames: Set<String>, declares: @escaping (String) -> Bool, text: String) {
        self.classNames = classNames
        self.declares = declares
        self.facts = ExpressionFacts(text: text)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        let property = PropertyReference.named(name, declares: declares).name
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
                add(ExpressionFacts.Reference(name: property, viaSelf: true))
            } else if member.base != nil, !facts.members.contains(name) {
                facts.members.append(name)
            }
            return .skipChildren
        }
        guard node.baseName.tokenKind != .keyword(.self), node.baseName.tokenKind != .keyword(.Self) else {
            return .skipChildren
        }
        add(ExpressionFacts.Reference(name: property, viaSelf: false))
        return .skipChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = ConstructedType(node)?.qualifiedName, classNames.contains(type) { facts.objects.append(type) }
        return .visitChildren
    }

    private func add(_ reference: ExpressionFacts.Reference) {
        if !facts.references.contains(reference) { facts.references.append(reference) }
    }
}
