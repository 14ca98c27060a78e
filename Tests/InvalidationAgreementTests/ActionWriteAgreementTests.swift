import Invalidation
@testable import InvalidationAnalyzer
@testable import InvalidationSimulation
import SwiftSyntax
import Testing

/// The lifetime simulation replays the writes of a view's `onChange(of:)`, `task(id:)`,
/// `task` and `onAppear` actions; the use model records every write once. The slots the
/// simulation finds each view's actions writing are those the model's uses say: uses in
/// the action's code, and in the view's methods it calls, three calls deep.
@Suite struct ActionWriteAgreementTests {
    @Test(arguments: AgreementTests.folders)
    func theSimulationsActionsWriteTheSlotsTheUsesSay(_ folder: String) throws {
        let analysis = try AgreementTests.analysis(folder)
        let simulation = try Simulation(analysis: analysis)
        var simulated: [String: Set<String>] = [:]
        for facts in simulation.typeFacts {
            simulated[facts.name, default: []].formUnion(facts.actions.flatMap { $0.writes.map(\.property) })
        }
        let uses = analysis.model.uses
        for view in analysis.model.declaredViews {
            guard let found = simulated[view.name] else { continue }
            let expected = Self.slotsWrittenByActions(of: view, uses: uses)
            #expect(found == expected, "\(folder): \(view.name)")
        }
    }

    /// The view's `@State` and `@StateObject` properties that uses in its actions change,
    /// read straight off the model.
    static func slotsWrittenByActions(of view: DeclaredView, uses: UseModel) -> Set<String> {
        let slots = Set(
            view.properties.filter { $0.kind == .owned(.state) || $0.wrapperKind == .stateObject }.map(\.name))
        let modifiers = Set(SwiftUIKnowledge.watchingModifiers.keys).union(SwiftUIKnowledge.appearanceModifiers)
        func isAction(_ call: FunctionCallExprSyntax?) -> Bool {
            guard let name = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
                return false
            }
            return modifiers.contains(name)
        }
        let changes: Set<UseEffect> = [.assign, .mutatingCall, .inOut]
        var written = Set<String>()
        for use in uses.uses[view.type] where isAction(use.action) && changes.contains(use.effect) {
            written.insert(use.property)
        }
        // The methods an action names or calls, then those they call.
        let references = uses.methodReferences[view.type]
        var methods = Set(references.filter { isAction($0.action) }.map(\.method))
        var frontier = methods
        for _ in 0..<3 {
            let next = Set(
                references.compactMap { reference -> String? in
                    guard case .method(let name) = reference.member, frontier.contains(name) else { return nil }
                    return reference.method
                }
            ).subtracting(methods)
            methods.formUnion(next)
            frontier = next
        }
        for use in uses.uses[view.type] where changes.contains(use.effect) {
            if case .method(let name) = use.member, methods.contains(name) { written.insert(use.property) }
        }
        return written.intersection(slots)
    }
}
