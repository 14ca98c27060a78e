import InvalidationAnalyzer

/// `state_init_copy` (opt-in): state set in `init` from a parameter as a copy made on
/// purpose (a draft the view edits through a binding or writes back, a parameter named
/// `initial…`, `default…` or `prefill…`, an object the creator builds at the call to hand over), where a place that creates the view can pass a new value under the same
/// identity: the copy ignores it. Usually what the author meant; worth a look when the view
/// should show later values too.
enum StateInitCopyRule: ViewLintRule {
    static let description = RuleDescription(
        id: .stateInitCopy,
        name: "State copied from an init parameter on purpose",
        summary: """
            A @State set in init from a parameter as a copy to edit (bound to a control or a child, or written \
            back), from a parameter named initial… or default…, or from an object its creator builds at the call to \
            hand over, ignores the new values passed to the same view later. That is usually the point; check it \
            where the view should also show later values.
            """,
        isOptIn: true,
        nonTriggeringExamples: StateInitTrapExamples.copyNonTriggering,
        triggeringExamples: StateInitTrapExamples.copyTriggering)

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        for trap in StateInitTraps.find(in: view, context: context) where trap.isDeliberateCopy {
            let properties = trap.properties
            let names = StateInitTrapRule.list(properties.map { "'\($0.name)'" })
            let parameter = trap.parameter.name
            let message =
                trap.handsOverObject
                ? "\(names) in \(view.simpleName) keeps the object passed as '\(parameter)' on its first appearance; the objects "
                    + "built for it later, where it is created, are dropped. If they can differ, give \(view.simpleName) an .id(…) "
                    + "of what they are built from; if the first object is meant to live on, nothing is wrong."
                : "\(names) in \(view.simpleName) \(properties.count == 1 ? "is a copy" : "are copies") of '\(parameter)' made in init, "
                    + "so new values of '\(parameter)' passed to the same view are ignored. If the view should show them, "
                    + "set \(properties.count == 1 ? "it" : "them") in .onChange(of: \(trap.holder ?? parameter)) as well; "
                    + "if the copy is the point, nothing is wrong."
            let notes = StateInitTrapRule.siteNotes(of: trap, view: view, context: context)
            findings.append(
                finding(
                    message, at: context.location(of: trap.assignments[0].target), view: view,
                    symbol: "init(\(parameter))", notes: notes))
        }
    }
}
