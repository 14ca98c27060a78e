internal import SwiftSyntax

/// What a view's code says of the values that fill and replace its properties, as facts
/// without syntax: initial values, computed properties' getters, what each `init` sets,
/// the actions that change them, and the code that creates each view. The lifetime
/// simulation works on these; the uses come from the one ``UseModel``.
package struct ValueFacts: Sendable {
    /// The classes and actors of the analyzed files, by qualified and by simple name.
    let classNames: Set<String>
    let uses: UseModel
    /// The view types by name, for the properties their code names.
    let views: [String: DeclaredView]

    /// The facts of `model`'s code, for its views `views` (``SourceModel/declaredViews``).
    package init(model: SourceModel, views: [DeclaredView]) {
        classNames = model.classNames
        uses = model.uses
        self.views = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The value `property` is given where it is declared, if any.
    package func initialValue(of property: DeclaredProperty, in view: DeclaredView) -> ExpressionFacts? {
        property.initializer.map { facts($0, in: view) }
    }

    /// The view's computed properties, each with what its getter refers to.
    package func getters(of view: DeclaredView) -> [(name: String, value: ExpressionFacts)] {
        view.computedProperties.map { ($0.name, facts($0.getter, in: view)) }
    }

    /// The view's declared initializers, in the order of ``DeclaredView/initializers``.
    package func initializers(of view: DeclaredView) -> [InitializerFacts] {
        let declared = uses.module.types[view.type].initializers
        return view.initializers.indices.map { index in
            var assignments: [String: ExpressionFacts] = [:]
            for use in uses.assignments(inInitializer: index, of: view.type) {
                if let value = value(assignedBy: use, in: view) { assignments[use.property] = value }
            }
            let parameters = index < declared.count ? declared[index].parameters : []
            return InitializerFacts(
                parameters: parameters.map { InitializerFacts.Parameter(label: $0.label, name: $0.name) },
                assignments: assignments)
        }
    }

    /// The view's actions that change its properties (``UseModel/actions(of:)``).
    package func actions(of view: DeclaredView) -> [ActionFacts] {
        uses.actions(of: view.type).map { action in
            ActionFacts(
                trigger: action.trigger, watched: action.watched.map { facts($0, in: view) }, label: action.label,
                writes: action.changes.map {
                    ActionFacts.Write(property: $0.property, value: value(assignedBy: $0, in: view))
                })
        }
    }

    private func facts(_ expression: some SyntaxProtocol, in view: DeclaredView) -> ExpressionFacts {
        ExpressionFacts(expression, classNames: classNames, declares: view.declares)
    }

    /// The value `use` gives its property whole (`x = value`, `_x = State(initialValue: value)`);
    /// `nil` where it changes a part of it, computes it from itself (`x += 1`) or calls a method.
    private func value(assignedBy use: PropertyUse, in view: DeclaredView) -> ExpressionFacts? {
        guard use.effect == .assign, use.memberOfValue == nil else { return nil }
        if let value = use.assignedValue { return facts(value, in: view) }
        // The parser leaves `x = a + b` unfolded: the value is the rest of the list, which
        // the use holds as no single expression.
        guard let list = use.node.parent?.as(ExprListSyntax.self),
            let position = list.firstIndex(where: { $0.id == use.node.id })
        else { return nil }
        let operation = list.index(after: position)
        guard operation < list.endIndex, list[operation].is(AssignmentExprSyntax.self) else { return nil }
        let rest = Array(list[list.index(after: operation)...])
        return rest.isEmpty ? nil : ExpressionFacts(rest, classNames: classNames, declares: view.declares)
    }
}

/// One `init` of a view type: its parameters and what it gives the view's properties.
package struct InitializerFacts: Hashable, Sendable {
    /// One parameter: its argument label (`nil` for `_`) and its name inside the body.
    package struct Parameter: Hashable, Sendable {
        package var label: String?
        package var name: String
    }

    /// The parameters, in order.
    package var parameters: [Parameter]
    /// Per property: the value the body gives it whole (the last such assignment in source order).
    package var assignments: [String: ExpressionFacts]
}

/// An action of a view (``ViewAction``) as facts: when it runs, what it watches and what
/// it writes.
package struct ActionFacts: Hashable, Sendable {
    /// One change of a property of the view.
    package struct Write: Hashable, Sendable {
        package var property: String
        /// The value written, for `x = value`; `nil` for a change that keeps part of the old
        /// value, such as `flag.toggle()` or `count += 1`.
        package var value: ExpressionFacts?
    }

    package var trigger: ActionTrigger
    /// The value watched (`of:` or `id:`), when the trigger watches one.
    package var watched: ExpressionFacts?
    /// How the output names it: `onChange(of: name)`, `task(id: item)`, `onAppear`.
    package var label: String
    /// The changes, in the order ``ViewAction/changes`` gives.
    package var writes: [Write]
}
