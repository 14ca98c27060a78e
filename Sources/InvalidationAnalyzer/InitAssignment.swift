package import SwiftSyntax

/// A stored property of a view given a value in one of the view's initializers, with the
/// initializer parameters that value depends on.
package struct InitAssignment {
    /// The property.
    package var property: DeclaredProperty
    /// The initializer.
    package var initializer: InitializerDeclSyntax
    /// The assigned place: `self.x`, `x`, `_x` or `self._x`; the spot rules flag.
    package var target: ExprSyntax
    /// The value, unwrapped from `State(initialValue:)` and its relatives, when it is
    /// one expression.
    package var value: ExprSyntax?
    /// The parameters of the initializer the value depends on, directly or through
    /// locals and properties set from them earlier, in parameter order.
    package var parameters: [InitParameter]
    /// For each stored property set in the same initializer, the parameters its value depends on.
    package var propertyOrigins: [String: Set<String>]
    /// For each stored property set in the same initializer to a parameter itself or a
    /// member of it (`self.id = item.id`), that parameter. Properties that are state
    /// themselves are left out: they keep their first value just the same.
    package var propertyHolders: [String: HeldParameter] = [:]
    /// The parameter the value is, or is a member of (`model`, `item.title`), through
    /// locals that hold one; `nil` for a value computed from it.
    package var held: HeldParameter? = nil

    /// The type the value builds (`Store` in `_store = State(initialValue: Store())`); `nil`
    /// where it builds none by name (``ConstructedType``).
    package var createdType: String? {
        value?.as(FunctionCallExprSyntax.self).flatMap { ConstructedType($0)?.name }
    }

    /// The properties that hold parameter `parameter`, other than this one: where the body
    /// can still see that parameter's later values, those holding it whole first. A
    /// property computed from it (`isNew = item == nil`) does not hold it: watching it
    /// misses most of its changes.
    package func properties(holding parameter: InitParameter) -> [String] {
        propertyHolders.filter { $0.key != property.name && $0.value.name == parameter.name }
            .sorted { ($0.value.isWhole ? 0 : 1, $0.key) < ($1.value.isWhole ? 0 : 1, $1.key) }
            .map(\.key)
    }

    /// The assignments in `view`'s initializers to properties whose wrapper is of one of `kinds`.
    package static func find(in view: DeclaredView, kinds: Set<WrapperKind>) -> [InitAssignment] {
        var found: [InitAssignment] = []
        for initializer in view.initializers {
            guard let body = initializer.body else { continue }
            let walker = InitializerWalker(view: view, initializer: initializer, kinds: kinds)
            walker.walk(body)
            found += walker.assignments.map { assignment in
                var assignment = assignment
                assignment.propertyOrigins = walker.propertyOrigins
                assignment.propertyHolders = walker.propertyHolders
                return assignment
            }
        }
        return found
    }
}

/// The parameter a property or local holds: the parameter itself (`isWhole`) or a member of it.
package struct HeldParameter: Hashable {
    package var name: String
    package var isWhole: Bool
}

/// A parameter of an initializer: its argument label (`nil` for `_`), its name inside the
/// body and its position.
package struct InitParameter: Hashable {
    package var label: String?
    package var name: String
    package var index: Int

    /// The parameters of `initializer`, in order.
    package static func all(of initializer: InitializerDeclSyntax) -> [InitParameter] {
        initializer.signature.parameterClause.parameters.enumerated().map { index, parameter in
            let first = parameter.firstName.text
            return InitParameter(label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first, index: index)
        }
    }
}

/// Follows an initializer's statements in order, tracking which parameters each local
/// and property comes from, and records assignments to wrapped properties.
private final class InitializerWalker: SyntaxVisitor {
    package let view: DeclaredView
    package let kinds: Set<WrapperKind>
    package let initializer: InitializerDeclSyntax
    package let parameters: [InitParameter]
    /// Parameters and locals, with the parameters each comes from.
    package var localOrigins: [String: Set<String>] = [:]
    /// Parameters and locals that hold a parameter itself or a member of it, with that parameter.
    package var localHolders: [String: HeldParameter] = [:]
    package var propertyOrigins: [String: Set<String>] = [:]
    package var propertyHolders: [String: HeldParameter] = [:]
    package var assignments: [InitAssignment] = []

    init(view: DeclaredView, initializer: InitializerDeclSyntax, kinds: Set<WrapperKind>) {
        self.view = view
        self.kinds = kinds
        self.initializer = initializer
        parameters = InitParameter.all(of: initializer)
        for parameter in parameters {
            localOrigins[parameter.name] = [parameter.name]
            localHolders[parameter.name] = HeldParameter(name: parameter.name, isWhole: true)
        }
        super.init(viewMode: .sourceAccurate)
    }

    /// The parameter `expression` is, or is a member of (`item`, `item.id`, `item?.owner.name`),
    /// through locals that hold one; `nil` for anything computed from it.
    package func heldParameter(_ expression: ExprSyntax) -> HeldParameter? {
        let (current, isWhole) = MemberChain.start(of: expression)
        guard let reference = current.as(DeclReferenceExprSyntax.self),
            let held = localHolders[reference.baseName.text]
        else { return nil }
        return HeldParameter(name: held.name, isWhole: held.isWhole && isWhole)
    }

    /// Whether a property of this kind is state that keeps its first value (`@State`, `@StateObject`).
    private static func keepsFirstValue(_ kind: WrapperKind?) -> Bool {
        switch kind {
        case .owned(.state)?, .stateObject?: return true
        default: return false
        }
    }

    /// The parameters an expression depends on.
    package func origins(of node: some SyntaxProtocol) -> Set<String> {
        var result = Set<String>()
        for reference in ExpressionFacts.references(in: node, declares: view.declares) {
            if !reference.viaSelf, let local = localOrigins[reference.name] {
                result.formUnion(local)
            } else if let property = propertyOrigins[reference.name] {
                result.formUnion(property)
            }
        }
        return result
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            localOrigins[name] = binding.initializer.map { origins(of: $0.value) } ?? []
            localHolders[name] = binding.initializer.flatMap { heldParameter($0.value) }
        }
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let reference = PropertyReference(elements[0], declares: view.declares)
        else { return .visitChildren }
        let name = reference.name
        let isBare = elements[0].is(DeclReferenceExprSyntax.self) && reference.access == .value
        // A bare name that is a parameter or local is not the property.
        if isBare && localOrigins[name] != nil { return .visitChildren }
        let valueElements = elements[2...]
        var dependsOn = Set<String>()
        for element in valueElements { dependsOn.formUnion(origins(of: element)) }
        propertyOrigins[name] = dependsOn
        let held = valueElements.count == 1 ? heldParameter(valueElements.first!) : nil
        if let held, !Self.keepsFirstValue(view.property(named: name)?.wrapperKind) {
            propertyHolders[name] = held
        } else {
            propertyHolders[name] = nil
        }
        guard let property = view.property(named: name), let wrapper = property.wrapper,
            let kind = property.wrapperKind, kinds.contains(kind)
        else {
            return .skipChildren
        }
        var value: ExprSyntax? = valueElements.count == 1 ? valueElements.first : nil
        if let single = value, let inner = CallShape.wrappedValue(in: single, wrappers: [wrapper]) {
            value = inner
        }
        assignments.append(
            InitAssignment(
                property: property, initializer: initializer, target: elements[0], value: value,
                parameters: parameters.filter { dependsOn.contains($0.name) }, propertyOrigins: [:],
                held: value.flatMap(heldParameter)))
        return .skipChildren
    }
}
