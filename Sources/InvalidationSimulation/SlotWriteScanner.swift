internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Finds the writes to a view's slots in a block of code: `viewModel = …`,
/// `self.viewModel = …`, `_viewModel = State(initialValue: …)`, `count += 1`,
/// `isOn.toggle()`, and the methods of the view the block calls (`reload()`), which the
/// caller may follow.
final class SlotWriteScanner: SyntaxVisitor {
    /// The slots of the view, by name.
    private let slots: [String: SlotWrapper]
    private let classNames: Set<String>
    /// Whether the view declares a property of a name.
    private let declares: (String) -> Bool
    private(set) var writes: [ActionFacts.Write] = []
    private(set) var calledMethods: [String] = []

    init(slots: [String: SlotWrapper], classNames: Set<String>, declares: @escaping (String) -> Bool) {
        self.slots = slots
        self.classNames = classNames
        self.declares = declares
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, let target = slot(of: elements[0]) else { return .visitChildren }
        if elements[1].is(AssignmentExprSyntax.self) {
            var value = ExpressionScanner.facts(of: Array(elements[2...]), classNames: classNames, declares: declares)
            if let unwrapped = Self.wrapperArgument(elements[2...]) {
                value = ExpressionScanner.facts(of: unwrapped.expression, classNames: classNames, declares: declares)
                value.isAutoclosure = unwrapped.isStateObject
            }
            if slots[target] == .stateObject { value.isAutoclosure = true }
            writes.append(.init(slot: target, value: value))
        } else if let operation = elements[1].as(BinaryOperatorExprSyntax.self),
            Self.isCompoundAssignment(operation.operator.text)
        {
            writes.append(.init(slot: target, value: nil))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            if let base = member.base {
                if SwiftUIKnowledge.mutatingMethods.contains(method), let target = slot(of: base) {
                    writes.append(.init(slot: target, value: nil))
                } else if let reference = base.as(DeclReferenceExprSyntax.self),
                    reference.baseName.tokenKind == .keyword(.self)
                {
                    calledMethods.append(method)
                }
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isLowercase == true
        {
            calledMethods.append(reference.baseName.text)
        }
        return .visitChildren
    }

    /// The slot an assignment target names (`x`, `self.x`, `_x`, `self._x`).
    private func slot(of target: ExprSyntax) -> String? {
        guard let reference = PropertyReference(target, declares: declares), reference.access != .projection,
            slots[reference.name] != nil
        else { return nil }
        return reference.name
    }

    /// The initial value inside `State(initialValue: e)`, `State(wrappedValue: e)`,
    /// `StateObject(wrappedValue: e)` or `.init(wrappedValue: e)`.
    static func wrapperArgument(_ elements: ArraySlice<ExprSyntax>) -> (expression: ExprSyntax, isStateObject: Bool)? {
        guard elements.count == 1, let call = elements.first?.as(FunctionCallExprSyntax.self),
            let argument = call.arguments.first,
            SwiftUIKnowledge.wrapperValueLabels.contains(argument.label?.text ?? "")
        else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.tokenKind == .keyword(.`init`)
        {
            // `.init(wrappedValue:)` names no wrapper: it is whichever the slot has.
            return (argument.expression, false)
        }
        guard let type = ConstructedType(call), let kind = SwiftUIKnowledge.propertyWrappers[type.name],
            kind == .owned(.state) || kind == .stateObject
        else { return nil }
        return (argument.expression, kind == .stateObject)
    }

    static func isCompoundAssignment(_ spelling: String) -> Bool {
        spelling.count >= 2 && spelling.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(spelling)
    }
}
