import Invalidation

extension Analysis {
    /// Per view that takes a whole `ObservableObject` from its creators (`@ObservedObject`)
    /// and reads some of its `@Published` properties, not all: the graph where its creators
    /// pass those properties' values instead. The view then reads each as an input that
    /// carries its key, and no longer every key of the class.
    ///
    /// Only where the view does nothing else with the object: every use of the property is
    /// a read of one of those properties while the body runs (no method called, nothing
    /// changed or handed on, no binding), every creation passes the object, and no property
    /// of the view already has one of those names.
    func passLessAdvice(model: RecomputationModel) -> [PendingAdvice] {
        let source = self.model
        let module = source.module
        let observations = source.built.observations
        let uses = source.uses
        var found: [PendingAdvice] = []
        for (view, observed) in observations.enumerated() {
            let type = source.built.typeOfView[view]
            for subscription in observed.subscriptions {
                guard subscription.wrapper.flatMap({ SwiftUIKnowledge.propertyWrappers[$0] }) == .observedObject,
                    observed.subscriptions.filter({ $0.object == subscription.object }).count == 1
                else { continue }
                let object = module.types[subscription.object]
                let keys = module.keys(of: subscription.object)
                // A key the view reads besides its subscription (a binding a control shows) needs more than a value.
                guard Set(subscription.keys) == Set(keys) else { continue }
                let reads = observed.publishedReads.filter { keys.contains($0.name) }
                guard !reads.isEmpty, reads.count < keys.count else { continue }
                let properties = reads.map { StateKey($0.name)?.property ?? $0.name }
                guard properties.allSatisfy({ module.types[type].property($0) == nil }),
                    uses.uses[type].allSatisfy({ use in
                        use.property != subscription.property
                            || (use.timing == .body && use.effect == .read && use.access == .value
                                && use.memberEffect == .read && !use.callsMemberOfValue
                                && use.memberOfValue.map(properties.contains) == true)
                    })
                else { continue }
                let into = graph.edges.indices.filter { graph.edges[$0].to == view }
                // Each creator must run when the properties change, to pass their new values:
                // one that does not observe the object would keep passing the old ones.
                let readKeys = Set(reads.map(\.name))
                guard !into.isEmpty,
                    into.allSatisfy({ edge in
                        graph.edges[edge].arguments.contains { $0.fills.contains(subscription.property) }
                            && readKeys.isSubset(of: Set(graph.views[graph.edges[edge].from].reads.map(\.name)))
                    })
                else { continue }
                let viewName = graph.views[view].name
                let list = properties.joined(separator: ", ")
                var edits = [
                    Advice.Edit(
                        location: source.location(subscription.place),
                        change:
                            "'\(subscription.property)' of \(viewName): take \(list) instead of the whole \(object.name), as "
                            + (properties.count == 1 ? "a plain property" : "plain properties"))
                ]
                for use in uses.uses[type] where use.property == subscription.property {
                    let member = use.memberOfValue ?? ""
                    edits.append(
                        Advice.Edit(
                            location: source.location(use.place),
                            change: "read \(member) instead of \(subscription.property).\(member)"))
                }
                for edge in into {
                    edits.append(
                        Advice.Edit(
                            location: graph.edges[edge].location,
                            change:
                                "\(graph.views[graph.edges[edge].from].name) creates \(viewName): pass the object's \(list) instead of the object"
                        ))
                }
                let affected = inGraphOrder(Set(keys))
                let advice = Advice(
                    kind: .passLess, subject: "\(viewName).\(subscription.property)",
                    summary:
                        "pass \(viewName) the \(list) of \(object.name) it reads instead of the whole object: it then runs only when \(properties.count == 1 ? "that changes" : "they change")",
                    keys: affected, before: Self.bodies(of: affected, in: index, model: model), after: .zero,
                    edits: Self.sorted(edits), views: Self.unique([view] + into.map { graph.edges[$0].from }))
                let property = subscription.property
                let dropped = Set(subscription.keys)
                found.append(
                    PendingAdvice(advice: advice) { graph in
                        graph.views[view].reads.removeAll { dropped.contains($0.name) }
                        graph.views[view].inputs.removeAll { $0.name == property }
                        graph.views[view].inputs += zip(properties, reads).map { ViewGraph.Read($0, at: $1.location) }
                        for edge in into {
                            var arguments: [ViewGraph.Argument] = []
                            for argument in graph.edges[edge].arguments {
                                guard argument.fills.contains(property) else {
                                    arguments.append(argument)
                                    continue
                                }
                                // `model.title` in the creator's terms: the object's key, and
                                // whatever the creator's object came through.
                                arguments += zip(properties, reads).map { name, read in
                                    ViewGraph.Argument(
                                        parameter: name, fills: [name], keys: [read.name], inputs: argument.inputs)
                                }
                            }
                            graph.edges[edge].arguments = arguments
                        }
                    })
            }
        }
        return found
    }
}
