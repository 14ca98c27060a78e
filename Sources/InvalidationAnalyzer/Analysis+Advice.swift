import Invalidation
import InvalidationReader

// Each advice is the app's graph rewritten as the change would leave it, counted by the
// same ``GraphIndex`` that `explain` asks: what a change of the code saves is what
// `explain` would say after it, less what it says today.
extension Analysis {
    /// Every change of the code that would run fewer bodies, the most saved first (ties by
    /// kind, then subject). Each counts, over the keys it affects, the most bodies a change
    /// of each key runs at once (``KeyCost/instances``), each key weighted equally.
    /// - Parameter model: The rule that decides which bodies run, as for `explain`.
    public func advice(model: RecomputationModel = .swiftui) -> [Advice] {
        let pending =
            observableAdvice(model: model) + passLessAdvice(model: model) + comparableInputAdvice(model: model)
            + moveReadDownAdvice(model: model)
        // Each rewritten graph is indexed and counted on its own, the graphs on every core.
        let base = graph
        let shape = index.shape
        let after = ParallelWork.map(count: pending.count) { position in
            var rewritten = base
            pending[position].rewrite(&rewritten)
            // Most changes leave the views, edges and identities as they are: what depends
            // on those alone is taken from today's index.
            let index =
                Self.keepsShape(base, rewritten) ? GraphIndex(rewritten, shape: shape) : GraphIndex(rewritten)
            return pending[position].advice.keys.reduce(InstanceCount.zero) { total, key in
                total + index.recomputations(of: key, model: model, listsSkipped: false).instancesAtOnce
            }
        }
        var found = pending.map(\.advice)
        for position in found.indices { found[position].after = after[position] }
        return found.filter { $0.saved > 0 }.sorted(by: Advice.ranks)
    }

    /// Whether `rewritten` has the views (by name), edges (by ends and identity) and roots
    /// of `base`.
    static func keepsShape(_ base: ViewGraph, _ rewritten: ViewGraph) -> Bool {
        guard base.views.count == rewritten.views.count, base.edges.count == rewritten.edges.count,
            base.roots == rewritten.roots
        else { return false }
        for (before, after) in zip(base.views, rewritten.views) where before.name != after.name { return false }
        for (before, after) in zip(base.edges, rewritten.edges)
        where before.from != after.from || before.to != after.to || before.identity != after.identity {
            return false
        }
        return true
    }

    /// An advice counted today, and the change it makes to the app's graph, which is
    /// counted after.
    struct PendingAdvice: Sendable {
        /// The advice, its ``Advice/after`` not yet counted.
        var advice: Advice
        /// Rewrites the app's graph as the change would leave it.
        var rewrite: @Sendable (inout ViewGraph) -> Void
    }

    /// The bodies a change of each of `keys` runs at once on `index`, summed.
    static func bodies(of keys: [String], in index: GraphIndex, model: RecomputationModel) -> InstanceCount {
        index.outcomes(of: keys, model: model).reduce(InstanceCount.zero) { $0 + $1.instancesAtOnce }
    }

    /// `views` each once, in the order first listed.
    static func unique(_ views: [Int]) -> [Int] {
        var seen = Set<Int>()
        return views.filter { seen.insert($0).inserted }
    }

    /// `keys` in the order the graph lists them.
    func inGraphOrder(_ keys: Set<String>) -> [String] {
        index.keys.filter(keys.contains)
    }

    /// Edits sorted by place: file, line, column; those without a place last. Edits that
    /// say the same at the same place (one creation that is several edges of the graph) once.
    static func sorted(_ edits: [Advice.Edit]) -> [Advice.Edit] {
        var seen = Set<Advice.Edit>()
        return edits.filter { seen.insert($0).inserted }.sorted { lhs, rhs in
            guard let left = lhs.location else { return false }
            guard let right = rhs.location else { return true }
            return (left.file ?? "", left.line, left.column, lhs.change) < (right.file ?? "", right.line, right.column, rhs.change)
        }
    }

    // MARK: ObservableObject to @Observable

    /// Per `ObservableObject` class some view subscribes to: the graph where it is
    /// `@Observable`. Each view then reads, of its keys, what its body reads (a property
    /// read, a binding a control shows), wherever it holds the object, and no longer every
    /// key through its subscription. A class with a superclass or subclass in the app is
    /// left out: it does not change alone.
    func observableAdvice(model: RecomputationModel) -> [PendingAdvice] {
        let module = self.model.module
        let observations = self.model.built.observations
        var subscribed: [Int: [Int]] = [:]
        for (view, observed) in observations.enumerated() {
            for subscription in observed.subscriptions where subscribed[subscription.object]?.last != view {
                subscribed[subscription.object, default: []].append(view)
            }
        }
        let inherited = Set(module.types.compactMap(\.superclass))
        let publisherUses = subscribed.isEmpty ? [:] : Self.publisherUses(in: self.model.files)
        var found: [PendingAdvice] = []
        for object in subscribed.keys.sorted() {
            let info = module.types[object]
            // A class that sends a held object's changes as its own keeps its observers
            // current with them only while both stay `ObservableObject`s.
            guard info.role == .observableObject, info.superclass == nil, !inherited.contains(object),
                module.forwardedObjects[object] == nil
            else { continue }
            let keySet = Set(module.keys(of: object))
            guard !keySet.isEmpty else { continue }
            // Per view: the keys it holds through its subscriptions alone, and those its body reads.
            let changes = graph.views.indices.compactMap { view -> (view: Int, dropped: Set<String>, added: [ViewGraph.Read])? in
                let dropped = Set(observations[view].subscriptions.filter { $0.object == object }.flatMap(\.keys))
                let added = observations[view].publishedReads.filter { keySet.contains($0.name) }
                return dropped.isEmpty && added.isEmpty ? nil : (view, dropped, added)
            }
            let keys = inGraphOrder(keySet)
            let advice = Advice(
                kind: .observable, subject: info.name,
                summary:
                    "make \(info.name) @Observable: a view then runs only for the properties its body reads, not for every @Published change",
                keys: keys, before: Self.bodies(of: keys, in: index, model: model), after: .zero,
                edits: observableEdits(object, subscribers: subscribed[object] ?? [], publisherUses: publisherUses),
                views: subscribed[object] ?? [])
            found.append(
                PendingAdvice(advice: advice) { graph in
                    for change in changes {
                        var reads = graph.views[change.view].reads.filter { !change.dropped.contains($0.name) }
                        for read in change.added where !reads.contains(where: { $0.name == read.name }) {
                            reads.append(read)
                        }
                        graph.views[change.view].reads = reads
                    }
                })
        }
        return found
    }

    /// Per property name: where the app's text names a publisher of it, `.$name`
    /// (`store.$items`), which `@Observable` has none of; each file read once.
    static func publisherUses(in files: [SourceFile]) -> [String: [SourceLocation]] {
        var found: [String: [SourceLocation]] = [:]
        func isNamePart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
        }
        for file in files {
            var text = file.text
            text.withUTF8 { bytes in
                var offset = 0
                while offset + 2 < bytes.count {
                    defer { offset += 1 }
                    guard bytes[offset] == UInt8(ascii: "."), bytes[offset + 1] == UInt8(ascii: "$"),
                        isNamePart(bytes[offset + 2])
                    else { continue }
                    var end = offset + 2
                    while end < bytes.count, isNamePart(bytes[end]) { end += 1 }
                    let name = String(decoding: bytes[(offset + 2)..<end], as: UTF8.self)
                    found[name, default: []].append(file.lines.location(ofOffset: offset + 1, file: file.path))
                }
            }
        }
        return found
    }

    /// Where to edit to make class `object` `@Observable`: the class, each use of its own
    /// `objectWillChange` and of its publishers (`publisherUses`, by property), each
    /// property that subscribes to one of its objects, each place that puts one in the
    /// environment.
    private func observableEdits(
        _ object: Int, subscribers: [Int], publisherUses: [String: [SourceLocation]]
    ) -> [Advice.Edit] {
        let source = self.model
        let info = source.module.types[object]
        let name = info.name
        let unpublished = info.properties.filter {
            !$0.isComputed && !$0.isStatic && !$0.isLet && !info.keyPropertySet.contains($0.name)
        }
        var classChange =
            "mark \(name) @Observable (iOS 17, macOS 14, tvOS 17, watchOS 10 and later: raise the targets that deploy "
            + "earlier), without ObservableObject and @Published"
        if !unpublished.isEmpty {
            classChange += "; mark " + unpublished.map(\.name).joined(separator: ", ")
                + " @ObservationIgnored, which are not @Published"
        }
        var edits = [Advice.Edit(location: source.location(info.place), change: classChange)]
        // In the class (`$query`, `self.$query`) and anywhere in the app (`store.$items`).
        var uses = source.module.ownPublisherUses(of: object).map(source.location)
        for property in info.keyProperties {
            for location in publisherUses[property] ?? [] where !uses.contains(location) { uses.append(location) }
        }
        for location in uses {
            edits.append(
                Advice.Edit(
                    location: location,
                    change:
                        "a @Published property's publisher is not there under @Observable: rewrite what this "
                        + "subscribes to (a didSet, or an .onChange(of:) or .task(id:) in a view)"))
        }
        for place in source.module.ownChangeUses(of: object) {
            edits.append(
                Advice.Edit(
                    location: source.location(place),
                    change: "objectWillChange is not there under @Observable: drop this (a property it announces is tracked)"))
        }
        for view in subscribers {
            for subscription in source.built.observations[view].subscriptions where subscription.object == object {
                let holder = "'\(subscription.property)' of \(graph.views[view].name)"
                let p = subscription.property
                let type = source.built.typeOfView[view]
                let makesBindings = source.uses.uses[type].contains { $0.property == p && $0.access == .projection }
                let change: String
                switch subscription.wrapper.flatMap({ SwiftUIKnowledge.propertyWrappers[$0] }) {
                case .stateObject?:
                    change =
                        "\(holder): @StateObject becomes @State (whose initial object is made again each time "
                        + "the view's creator runs, and dropped: keep its init cheap)"
                case .environmentObject?:
                    change = "\(holder): @EnvironmentObject becomes @Environment(\(name).self)"
                        + (makesBindings ? ", and the body makes its bindings through @Bindable var \(p) = \(p)" : "")
                case .observedObject?:
                    change = "\(holder): @ObservedObject becomes a plain property (@Bindable where it makes bindings with $)"
                default: change = "\(holder): hold the object as a plain property"
                }
                edits.append(Advice.Edit(location: source.location(subscription.place), change: change))
            }
        }
        var placed = Set<SourceLocation>()
        for edge in graph.edges where edge.injections.contains(where: { $0.entry == name }) {
            guard let location = edge.location, placed.insert(location).inserted else { continue }
            edits.append(
                Advice.Edit(
                    location: location,
                    change: ".environmentObject(…) around \(graph.views[edge.to].name) becomes .environment(…)"))
        }
        return Self.sorted(edits)
    }
}
