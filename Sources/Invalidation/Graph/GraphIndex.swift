/// A ``ViewGraph`` indexed to answer what a change recomputes, with exact instance counts,
/// in time that follows the graph's size, not the number of instances.
///
/// Built once: keys interned, each edge's arguments turned into bit masks over the created
/// view's inputs, one depth-first walk from the roots that gives the *course order* (the
/// order the course's tree would list the views in, where every view is created once) and
/// marks the edges that close a cycle (a view created inside itself), and a topological
/// order of the rest. Instances are counted by paths from the roots in that order.
///
/// A change of a key is one pass over the views reachable from where the key's value
/// lives (the owner of a `@State`, the roots for anything else), carrying for each path
/// the set of the view's inputs that carry the key, and the environment entries that a
/// view above filled from it; paths that carry nothing of it are not followed into views
/// from which no reader of the key, and no edge that passes it on, can be reached. A view
/// is recomputed on a path when its body reads the key, reads an input that carries it
/// there, or takes such an entry from the environment (the course's rule); under
/// ``RecomputationModel/swiftui`` also when its creator's body runs on that path and
/// passes it an input that carries the key or one that cannot be compared.
///
/// A change happens to one storage instance: a view-owned key's paths start at one
/// instance of its owner, a property of objects views make at one instance of the
/// costliest maker (``ViewGraph/objects``). Views in branches of one `if`/`switch`, and the
/// modal presentations of one body, are alternatives: where two of them lead somewhere, a
/// pass back over the states the paths reached takes each statement's costliest branch,
/// for the most bodies at once and for each view's own most.
public struct GraphIndex: Sendable {
    /// The graph indexed.
    public let graph: ViewGraph
    /// The views in course order, every view once: each after every view that creates it,
    /// and otherwise in the order a depth-first walk from the roots first reaches them
    /// (where every view is created once, that walk's order, the course tree's order).
    public var order: [Int] { shape.order }
    /// Per edge: whether it closes a cycle and is left out of paths.
    public var isCycleEdge: [Bool] { shape.isCycleEdge }
    /// Per view: how many instances the app has of it, counted by paths from the roots.
    public var instances: [InstanceCount] { shape.instances }

    /// Keys by name, and the storage of each.
    private let keyIDs: [String: Int]
    private let keyStorage: [Storage?]
    /// Views in a topological order of the edges that are not cycle edges.
    private var topological: [Int] { shape.topological }
    /// Per view: the edges out of it that are not cycle edges, as paths follow them.
    private var pathEdges: [[Int]] { shape.pathEdges }
    /// Per view: the edges into it that are not cycle edges.
    private var pathEdgesInto: [[Int]] { shape.pathEdgesInto }
    /// Per key: the edges paths follow that pass it in an argument or put it in the
    /// environment, where a change of it starts to travel along with the instances.
    private let edgesCarrying: [[Int]]
    /// Per view: its inputs (properties its creators fill or its body reads as inputs), by name.
    private let inputBits: [[String: UInt64]]
    /// Per view: the inputs its body reads.
    private let readInputMask: [UInt64]
    /// Per view: the keys its body reads directly.
    private let directReads: [Set<Int>]
    /// Per edge: each argument's effect on the created view's inputs.
    private let flows: [[Flow]]
    /// Per key: the views whose bodies read it directly.
    private let directReaders: [[Int]]
    /// Per view: its place in ``order``, and in the topological order.
    private var orderPosition: [Int] { shape.orderPosition }
    private var topologicalPosition: [Int] { shape.topologicalPosition }
    /// The views by name.
    private var viewNamed: [String: Int] { shape.viewNamed }
    /// The keys some argument passes on: only they need inputs followed along paths.
    private let passedKeys: Set<Int>
    /// Per edge: the parameters whose values SwiftUI cannot compare (closures).
    private let notComparable: [[String]]
    /// Per view: some edge out of it passes a value SwiftUI cannot compare, so that under
    /// the swiftui model, its body running runs that child's body too.
    private let forcesChildren: [Bool]
    /// The environment entries some edge injects, by name, as bits (past the 63rd they share the last).
    private let entryBits: [String: UInt64]
    /// Per view: the injected entries it takes from the environment.
    private let entryMask: [UInt64]
    /// Per edge: what its injections carry, innermost first, and every entry they set.
    private let injections: [[InjectionFlow]]
    private let injectedMask: [UInt64]
    /// Per key that is an environment value some edge injects: that entry's bit.
    private let environmentEntry: [Int: UInt64]
    /// Per view: its path edges arranged by the `if`/`switch` statements they are in, where
    /// some statement has branches that are alternatives; `nil` where all exist together.
    private var layouts: [EdgeLayout?] { shape.layouts }
    /// Per view: whether every path from the roots to it passes through a presentation (a
    /// sheet, popover, alert, navigation destination or link): its body runs when presented.
    public var isPresented: [Bool] { shape.isPresented }
    /// Per observable class whose objects views make: the making views.
    private let makers: [String: [Int]]
    /// The makers that are given one row's object rather than making it (``ViewGraph/ObjectMakers/rows``).
    private let rowHolders: Set<Int>
    /// The environment values the app declares, whose default never changes.
    private let declaredEnvironment: Set<Int>

    /// What one injection of an edge carries into the environment below it.
    private struct InjectionFlow: Sendable {
        var entryBit: UInt64
        var keys: [Int]
        var parentBits: UInt64
    }
    /// Views with more inputs than a mask holds: inputs past the 63rd share the last bit.
    public let crowdedViews: [Int]

    /// What one argument of an edge carries into the created view's inputs.
    private struct Flow: Sendable {
        /// The created view's inputs it fills.
        var childBits: UInt64
        /// The keys the value depends on directly.
        var keys: [Int]
        /// The creator's inputs the value depends on.
        var parentBits: UInt64
        /// Whether SwiftUI compares it (not where an `.equatable()` view's `==` leaves it out).
        var isCompared = true
    }

    /// What an index takes from the views' names, the edges' ends and identities and the
    /// roots alone: the same for a graph whose reads, inputs and arguments change.
    /// The fields of the same names below say what each holds.
    public struct Shape: Sendable {
        fileprivate let order: [Int]
        fileprivate let isCycleEdge: [Bool]
        fileprivate let topological: [Int]
        fileprivate let pathEdges: [[Int]]
        fileprivate let pathEdgesInto: [[Int]]
        fileprivate let instances: [InstanceCount]
        fileprivate let orderPosition: [Int]
        fileprivate let topologicalPosition: [Int]
        fileprivate let viewNamed: [String: Int]
        fileprivate let layouts: [EdgeLayout?]
        fileprivate let isPresented: [Bool]

        fileprivate init(_ graph: ViewGraph) {
            let viewCount = graph.views.count
            let walk = GraphIndex.walk(graph)
            order = GraphIndex.creatorsFirst(graph, preorder: walk.order, isCycleEdge: walk.isCycleEdge)
            isCycleEdge = walk.isCycleEdge
            topological = walk.topological
            var pathEdges = Array(repeating: [Int](), count: viewCount)
            var pathEdgesInto = Array(repeating: [Int](), count: viewCount)
            for (index, edge) in graph.edges.enumerated() where !walk.isCycleEdge[index] {
                pathEdges[edge.from].append(index)
                pathEdgesInto[edge.to].append(index)
            }
            self.pathEdges = pathEdges
            self.pathEdgesInto = pathEdgesInto
            var instances = Array(repeating: InstanceCount.zero, count: viewCount)
            for root in graph.roots { instances[root] += .one }
            for view in walk.topological {
                for edge in pathEdges[view] { instances[graph.edges[edge].to] += instances[view] }
            }
            self.instances = instances
            var orderPosition = Array(repeating: Int.max, count: viewCount)
            for (position, view) in order.enumerated() { orderPosition[view] = position }
            self.orderPosition = orderPosition
            var topologicalPosition = Array(repeating: Int.max, count: viewCount)
            for (position, view) in walk.topological.enumerated() { topologicalPosition[view] = position }
            self.topologicalPosition = topologicalPosition
            var viewNamed: [String: Int] = [:]
            for (index, view) in graph.views.enumerated() where viewNamed[view.name] == nil {
                viewNamed[view.name] = index
            }
            self.viewNamed = viewNamed
            layouts = pathEdges.map { edges in
                let layout = EdgeLayout(edges, in: graph)
                return layout.hasAlternatives ? layout : nil
            }
            var isPresented = Array(repeating: false, count: viewCount)
            for view in walk.topological where !graph.roots.contains(view) && !pathEdgesInto[view].isEmpty {
                isPresented[view] = pathEdgesInto[view].allSatisfy { edge in
                    isPresented[graph.edges[edge].from] || graph.edges[edge].identity.contains(where: \.kind.presents)
                }
            }
            self.isPresented = isPresented
        }
    }

    /// The index's ``Shape``, for indexing a graph that differs from this one only in what
    /// its views read and its edges carry.
    public let shape: Shape

    /// Indexes `graph`.
    public init(_ graph: ViewGraph) {
        self.init(graph, shape: Shape(graph))
    }

    /// Indexes `graph`, whose views (by name), edges (by ends and identity) and roots are
    /// those of the graph `shape` was taken from: only reads, inputs, arguments,
    /// injections and storage may differ. Skips what depends on those alone.
    public init(_ graph: ViewGraph, shape: Shape) {
        self.graph = graph
        self.shape = shape
        var keyIDs: [String: Int] = [:]
        var keyStorage: [Storage?] = []
        func intern(_ key: String) -> Int {
            if let id = keyIDs[key] { return id }
            keyIDs[key] = keyStorage.count
            keyStorage.append(nil)
            return keyStorage.count - 1
        }
        for entry in graph.storage {
            let id = intern(entry.key)
            if keyStorage[id] == nil { keyStorage[id] = entry.storage }
        }

        // Inputs: every property an edge fills or a body reads as an input.
        let viewCount = graph.views.count
        var inputBits = Array(repeating: [String: UInt64](), count: viewCount)
        var crowded = Set<Int>()
        func bit(_ name: String, of view: Int) -> UInt64 {
            if let known = inputBits[view][name] { return known }
            let position = inputBits[view].count
            if position >= 63 { crowded.insert(view) }
            let value = UInt64(1) << UInt64(min(position, 63))
            inputBits[view][name] = value
            return value
        }
        var readInputMask = Array(repeating: UInt64(0), count: viewCount)
        var directReads = Array(repeating: Set<Int>(), count: viewCount)
        for (index, view) in graph.views.enumerated() {
            for input in view.inputs { readInputMask[index] |= bit(input.name, of: index) }
            for read in view.reads { directReads[index].insert(intern(read.name)) }
        }
        var flows: [[Flow]] = []
        flows.reserveCapacity(graph.edges.count)
        var notComparable: [[String]] = []
        notComparable.reserveCapacity(graph.edges.count)
        for edge in graph.edges {
            notComparable.append(edge.arguments.filter { !$0.isComparable && !$0.fills.isEmpty }.map(\.parameter))
            var edgeFlows: [Flow] = []
            for argument in edge.arguments where !argument.fills.isEmpty {
                var childBits: UInt64 = 0
                for property in argument.fills { childBits |= bit(property, of: edge.to) }
                var parentBits: UInt64 = 0
                for input in argument.inputs { parentBits |= bit(input, of: edge.from) }
                let keys = argument.keys.map(intern)
                guard !keys.isEmpty || parentBits != 0 else { continue }
                edgeFlows.append(
                    Flow(childBits: childBits, keys: keys, parentBits: parentBits, isCompared: argument.isCompared))
            }
            flows.append(edgeFlows)
        }
        // Environment injections: entries interned as bits, per view the entries it takes.
        var entryBits: [String: UInt64] = [:]
        var injections: [[InjectionFlow]] = []
        var injectedMask: [UInt64] = []
        var injectedKeys = Set<Int>()
        for edge in graph.edges {
            var edgeFlows: [InjectionFlow] = []
            var mask: UInt64 = 0
            for injection in edge.injections {
                let entry = entryBits[injection.entry] ?? UInt64(1) << UInt64(min(entryBits.count, 63))
                entryBits[injection.entry] = entry
                // An entry set twice keeps the innermost value, listed first.
                guard mask & entry == 0 || entry == UInt64(1) << 63 else { continue }
                mask |= entry
                var parentBits: UInt64 = 0
                for input in injection.inputs { parentBits |= bit(input, of: edge.from) }
                let keys = injection.keys.map(intern)
                injectedKeys.formUnion(keys)
                edgeFlows.append(InjectionFlow(entryBit: entry, keys: keys, parentBits: parentBits))
            }
            injections.append(edgeFlows)
            injectedMask.append(mask)
        }
        var entryMask = Array(repeating: UInt64(0), count: viewCount)
        if !entryBits.isEmpty {
            for (index, view) in graph.views.enumerated() {
                for entry in view.environment { entryMask[index] |= entryBits[entry] ?? 0 }
                for read in view.reads { entryMask[index] |= entryBits[read.name] ?? 0 }
            }
        }

        var edgesCarrying = Array(repeating: [Int](), count: keyStorage.count)
        for index in graph.edges.indices where !shape.isCycleEdge[index] {
            var carried = Set<Int>()
            for flow in flows[index] { carried.formUnion(flow.keys) }
            for flow in injections[index] { carried.formUnion(flow.keys) }
            for key in carried.sorted() { edgesCarrying[key].append(index) }
        }
        self.edgesCarrying = edgesCarrying
        var forcesChildren = Array(repeating: false, count: viewCount)
        for (index, edge) in graph.edges.enumerated() where !shape.isCycleEdge[index] && !notComparable[index].isEmpty {
            forcesChildren[edge.from] = true
        }
        self.notComparable = notComparable
        self.forcesChildren = forcesChildren
        self.keyIDs = keyIDs
        self.keyStorage = keyStorage
        self.inputBits = inputBits
        self.readInputMask = readInputMask
        self.directReads = directReads
        self.flows = flows
        self.crowdedViews = crowded.sorted()
        self.entryBits = entryBits
        self.entryMask = entryMask
        self.injections = injections
        self.injectedMask = injectedMask
        var environmentEntry: [Int: UInt64] = [:]
        for (entry, bit) in entryBits {
            guard let key = keyIDs[entry], case .environment? = keyStorage[key] else { continue }
            environmentEntry[key] = bit
        }
        self.environmentEntry = environmentEntry
        var directReaders = Array(repeating: [Int](), count: keyStorage.count)
        for view in 0..<viewCount {
            for key in directReads[view] { directReaders[key].append(view) }
        }
        self.directReaders = directReaders
        self.passedKeys = Set(flows.joined().flatMap(\.keys)).union(injectedKeys)
        var makers: [String: [Int]] = [:]
        for object in graph.objects where !object.owners.isEmpty { makers[object.type, default: []] += object.owners }
        self.makers = makers
        rowHolders = Set(graph.objects.flatMap(\.rows))
        self.declaredEnvironment = Set(graph.declaredEnvironment.compactMap { keyIDs[$0] })
    }

    // MARK: Queries

    /// Every key: the storage table's, then keys views read that it does not list, in course order.
    public var keys: [String] {
        var seen = Set<String>()
        var found: [String] = []
        for entry in graph.storage where seen.insert(entry.key).inserted { found.append(entry.key) }
        for view in order {
            for read in graph.views[view].reads where seen.insert(read.name).inserted { found.append(read.name) }
        }
        return found
    }

    /// Where `key`'s value lives, if the storage table says.
    public func storage(ofKey key: String) -> Storage? {
        guard let id = keyIDs[key] else { return nil }
        return keyStorage[id]
    }

    /// What a change of `key` recomputes: each view type whose body runs, with its cause
    /// and how many of its instances, and the view types it skips, in course order.
    ///
    /// For a key a view owns (`@State`, `@FocusState`, `@GestureState`), instances are
    /// counted within one instance of the owner; for any other key, across the app.
    ///
    /// Under `model` ``RecomputationModel/swiftui``, a view's body also runs where its
    /// creator's body runs and passes it an input that changed or cannot be compared; each
    /// recomputed view says why.
    ///
    /// With `listsSkipped` false the outcome's `skipped` is left empty, and the answer takes
    /// time that follows the views the change reaches, not every view of the app.
    public func recomputations(
        of key: String, label: String? = nil, model: RecomputationModel = .course, listsSkipped: Bool = true
    ) -> GraphOutcome {
        var recomputed: [GraphOutcome.Recomputed] = []
        let counted = keyIDs[key].map { recomputedInstances($0, model: model) } ?? Counted()
        let counts = counted.found
        let storage = self.storage(ofKey: key)
        let ownerName = storage?.stateOwner
        var skipped: [Int] = []
        // Closures that name a property copy the whole index: they get the one array they need.
        let position = orderPosition
        let views = listsSkipped ? order : counts.keys.sorted { position[$0] < position[$1] }
        for view in views {
            guard let count = counts[view], count.instances > .zero else {
                if listsSkipped { skipped.append(view) }
                continue
            }
            let cause: Cause
            if let storage {
                if let shared = storage.sharedCause {
                    cause = shared
                } else if graph.views[view].name == ownerName {
                    cause = .local
                } else {
                    cause = count.reachedFromOwner ? .parent : .offRule
                }
            } else {
                cause = .outOfScope
            }
            recomputed.append(
                .init(
                    view: view, cause: cause, instances: count.instances, reasons: reasons(count, of: view),
                    isPresented: isPresented[view]))
        }
        var outcome = GraphOutcome(
            label: label ?? key, key: key, storage: storage, recomputed: recomputed, skipped: skipped, graph: graph,
            model: model)
        outcome.mostAtOnce = counted.atOnce
        // Where one view instance makes the app's only object, it is the one every reader
        // holds; a row's object is one of as many as there are rows.
        if let maker = counted.maker, let id = keyIDs[key], case .makers(let makers) = origin(of: id),
            makers.count > 1 || instances[maker] > .one || rowHolders.contains(maker)
        {
            outcome.maker = maker
        }
        return outcome
    }

    /// The reasons `found` holds for `view`, with its inputs named, in a fixed order.
    private func reasons(_ found: Found, of view: Int) -> [RecomputationReason] {
        var reasons: [RecomputationReason] = found.readsKey ? [.readsKey] : []
        func names(_ mask: UInt64) -> [String] {
            mask == 0 ? [] : inputBits[view].filter { $0.value & mask != 0 }.keys.sorted()
        }
        reasons += names(found.changedInputs).map(RecomputationReason.inputChanged)
        reasons += names(found.readInputs & ~found.changedInputs).map(RecomputationReason.readsInput)
        reasons += found.notComparable.sorted().map(RecomputationReason.inputNotComparable)
        if found.environment != 0 {
            reasons += entryBits.filter { $0.value & found.environment != 0 }.keys.sorted()
                .map(RecomputationReason.readsEnvironment)
        }
        return reasons
    }

    /// Per view whose body runs on some path: how many instances, whether they were found
    /// below the owner (for view-owned keys), and why.
    private struct Found {
        var instances: InstanceCount
        var reachedFromOwner: Bool
        var readsKey = false
        /// Inputs carrying the key that the body reads.
        var readInputs: UInt64 = 0
        /// Inputs whose values changed (swiftui model).
        var changedInputs: UInt64 = 0
        /// Parameters that could not be compared (swiftui model).
        var notComparable: Set<String> = []
        /// Environment entries it takes that carry the key.
        var environment: UInt64 = 0
    }

    /// What arrives at a view on a set of paths: which of its inputs carry the key, which of
    /// them its creator passed anew (its body ran), and whether an input that cannot be
    /// compared came with them.
    private struct Arrival: Hashable {
        var carried: UInt64
        var changed: UInt64
        var forced: Bool
        /// The environment entries above that carry the key.
        var injected: UInt64 = 0
    }

    /// What a change of one key runs: per view, and the most bodies at once.
    private struct Counted {
        var found: [Int: Found] = [:]
        /// The most bodies that run at once, where branches of one statement are alternatives;
        /// `nil` where nothing is an alternative, so it is the sum of `found`.
        var atOnce: InstanceCount?
        /// For a property of objects views make: the view whose one object was counted.
        var maker: Int?

        /// The bodies that run at once, `atOnce` or the sum.
        var total: InstanceCount { atOnce ?? found.values.reduce(.zero) { $0 + $1.instances } }
    }

    /// Where a change of `key` starts: the owner of view-owned state (`nil` where no view
    /// of that name exists), each view that makes objects of a class, or the roots.
    private enum Origin {
        case owner(Int?)
        case makers([Int])
        case roots
    }

    /// Where a change of `key` starts, by its storage.
    private func origin(of key: Int) -> Origin {
        let storage = keyStorage[key]
        if let ownerName = storage?.stateOwner { return .owner(viewNamed[ownerName]) }
        if case .model(let object)? = storage, let makers = makers[object] { return .makers(makers) }
        return .roots
    }

    /// What a change of `key` runs: from its owner for view-owned state, for the costliest
    /// maker's one object for objects views make, from the roots otherwise.
    private func recomputedInstances(_ key: Int, model: RecomputationModel) -> Counted {
        switch origin(of: key) {
        case .roots:
            return recomputedInstances(key, from: graph.roots, belowOwner: false, model: model)
        case .owner(let owner):
            var counted = recomputedInstances(key, from: owner.map { [$0] } ?? [], belowOwner: true, model: model)
            // A view-owned key read by a view not below its owner: counted, off the rule.
            let unreached = directReaders[key].filter { counted.found[$0] == nil }
            add(unreached, to: &counted)
            return counted
        case .makers(let makers):
            // One object: the one the costliest maker makes.
            var costliest: Counted?
            for maker in makers {
                var counted = recomputedInstances(key, from: [maker], belowOwner: true, model: model)
                counted.maker = maker
                if costliest.map({ counted.total > $0.total }) ?? true { costliest = counted }
            }
            guard var counted = costliest else { return Counted() }
            // A reader no maker is above holds an object the graph cannot trace: counted
            // across the app, as for a class no view makes.
            let belowMakers = Set(reachable(from: makers))
            add(directReaders[key].filter { !belowMakers.contains($0) && counted.found[$0] == nil }, to: &counted)
            return counted
        }
    }

    /// Adds `readers` to `counted` with every instance they have, found elsewhere than below the owner.
    private func add(_ readers: [Int], to counted: inout Counted) {
        for view in readers {
            counted.found[view] = Found(instances: instances[view], reachedFromOwner: false, readsKey: true)
            counted.atOnce = counted.atOnce.map { $0 + instances[view] }
        }
    }

    /// What a change of `key` runs on the paths from `starts`, one instance each; with
    /// `belowOwner`, the starts own the key's storage.
    private func recomputedInstances(
        _ key: Int, from starts: [Int], belowOwner: Bool, model: RecomputationModel
    ) -> Counted {
        let compares = model == .swiftui
        // An environment value some view sets for the views below it (`.environment(\.colorScheme,
        // .dark)`): below there, reading it no longer reads the app's value.
        let shield = environmentEntry[key]
        // An environment value the app declares changes only where a view puts it in the
        // environment: below there, not where views read its default.
        let declared = declaredEnvironment.contains(key)
        if declared, shield == nil { return Counted() }
        let region = reachable(from: starts)
        // Where branches are alternatives, the most at once is found over the paths' states.
        let choosing = region.contains { layouts[$0] != nil }
        if !passedKeys.contains(key), shield == nil, !choosing {
            let found = readersOnly(key, from: starts, belowOwner: belowOwner)
            return Counted(found: compares ? forced(from: found, key: key, belowOwner: belowOwner) : found)
        }
        var found: [Int: Found] = [:]
        // Per view and state reached: whether its body runs, and the state each edge takes on.
        var states = choosing ? Array(repeating: [Arrival: State](), count: graph.views.count) : []
        // Per view reached: the instances, split by what arrives with them. Only the views
        // below the starts are visited, in topological order.
        var arrivals = Array(repeating: [Arrival: InstanceCount](), count: graph.views.count)
        let none = Arrival(carried: 0, changed: 0, forced: false, injected: declared ? 0 : shield ?? 0)
        let relevant = viewsThatMayMeet(key)
        for start in starts { arrivals[start][none, default: .zero] += .one }
        for view in region {
            guard !arrivals[view].isEmpty else { continue }
            let viewArrivals = Array(arrivals[view])
            arrivals[view] = [:]
            let readsDirectly = directReads[view].contains(key)
            var result = Found(instances: .zero, reachedFromOwner: belowOwner)
            // Aligned with `viewArrivals`: whether the body runs for those instances.
            var runs = Array(repeating: false, count: viewArrivals.count)
            for (position, (arrival, count)) in viewArrivals.enumerated() {
                let readInputs = arrival.carried & readInputMask[view]
                let environment = arrival.injected & entryMask[view] & ~(shield ?? 0)
                let readsKey = readsDirectly && (shield.map { arrival.injected & $0 != 0 } ?? true)
                let bodyRuns =
                    readsKey || readInputs != 0 || environment != 0
                    || (compares && (arrival.changed != 0 || arrival.forced))
                runs[position] = bodyRuns
                if choosing { states[view][arrival] = State(runs: bodyRuns) }
                guard bodyRuns else { continue }
                result.instances += count
                result.readsKey = result.readsKey || readsKey
                result.readInputs |= readInputs
                result.changedInputs |= arrival.changed
                result.environment |= environment
            }
            if result.instances > .zero {
                result.notComparable = found[view]?.notComparable ?? []
                found[view] = result
            }
            for edge in pathEdges[view] {
                let target = graph.edges[edge].to
                var keyBits: UInt64 = 0
                // Under SwiftUI's comparison, what an `.equatable()` view's `==` leaves out
                // brings no change.
                for flow in flows[edge] where flow.keys.contains(key) && (flow.isCompared || !compares) {
                    keyBits |= flow.childBits
                }
                for (position, (arrival, count)) in viewArrivals.enumerated() {
                    // A declared environment value changes only below where a view set it.
                    let live = !declared || arrival.injected & (shield ?? 0) != 0
                    var carried = live ? keyBits : 0
                    if arrival.carried != 0 {
                        for flow in flows[edge]
                        where flow.parentBits & arrival.carried != 0 && (flow.isCompared || !compares) {
                            carried |= flow.childBits
                        }
                    }
                    // A body that runs passes every argument anew: those carrying the key differ.
                    let passesAnew = compares && runs[position]
                    let forced = passesAnew && !notComparable[edge].isEmpty
                    if forced {
                        found[target, default: Found(instances: .zero, reachedFromOwner: belowOwner)]
                            .notComparable.formUnion(notComparable[edge])
                    }
                    // What the edge puts in the environment replaces what was there.
                    var injected = arrival.injected & ~injectedMask[edge]
                    for flow in injections[edge] {
                        var changes = (live && flow.keys.contains(key)) || flow.parentBits & arrival.carried != 0
                        if declared, flow.entryBit == shield {
                            // Where a view sets it to what depends on something else, its
                            // change starts; where it hands on its own value, that value's.
                            let handsOn = flow.keys.allSatisfy { $0 == key } && flow.parentBits == 0
                            changes = handsOn ? live && !flow.keys.isEmpty : true
                        }
                        if changes { injected |= flow.entryBit }
                    }
                    let next = Arrival(
                        carried: carried, changed: passesAnew ? carried : 0, forced: forced, injected: injected)
                    // Instances that carry nothing of the key, into views where nothing
                    // can start, run no body there or below.
                    let news = declared ? injected : injected & ~(shield ?? 0)
                    if !relevant[target], carried == 0, !forced, news == 0 { continue }
                    arrivals[target][next, default: .zero] += count
                    if choosing { states[view][arrival]?.next[edge] = next }
                }
            }
        }
        found = found.filter { $0.value.instances > .zero }
        // Only where two branches of one statement lead somewhere does taking the costliest
        // differ from the sum.
        guard choosing, region.contains(where: { view in
            guard let layout = layouts[view], !states[view].isEmpty else { return false }
            let reached = states[view].values.reduce(into: Set<Int>()) { $0.formUnion($1.next.keys) }
            return layout.hasAlternatives(among: reached)
        }) else { return Counted(found: found) }
        let most = mostAtOnce(in: region, states: states, from: starts, start: none)
        for (view, instances) in most.perView { found[view]?.instances = instances }
        return Counted(found: found, atOnce: most.total)
    }

    /// One state of the paths at a view: whether the body runs, and the state each edge
    /// out of it takes on (edges that lead to nothing of the key are left out).
    private struct State {
        var runs: Bool
        var next: [Int: Arrival] = [:]
    }

    /// The most bodies that run at once below one instance, and per view the most of its instances.
    private struct Most {
        var total = InstanceCount.zero
        var perView: [Int: InstanceCount] = [:]

        /// Both together.
        static func + (lhs: Most, rhs: Most) -> Most {
            Most(total: lhs.total + rhs.total, perView: combined(lhs.perView, rhs.perView, by: +))
        }

        /// The greater of either: the greater total, and per view the greater count.
        static func greatest(_ lhs: Most, _ rhs: Most) -> Most {
            Most(total: max(lhs.total, rhs.total), perView: combined(lhs.perView, rhs.perView, by: max))
        }

        /// Both counts per view, `combine` taking the two where both have a view: the
        /// smaller merged into the larger (`combine` is symmetric), which is most often empty.
        private static func combined(
            _ lhs: [Int: InstanceCount], _ rhs: [Int: InstanceCount],
            by combine: (InstanceCount, InstanceCount) -> InstanceCount
        ) -> [Int: InstanceCount] {
            let (larger, smaller) = lhs.count >= rhs.count ? (lhs, rhs) : (rhs, lhs)
            var result = larger
            for (view, count) in smaller {
                result[view] = result[view].map { combine($0, count) } ?? count
            }
            return result
        }
    }

    /// Per state of the paths reached, from the deepest up: the bodies that run at its view
    /// and below, taking in each statement the costliest branch (each view's own count
    /// taking its own costliest branch); then summed over the starts.
    private func mostAtOnce(in region: [Int], states: [[Arrival: State]], from starts: [Int], start: Arrival) -> Most {
        var most = Array(repeating: [Arrival: Most](), count: graph.views.count)
        let edges = graph.edges
        for view in region.reversed() {
            for (arrival, state) in states[view] {
                func below(_ edge: Int) -> Most? {
                    state.next[edge].flatMap { most[edges[edge].to][$0] }
                }
                var result: Most
                if let layout = layouts[view] {
                    result = layout.combined(zero: Most(), value: below, sum: +, most: Most.greatest)
                } else {
                    result = pathEdges[view].reduce(Most()) { total, edge in below(edge).map { total + $0 } ?? total }
                }
                if state.runs {
                    result.total += .one
                    result.perView[view, default: .zero] += .one
                }
                most[view][arrival] = result
            }
        }
        return starts.reduce(Most()) { total, view in most[view][start].map { total + $0 } ?? total }
    }

    /// Per view: whether the paths below it, it included, meet a place where a change of
    /// `key` can run a body or start to travel with the instances: a view whose body reads
    /// it, or an edge that passes it or puts it in the environment. Instances that carry
    /// nothing of the key into a view where this is false make no body run there or below.
    private func viewsThatMayMeet(_ key: Int) -> [Bool] {
        var marked = Array(repeating: false, count: graph.views.count)
        var pending: [Int] = []
        func mark(_ view: Int) {
            if !marked[view] {
                marked[view] = true
                pending.append(view)
            }
        }
        for reader in directReaders[key] { mark(reader) }
        for edge in edgesCarrying[key] { mark(graph.edges[edge].from) }
        while let view = pending.popLast() {
            for edge in pathEdgesInto[view] { mark(graph.edges[edge].from) }
        }
        return marked
    }

    /// `recomputedInstances` for a key no argument passes on: only the views that read it
    /// directly recompute, each as many times as it has instances below the starts (across
    /// the app from the roots). Readers not below the starts are left out.
    private func readersOnly(_ key: Int, from starts: [Int], belowOwner: Bool) -> [Int: Found] {
        var found: [Int: Found] = [:]
        let readers = directReaders[key]
        guard !readers.isEmpty else { return found }
        guard belowOwner else {
            for view in readers where instances[view] > .zero {
                found[view] = Found(instances: instances[view], reachedFromOwner: false, readsKey: true)
            }
            return found
        }
        var reached: [Int: InstanceCount] = [:]
        for start in starts { reached[start, default: .zero] += .one }
        for view in reachable(from: starts) {
            guard let count = reached[view] else { continue }
            for edge in pathEdges[view] { reached[graph.edges[edge].to, default: .zero] += count }
        }
        for view in readers {
            if let count = reached[view], count > .zero {
                found[view] = Found(instances: count, reachedFromOwner: true, readsKey: true)
            }
        }
        return found
    }

    /// Under the swiftui model, for a key no argument passes on: the readers `found`, and
    /// the views their bodies force to run by passing them a closure, then the views those
    /// force, each instance of a running body forcing one instance below it. Only readers
    /// found below the owner force anything (for a key no view owns, every reader does).
    private func forced(from found: [Int: Found], key: Int, belowOwner: Bool) -> [Int: Found] {
        let forces = forcesChildren
        let starts = found.filter { ($0.value.reachedFromOwner || !belowOwner) && forces[$0.key] }
        guard !starts.isEmpty else { return found }
        var found = found
        var running: [Int: InstanceCount] = starts.mapValues(\.instances)
        for view in reachable(from: starts.keys.sorted()) {
            guard let count = running[view], forcesChildren[view] else { continue }
            for edge in pathEdges[view] where !notComparable[edge].isEmpty {
                let target = graph.edges[edge].to
                // A reader runs on every path already, counted as such.
                guard !directReads[target].contains(key) else { continue }
                running[target, default: .zero] += count
                found[target, default: Found(instances: .zero, reachedFromOwner: belowOwner)].instances += count
                found[target]?.notComparable.formUnion(notComparable[edge])
            }
        }
        return found
    }

    /// The views paths reach from `starts`, the starts included, in topological order.
    private func reachable(from starts: [Int]) -> [Int] {
        if starts.count == graph.roots.count, starts == graph.roots { return topological }
        var seen = Array(repeating: false, count: graph.views.count)
        var found: [Int] = []
        var pending: [Int] = []
        for start in starts where !seen[start] {
            seen[start] = true
            found.append(start)
            pending.append(start)
        }
        while let view = pending.popLast() {
            for edge in pathEdges[view] where !seen[graph.edges[edge].to] {
                seen[graph.edges[edge].to] = true
                found.append(graph.edges[edge].to)
                pending.append(graph.edges[edge].to)
            }
        }
        let position = topologicalPosition
        return found.sorted { position[$0] < position[$1] }
    }

    // MARK: The walk

    /// The views with each after all its creators (edges that close a cycle aside), the
    /// first in `preorder` first wherever several could come next.
    static func creatorsFirst(_ graph: ViewGraph, preorder: [Int], isCycleEdge: [Bool]) -> [Int] {
        var position = Array(repeating: 0, count: graph.views.count)
        for (index, view) in preorder.enumerated() { position[view] = index }
        var waiting = Array(repeating: 0, count: graph.views.count)
        var children = Array(repeating: [Int](), count: graph.views.count)
        for (index, edge) in graph.edges.enumerated() where !isCycleEdge[index] {
            waiting[edge.to] += 1
            children[edge.from].append(edge.to)
        }
        // A binary heap of the views whose creators are all listed, by walk position.
        var ready: [Int] = []
        func push(_ view: Int) {
            ready.append(view)
            var child = ready.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard position[ready[child]] < position[ready[parent]] else { break }
                ready.swapAt(child, parent)
                child = parent
            }
        }
        func pop() -> Int {
            let first = ready[0]
            ready[0] = ready[ready.count - 1]
            ready.removeLast()
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < ready.count, position[ready[left]] < position[ready[smallest]] { smallest = left }
                if right < ready.count, position[ready[right]] < position[ready[smallest]] { smallest = right }
                guard smallest != parent else { break }
                ready.swapAt(parent, smallest)
                parent = smallest
            }
            return first
        }
        for view in preorder where waiting[view] == 0 { push(view) }
        var order: [Int] = []
        order.reserveCapacity(preorder.count)
        while !ready.isEmpty {
            let view = pop()
            order.append(view)
            for child in children[view] {
                waiting[child] -= 1
                if waiting[child] == 0 { push(child) }
            }
        }
        return order
    }

    /// One depth-first walk from the roots in order, children in source order (a creation
    /// in a closure another view calls comes after that view's own children): the views
    /// in the order first reached, the edges that reach a view still being walked, and a
    /// topological order of the other edges (reverse postorder).
    package static func walk(_ graph: ViewGraph) -> (order: [Int], isCycleEdge: [Bool], topological: [Int]) {
        walk(graph, from: graph.roots, walkingRest: true)
    }

    /// The walk from `starts`, and with `walkingRest` then from every view not reached yet.
    static func walk(
        _ graph: ViewGraph, from starts: [Int], walkingRest: Bool
    ) -> (order: [Int], isCycleEdge: [Bool], topological: [Int]) {
        let viewCount = graph.views.count
        var ownEdges = Array(repeating: [Int](), count: viewCount)
        var contentEdges = Array(repeating: [Int](), count: graph.edges.count)
        for (index, edge) in graph.edges.enumerated() {
            if let container = edge.container, container >= 0, container < graph.edges.count {
                contentEdges[container].append(index)
            } else {
                ownEdges[edge.from].append(index)
            }
        }
        enum Task {
            case enter(view: Int, edge: Int?)
            case exit(Int)
        }
        var state = Array(repeating: UInt8(0), count: viewCount)  // 0 new, 1 on the walk's path, 2 done
        var order: [Int] = []
        var postorder: [Int] = []
        var isCycleEdge = Array(repeating: false, count: graph.edges.count)
        var stack: [Task] = []
        var roots = starts
        // Views no root reaches are walked after, in declaration order.
        if walkingRest { roots += graph.views.indices.filter { !starts.contains($0) } }
        for root in roots where state[root] == 0 {
            stack.append(.enter(view: root, edge: nil))
            while let task = stack.popLast() {
                switch task {
                case .exit(let view):
                    state[view] = 2
                    postorder.append(view)
                case .enter(let view, let edge):
                    if let edge {
                        for content in contentEdges[edge].reversed() {
                            stack.append(.enter(view: graph.edges[content].to, edge: content))
                        }
                        if state[view] == 1 {
                            isCycleEdge[edge] = true
                            continue
                        }
                    }
                    guard state[view] == 0 else { continue }
                    state[view] = 1
                    order.append(view)
                    stack.append(.exit(view))
                    for child in ownEdges[view].reversed() {
                        stack.append(.enter(view: graph.edges[child].to, edge: child))
                    }
                }
            }
        }
        return (order, isCycleEdge, postorder.reversed())
    }
}
