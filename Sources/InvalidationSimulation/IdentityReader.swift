internal import SwiftSyntax
import InvalidationAnalyzer

/// Reads what decides a view's identity from the analyzer's creation sites, in the terms
/// the lifetime simulation follows: the conditions of a branch, the subject of a
/// `switch`, the value of an `.id(_:)`, the data of a row, the binding of a presentation.
struct IdentityReader {
    let classNames: Set<String>
    /// The view types by name, for the properties their code names.
    let views: [String: DeclaredView]
    /// Whether the view whose code creates the node declares a property of a name.
    private var declares: (String) -> Bool = { _ in false }

    init(classNames: Set<String>, views: [String: DeclaredView]) {
        self.classNames = classNames
        self.views = views
    }

    /// The identity context of a node created at `site`.
    func context(of site: TreeSite) -> NodeContext {
        var context = NodeContext()
        guard let origin = site.node else { return context }
        context.enclosingType = Self.enclosingType(of: origin)
        var reader = self
        if let view = context.enclosingType.flatMap({ views[$0] }) { reader.declares = view.declares }
        if let call = origin.as(FunctionCallExprSyntax.self) {
            for (position, argument) in call.arguments.enumerated() {
                let label = argument.label?.text ?? "_\(position)"
                context.arguments[label] = reader.facts(argument.expression)
            }
        }
        context.components = site.identity.compactMap(reader.component)
        return context
    }

    /// The simulation's form of one component; `nil` for what it does not follow (tabs, alerts).
    private func component(_ site: SiteComponent) -> IdentityComponent? {
        switch site.detail {
        case .branch(let conditions, let isElse):
            return .branch(conditions: atoms(conditions), isElse: isElse, offset: site.offset)
        case .switchCase(let subject, let index, let count):
            return .switchCase(subject: facts(subject), index: index, count: count, offset: site.offset)
        case .explicitID(let value):
            return .explicitID(facts(value))
        case .rows(let data, let id, _):
            let idIsSelf = id?.as(KeyPathExprSyntax.self)?.components.trimmedDescription == ".self"
            return .element(data: facts(data), idIsSelf: idIsSelf)
        case .presentation(let binding, let isEager):
            guard site.component.kind != .alert else { return nil }
            return .presentation(
                kind: site.component.source, binding: binding.map { facts($0) }, isEager: isEager, offset: site.offset)
        case .tab:
            return nil
        }
    }

    /// The tests of an `if`'s conditions, each as the simulation follows it.
    private func atoms(_ conditions: ConditionElementListSyntax) -> [ConditionAtom] {
        var atoms: [ConditionAtom] = []
        for element in conditions {
            let offset = Self.offset(element)
            switch element.condition {
            case .optionalBinding(let binding):
                let expression: ExpressionFacts
                if let initializer = binding.initializer {
                    expression = facts(initializer.value)
                } else if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    expression = ExpressionFacts(
                        text: identifier.identifier.text,
                        references: [.init(name: identifier.identifier.text, viaSelf: false)])
                } else {
                    expression = facts(binding.pattern)
                }
                atoms.append(ConditionAtom(kind: .nonNil(negated: false), expression: expression, offset: offset))
            case .expression(let expression):
                atoms.append(atom(expression, offset: offset))
            case .matchingPattern(let pattern):
                atoms.append(ConditionAtom(kind: .opaque, expression: facts(pattern.initializer.value), offset: offset))
            default:
                break
            }
        }
        return atoms
    }

    private func atom(_ expression: ExprSyntax, offset: Int) -> ConditionAtom {
        var expression = expression
        var negated = false
        while let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated.toggle()
            expression = prefix.expression
        }
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            expression = only.expression
        }
        if Self.isPlainName(expression) {
            return ConditionAtom(kind: .boolean(negated: negated), expression: facts(expression), offset: offset)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self),
                ["==", "!="].contains(operation.operator.text)
            {
                let isEqual = operation.operator.text == "=="
                if elements[2].is(NilLiteralExprSyntax.self), Self.isPlainName(elements[0]) {
                    return ConditionAtom(
                        kind: .nonNil(negated: isEqual != negated), expression: facts(elements[0]), offset: offset)
                }
                if elements[0].is(NilLiteralExprSyntax.self), Self.isPlainName(elements[2]) {
                    return ConditionAtom(
                        kind: .nonNil(negated: isEqual != negated), expression: facts(elements[2]), offset: offset)
                }
            }
        }
        return ConditionAtom(kind: .opaque, expression: facts(expression), offset: offset)
    }

    private func facts(_ expression: some SyntaxProtocol) -> ExpressionFacts {
        ExpressionScanner.facts(of: expression, classNames: classNames, declares: declares)
    }

    /// `name` or `self.name`.
    static func isPlainName(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.tokenKind == .keyword(.self)
        }
        return false
    }

    static func offset(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }

    /// The qualified name of the type (or extended type) whose code holds `node`.
    static func enclosingType(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.as(StructDeclSyntax.self) {
                names.append(declaration.name.text)
            } else if let declaration = ancestor.as(ClassDeclSyntax.self) {
                names.append(declaration.name.text)
            } else if let declaration = ancestor.as(EnumDeclSyntax.self) {
                names.append(declaration.name.text)
            } else if let declaration = ancestor.as(ExtensionDeclSyntax.self) {
                names.append(declaration.extendedType.trimmedDescription)
                break
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }
}
