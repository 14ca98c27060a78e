internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Collects ``ExpressionFacts`` from an expression: the names it uses as values, the
/// members it reads off other values and the classes it constructs.
final class ExpressionScanner: SyntaxVisitor {
    private let classNames: Set<String>
    private let declares: (String) -> Bool
    private var facts: ExpressionFacts

    private init(classNames: Set<String>, declares: @escaping (String) -> Bool, text: String) {
        self.classNames = classNames
        self.declares = declares
        self.facts = ExpressionFacts(text: text)
        super.init(viewMode: .sourceAccurate)
    }

    /// The facts of `expression`; `classNames` are the classes declared in the analyzed
    /// files, `declares` tells the properties of the view whose code holds `expression`.
    static func facts(
        of expression: some SyntaxProtocol, classNames: Set<String>, declares: @escaping (String) -> Bool
    ) -> ExpressionFacts {
        let scanner = ExpressionScanner(classNames: classNames, declares: declares, text: expression.trimmedDescription)
        scanner.walk(expression)
        var facts = scanner.facts
        let syntax = Syntax(expression)
        if syntax.is(NilLiteralExprSyntax.self) { facts.isNil = true }
        if let literal = syntax.as(BooleanLiteralExprSyntax.self) {
            facts.boolLiteral = literal.literal.tokenKind == .keyword(.true)
        }
        return facts
    }

    /// The facts of several expressions read as one (the right side of an assignment
    /// left unfolded by the parser).
    static func facts(
        of expressions: [ExprSyntax], classNames: Set<String>, declares: @escaping (String) -> Bool
    ) -> ExpressionFacts {
        if expressions.count == 1 { return facts(of: expressions[0], classNames: classNames, declares: declares) }
        var merged = ExpressionFacts(text: expressions.map(\.trimmedDescription).joined(separator: " "))
        for expression in expressions {
            merged.merge(facts(of: expression, classNames: classNames, declares: declares))
        }
        return merged
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

extension ExpressionFacts {
    /// Adds what `other` refers to and constructs.
    mutating func merge(_ other: ExpressionFacts) {
        for reference in other.references where !references.contains(reference) { references.append(reference) }
        for member in other.members where !members.contains(member) { members.append(member) }
        objects.append(contentsOf: other.objects)
    }
}
