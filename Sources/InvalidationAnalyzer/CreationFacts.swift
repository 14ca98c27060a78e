import Invalidation
internal import SwiftSyntax

/// One test that decides whether a branch is taken, as it can be followed symbolically.
package struct ConditionAtom: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A Boolean value (`showDetails`, `!isCollapsed`).
        case boolean(negated: Bool)
        /// Whether an optional holds a value (`if let model`, `model != nil`, `model == nil`).
        case nonNil(negated: Bool)
        /// Anything else (`count > 3`, `items.isEmpty`): only which keys it reads is known.
        case opaque
    }

    package var kind: Kind
    package var expression: ExpressionFacts
    /// Where it is, so that views created under the same test share its value.
    package var offset: Int
}

/// One thing besides its position in its parent's body that decides a view's identity, in
/// the terms the lifetime simulation follows.
package enum IdentityFact: Hashable, Sendable {
    /// Inside a branch of an `if`: `isElse` is false for the `if` body (taken when every
    /// condition holds), true for the `else` body.
    case branch(conditions: [ConditionAtom], isElse: Bool, offset: Int)
    /// Inside case `index` of a `switch` whose subject is `subject`.
    case switchCase(subject: ExpressionFacts, index: Int, count: Int, offset: Int)
    /// Under `.id(value)`.
    case explicitID(ExpressionFacts)
    /// A row of `ForEach(data, id:)`; `idIsSelf` when the row is identified by its own value (`id: \.self`).
    case element(data: ExpressionFacts, idIsSelf: Bool)
    /// Content shown on demand: a sheet, a cover, a popover or a navigation destination.
    /// `binding` is the presentation binding (`isPresented:`, `item:`, `isActive:`), `nil`
    /// when SwiftUI keeps the state itself (a plain `NavigationLink`); `isEager` when the
    /// destination view is built with the link, before anyone navigates.
    case presentation(kind: String, binding: ExpressionFacts?, isEager: Bool, offset: Int)
}

/// What the code that creates a view says of it: the type whose code it is, the arguments
/// it passes and what decides the created view's identity.
package struct CreationFacts: Sendable {
    /// The qualified name of the type (or extended type) whose code holds the creation.
    package var enclosingType: String?
    /// The creation call's arguments by label (`_0`, `_1`, … where unlabeled).
    package var arguments: [String: ExpressionFacts] = [:]
    /// What decides the created view's identity, outermost first, without what the
    /// simulation does not follow (tabs, alerts).
    package var identity: [IdentityFact] = []
}

extension ValueFacts {
    /// The facts of the creation at `site`; `nil` for a root, which no code creates.
    package func creation(_ site: TreeSite) -> CreationFacts? {
        guard let origin = site.node else { return nil }
        var facts = CreationFacts()
        facts.enclosingType = Self.enclosingType(of: origin)
        let reader = SiteReader(
            classNames: classNames, declares: facts.enclosingType.flatMap { views[$0] }?.declares ?? { _ in false })
        if let call = origin.as(FunctionCallExprSyntax.self) {
            for (position, argument) in call.arguments.enumerated() {
                facts.arguments[argument.label?.text ?? "_\(position)"] = reader.facts(argument.expression)
            }
        }
        facts.identity = site.identity.compactMap(reader.identity)
        return facts
    }

    /// The qualified name of the type (or extended type) whose code holds `node`.
    private static func enclosingType(of node: Syntax) -> String? {
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

extension Analysis {
    /// The identity component at `offset` where the tree's node `node` is created, with where
    /// it is written: for naming a branch that keeps views away.
    package func identityComponent(
        ofNode node: Int, at offset: Int
    ) -> (component: IdentityComponent, location: Invalidation.SourceLocation)? {
        let sites = treeSites
        guard sites.indices.contains(node), let found = sites[node].identity.first(where: { $0.offset == offset }) else {
            return nil
        }
        return (found.component, model.location(of: found.node))
    }
}

/// Reads the facts of one creation site's identity, as code of the type that holds it.
private struct SiteReader {
    let classNames: Set<String>
    /// Whether the type whose code creates the view declares a property of a name.
    let declares: (String) -> Bool

    func facts(_ expression: some SyntaxProtocol) -> ExpressionFacts {
        ExpressionFacts(expression, classNames: classNames, declares: declares)
    }

    /// The simulation's form of one component; `nil` for what it does not follow (tabs, alerts).
    func identity(_ site: SiteComponent) -> IdentityFact? {
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
        case .tab, .compiled:
            // A compiled clause never changes while the app runs: no identity to follow.
            return nil
        }
    }

    /// The tests of an `if`'s conditions, each as the simulation follows it.
    private func atoms(_ conditions: ConditionElementListSyntax) -> [ConditionAtom] {
        var atoms: [ConditionAtom] = []
        for element in conditions {
            let offset = element.positionAfterSkippingLeadingTrivia.utf8Offset
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

    /// `name` or `self.name`: a test of one value, which the simulation follows per key.
    private static func isPlainName(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.tokenKind == .keyword(.self)
        }
        return false
    }
}
