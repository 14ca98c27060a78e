import Invalidation
internal import SwiftSyntax

extension Analysis {
    /// Per view whose body reads a key in one statement of a view builder only (a `Text`, a
    /// control, a modified view that creates none of the app's views), and does nothing
    /// else with it while its body runs: the graph where that statement is a view of its
    /// own, created in its place, that reads the key (handed a binding, the object, or
    /// reading the environment itself). A change of the key then runs that small view
    /// instead of the whole body, and no longer what the body's running runs below it
    /// (children handed a closure, under the swiftui model).
    ///
    /// Not where the key is passed to a created view or put in the environment (the body
    /// still reads it), nor where the view observes an `ObservableObject` whose key it is.
    func moveReadDownAdvice(model: RecomputationModel) -> [PendingAdvice] {
        let source = self.model
        let module = source.module
        let uses = source.uses
        var found: [PendingAdvice] = []
        for (view, type) in source.built.typeOfView.enumerated() {
            guard graph.views[view].kind == .view, case .property(let bodyName)? = module.types[type].role.bodyMember
            else { continue }
            let outgoing = graph.edges.filter { $0.from == view }
            var passed = Set<String>()
            for edge in outgoing {
                for argument in edge.arguments { passed.formUnion(argument.keys) }
                for injection in edge.injections { passed.formUnion(injection.keys) }
            }
            let subscribed = Set(source.built.observations[view].subscriptions.flatMap(\.keys))
            // Per key: the uses in the body that read it.
            var readers: [String: [PropertyUse]] = [:]
            let bodyUses = uses.uses[type].filter { $0.timing == .body }
            for use in bodyUses where use.effect.isBodyRead || use.memberEffect?.isBodyRead == true {
                for key in uses.keysRead(by: use) { readers[key.description, default: []].append(use) }
            }
            for read in graph.views[view].reads {
                let key = read.name
                // A binding the body only hands to a control is no read of the body's own: moving
                // the control saves no run of it that the source shows for sure.
                guard !passed.contains(key), !subscribed.contains(key), let keyUses = readers[key], keyUses.count == 1,
                    keyUses[0].effect != .shownBinding, keyUses[0].memberEffect != .shownBinding,
                    keyUses[0].member == .property(bodyName),
                    let part = Self.statement(around: keyUses[0].node),
                    Self.holdsOnly(keyUses[0], in: part, among: bodyUses),
                    let file = source.file(of: part)
                else { continue }
                let start = source.files[file].location(of: part)
                let end = source.files[file].endLocation(of: part)
                // The part creates none of the app's views: it moves whole into a view with no children.
                let creates = outgoing.contains { edge in
                    guard let location = edge.location, location.file == start.file else { return false }
                    return (location.line, location.column) >= (start.line, start.column)
                        && (location.line, location.column) <= (end.line, end.column)
                }
                guard !creates else { continue }
                let name = graph.views[view].name
                let lines = start.line == end.line ? "line \(start.line)" : "lines \(start.line)–\(end.line)"
                let advice = Advice(
                    kind: .moveReadDown, subject: "\(name): \(key)",
                    summary:
                        "move \(name)'s read of \(key) into a view of its own: a change of it then runs that view, not \(name)'s whole body",
                    keys: [key], before: Self.bodies(of: [key], in: index, model: model), after: .zero,
                    edits: [
                        Advice.Edit(
                            location: start,
                            change:
                                "\(lines) of \(name)'s body, the only place it reads \(key): a view of its own that reads it "
                                + "(handed a binding or the object, or reading the environment itself), created here")
                    ], views: [view])
                found.append(
                    PendingAdvice(advice: advice) { graph in
                        graph.views[view].reads.removeAll { $0.name == key }
                        let part = graph.views.count
                        graph.views.append(
                            ViewGraph.View(
                                name: "\(name) (\(key) at line \(start.line))", location: start, reads: [read],
                                target: graph.views[view].target))
                        graph.edges.append(ViewGraph.Edge(from: view, to: part, location: start))
                    })
            }
        }
        return found
    }

    /// The statement of a view builder (a body, a `VStack { … }`) that holds `node`: the
    /// outermost expression around it that is one statement of its own.
    static func statement(around node: Syntax) -> Syntax? {
        var current = node
        while let parent = current.parent {
            if parent.is(CodeBlockItemSyntax.self) {
                // A statement of a closure or of the body itself.
                guard let list = parent.parent?.as(CodeBlockItemListSyntax.self),
                    list.parent?.is(ClosureExprSyntax.self) == true || list.parent?.is(AccessorBlockSyntax.self) == true
                        || list.parent?.is(CodeBlockSyntax.self) == true
                else { return nil }
                return current.is(ExprSyntax.self) ? current : nil
            }
            // A statement with its own control flow (`if`, `switch`, `for`) decides more than what it shows.
            if parent.is(IfExprSyntax.self) || parent.is(SwitchExprSyntax.self) || parent.is(ForStmtSyntax.self)
                || parent.is(GuardStmtSyntax.self) || parent.is(ReturnStmtSyntax.self)
            {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// Whether the only use in `part`, of those while the body runs, is `use`: the part
    /// reads nothing else of the view, so it moves into a view of its own with that alone.
    private static func holdsOnly(_ use: PropertyUse, in part: Syntax, among uses: [PropertyUse]) -> Bool {
        let range = part.position..<part.endPosition
        return uses.allSatisfy { other in
            other.node.id == use.node.id || !range.contains(other.node.position)
                || other.node.root.id != part.root.id
        }
    }
}
