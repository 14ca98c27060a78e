package import SwiftSyntax

/// When SwiftUI runs an action that can replace a view's state.
package enum ActionTrigger: Hashable, Sendable {
    /// `onChange(of:initial:)`: when the watched value changes; also on appearing when `initial` is true.
    case change(initial: Bool)
    /// `task(id:)`: on appearing and whenever the id changes.
    case taskID
    /// `onAppear` or `task` without an id: on appearing only.
    case appear
}

/// A closure of a view that SwiftUI runs on appearing or when a watched value changes
/// (`onChange(of:)`, `task(id:)`, `task`, `onAppear`), with what its code changes of the
/// view's own properties.
package struct ViewAction: Sendable {
    /// The modifier's call: `.onChange(of: name) { … }`.
    package var call: FunctionCallExprSyntax
    /// The modifier's name, `onChange`.
    package var modifier: String
    package var trigger: ActionTrigger
    /// The value watched (`of:` or `id:`), when the trigger watches one.
    package var watched: ExprSyntax?
    /// The uses that change a property of the view: in the action's code first, in source
    /// order, then in each method that code calls, in the order of the calls.
    package var changes: [PropertyUse]

    /// How the output names it: `onChange(of: name)`, `task(id: item)`, `onAppear`.
    package var label: String {
        guard let watched, let label = SwiftUIKnowledge.watchingModifiers[modifier] else { return modifier }
        return "\(modifier)(\(label): \(watched.trimmedDescription))"
    }
}

extension UseEffect {
    /// Whether the use changes the value where it runs: sets it, calls a method that changes
    /// it, or hands it over `inout`. A binding changes it only when its receiver writes.
    package var changesInPlace: Bool { self == .assign || self == .mutatingCall || self == .inOut }
}

extension UseModel {
    /// How many calls away from an action's code the methods it calls are followed.
    package static let actionCallDepth = 3

    /// The actions of the view of type `id` whose code changes a property of the view, in
    /// the order their calls start (a chain of modifiers from its last call).
    package func actions(of id: Int) -> [ViewAction] {
        guard uses.indices.contains(id) else { return [] }
        var calls: [SyntaxIdentifier: (call: FunctionCallExprSyntax, place: Place)] = [:]
        func note(_ call: FunctionCallExprSyntax?, at place: Place) {
            guard let call, calls[call.id] == nil else { return }
            calls[call.id] = (call, Place(file: place.file, call))
        }
        for use in uses[id] where use.action != nil { note(use.action, at: use.place) }
        for reference in methodReferences[id] where reference.action != nil { note(reference.action, at: reference.place) }
        let ordered = calls.values.sorted { first, second in
            // A call that holds another starts where it does: the outer one comes first.
            if first.place != second.place { return first.place < second.place }
            return first.call.endPosition > second.call.endPosition
        }
        let code = ActionCode(uses: uses[id], references: methodReferences[id])
        return ordered.compactMap { Self.action(ofCall: $0.call, code: code) }
    }

    /// The action `call` starts, if it is one that changes the view's properties.
    private static func action(ofCall call: FunctionCallExprSyntax, code: ActionCode) -> ViewAction? {
        guard let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
            return nil
        }
        let watchedLabel = SwiftUIKnowledge.watchingModifiers[modifier]
        guard watchedLabel != nil || SwiftUIKnowledge.appearanceModifiers.contains(modifier) else { return nil }
        let watched = call.arguments.first { $0.label?.text == watchedLabel }?.expression
        let initial = call.arguments.contains {
            $0.label?.text == "initial"
                && $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
        let trigger: ActionTrigger
        if watched != nil {
            trigger = modifier == SwiftUIKnowledge.changeModifier ? .change(initial: initial) : .taskID
        } else if modifier == SwiftUIKnowledge.changeModifier {
            return nil
        } else {
            trigger = .appear
        }
        var changes = code.changes.filter { $0.action?.id == call.id }
        let references = code.references.filter { $0.action?.id == call.id }.sorted { $0.place < $1.place }
        for reference in references {
            // A method named in place of the code (`onAppear(perform: load)`) is the action's code.
            let depth = isNamedAsCode(reference, by: call) ? 0 : 1
            changes += code.changes(inMethod: reference.method, depth: depth)
        }
        guard !changes.isEmpty else { return nil }
        return ViewAction(call: call, modifier: modifier, trigger: trigger, watched: watched, changes: changes)
    }

    /// Whether `reference` is an argument of `call` rather than a call inside its closure.
    private static func isNamedAsCode(_ reference: MethodReference, by call: FunctionCallExprSyntax) -> Bool {
        let offset = Int(reference.place.offset)
        return call.arguments.contains { argument in
            !argument.expression.is(ClosureExprSyntax.self)
                && argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset <= offset
                && offset < argument.expression.endPositionBeforeTrailingTrivia.utf8Offset
        }
    }

    /// The uses that set a property of type `id` in its initializer `index` (by position in
    /// the type's declared initializers), in source order.
    package func assignments(inInitializer index: Int, of id: Int) -> [PropertyUse] {
        guard uses.indices.contains(id) else { return [] }
        return uses[id].filter { $0.member == .initializer(index) && $0.effect == .assign }
    }
}

/// The code of one type as actions follow it: its changes of its own properties and the
/// references to its methods, by member.
private struct ActionCode {
    /// The uses that change a property, in source order.
    let changes: [PropertyUse]
    let references: [MethodReference]
    private let changesByMember: [UseMember: [PropertyUse]]
    private let referencesByMember: [UseMember: [MethodReference]]

    init(uses: [PropertyUse], references: [MethodReference]) {
        changes = uses.filter(\.effect.changesInPlace)
        self.references = references
        changesByMember = Dictionary(grouping: changes, by: \.member)
        referencesByMember = Dictionary(grouping: references, by: \.member)
    }

    /// The changes in the method `name`, then in the methods it calls, up to
    /// ``UseModel/actionCallDepth`` calls from the action's code (`depth` is the method's own).
    func changes(inMethod name: String, depth: Int) -> [PropertyUse] {
        let member = UseMember.method(name)
        var found = changesByMember[member] ?? []
        guard depth < UseModel.actionCallDepth else { return found }
        for reference in referencesByMember[member] ?? [] {
            found += changes(inMethod: reference.method, depth: depth + 1)
        }
        return found
    }
}
