internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Reads what decides a view's identity at the place its parent's body creates it, by
/// walking outwards from the creation to the member (`body`, a helper) that holds it.
///
/// What counts, following SwiftUI's rules of identity: the branch of an `if`/`else` or
/// `switch` it sits in, an `.id(_:)` applied to it or to a view that contains it, the
/// `ForEach` row it belongs to, and the sheet, cover, popover or navigation destination
/// that shows it. Everything else is structural: the same position is the same view.
/// A helper the body calls (`header`, `row(for:)`) is read from its own code only; a
/// branch around the call of the helper is not seen.
struct CreationSiteReader {
    let classNames: Set<String>

    /// Calls whose content closures SwiftUI shows on demand, by name.
    static let presenters: Set<String> = [
        "sheet", "fullScreenCover", "popover", "inspector", "navigationDestination",
    ]
    /// Calls whose content closure builds one row per element of their data.
    static let rowBuilders: Set<String> = ["ForEach", "List", "OutlineGroup", "Table"]

    /// The identity context of the creation that starts at `offset` in `tree`.
    func context(in tree: SourceFileSyntax, offset: Int) -> NodeContext? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        var start: Syntax?
        var current: Syntax? = Syntax(token)
        while let node = current, start == nil {
            if let call = node.as(FunctionCallExprSyntax.self),
                call.calledExpression.positionAfterSkippingLeadingTrivia.utf8Offset == offset
            {
                start = node
            } else if node.is(MemberBlockItemSyntax.self) {
                break
            }
            current = node.parent
        }
        // `ForEach(items, content: Row.init)`: the reference itself is the creation.
        let origin = start ?? Syntax(token).parent.flatMap { $0.as(DeclReferenceExprSyntax.self)?.parent } ?? Syntax(token)
        var context = NodeContext()
        if let call = start?.as(FunctionCallExprSyntax.self) {
            for (position, argument) in call.arguments.enumerated() {
                let label = argument.label?.text ?? "_\(position)"
                context.arguments[label] = ExpressionScanner.facts(of: argument.expression, classNames: classNames)
            }
        }
        var components: [IdentityComponent] = []
        var path: [Syntax] = [origin]
        current = origin.parent
        while let node = current {
            if node.is(MemberBlockItemSyntax.self) || node.is(SourceFileSyntax.self) { break }
            let child = path[path.count - 1]
            let grandchild = path.count >= 2 ? path[path.count - 2] : nil
            if let component = component(at: node, from: child, via: grandchild) { components.append(component) }
            path.append(node)
            current = node.parent
        }
        context.components = components.reversed()
        context.enclosingType = Self.enclosingType(of: origin)
        return context
    }

    private func component(at node: Syntax, from child: Syntax, via grandchild: Syntax?) -> IdentityComponent? {
        if let ifExpression = node.as(IfExprSyntax.self) {
            let conditions = atoms(ifExpression.conditions)
            if child.id == ifExpression.body.id {
                return .branch(conditions: conditions, isElse: false, offset: Self.offset(ifExpression))
            }
            if let elseBody = ifExpression.elseBody, child.id == Syntax(elseBody).id {
                return .branch(conditions: conditions, isElse: true, offset: Self.offset(ifExpression))
            }
            return nil
        }
        if let switchCase = child.as(SwitchCaseSyntax.self), node.is(SwitchCaseListSyntax.self),
            let switchExpression = node.parent?.as(SwitchExprSyntax.self)
        {
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard let index = cases.firstIndex(where: { $0.id == switchCase.id }) else { return nil }
            return .switchCase(
                subject: facts(switchExpression.subject), index: index, count: cases.count,
                offset: Self.offset(switchExpression))
        }
        if let member = node.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
            member.declName.baseName.text == "id", let call = member.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == member.id, let argument = call.arguments.first
        {
            return .explicitID(facts(argument.expression))
        }
        guard let call = node.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id else { return nil }
        // Where in the call the creation sits: the label of its argument, `nil` for the trailing closure.
        let label: String?
        if let trailing = call.trailingClosure, trailing.id == child.id {
            label = nil
        } else if let argument = grandchild?.as(LabeledExprSyntax.self) {
            label = argument.label?.text ?? "_"
        } else if let additional = grandchild?.as(MultipleTrailingClosureElementSyntax.self) {
            label = additional.label.text
        } else {
            return nil
        }
        return component(call: call, label: label)
    }

    private func component(call: FunctionCallExprSyntax, label: String?) -> IdentityComponent? {
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        func argument(_ name: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == name }?.expression }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.rowBuilders.contains(name), label == nil || label == "content" || label == "rowContent",
                let data = call.arguments.first(where: { $0.label == nil || $0.label?.text == "data" })
            {
                let idIsSelf = argument("id")?.as(KeyPathExprSyntax.self)?.components.trimmedDescription == ".self"
                return .element(data: facts(data.expression), idIsSelf: idIsSelf)
            }
            if name == "NavigationLink" {
                let isDestination =
                    label == "destination" || (label == nil && !labels.contains("destination") && !labels.contains("value"))
                guard isDestination else { return nil }
                let binding = argument("isActive") ?? argument("selection")
                return .presentation(
                    kind: "NavigationLink", binding: binding.map(facts), isEager: true, offset: Self.offset(call))
            }
            return nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard Self.presenters.contains(name), label != "onDismiss" else { return nil }
        let binding = argument("isPresented") ?? argument("item")
        return .presentation(kind: name, binding: binding.map(facts), isEager: false, offset: Self.offset(call))
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
        ExpressionScanner.facts(of: expression, classNames: classNames)
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
