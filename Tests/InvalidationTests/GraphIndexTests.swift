import Invalidation
import Testing
import _InvalidationTestSupport

/// A graph of views named `names`, with reads given per name, edges as pairs of names
/// (each may carry arguments), and roots by name.
private func graph(
    _ names: [String], reads: [String: [String]] = [:], inputs: [String: [String]] = [:],
    edges: [(String, String, [ViewGraph.Argument])] = [], roots: [String], storage: [Scenario.Entry] = []
) -> ViewGraph {
    let views = names.map { name in
        ViewGraph.View(
            name: name, reads: (reads[name] ?? []).map { ViewGraph.Read($0) },
            inputs: (inputs[name] ?? []).map { ViewGraph.Read($0) })
    }
    func index(_ name: String) -> Int { names.firstIndex(of: name)! }
    return ViewGraph(
        storage: storage, views: views,
        edges: edges.map { ViewGraph.Edge(from: index($0.0), to: index($0.1), arguments: $0.2) },
        roots: roots.map(index))
}

/// A chain `L0` … `L<levels>` where each level creates the next twice, the deepest reading `\.scheme`.
private func doublingChain(levels: Int) -> ViewGraph {
    let names = (0...levels).map { "L\($0)" }
    var edges: [(String, String, [ViewGraph.Argument])] = []
    for level in 0..<levels {
        edges.append((names[level], names[level + 1], []))
        edges.append((names[level], names[level + 1], []))
    }
    return graph(
        names, reads: [names[levels]: [#"\.scheme"#]], edges: edges, roots: ["L0"],
        storage: [Scenario.Entry(key: #"\.scheme"#, storage: .environment)])
}

/// Each recomputed view of an outcome as `name cause instances`.
private func recomputed(_ outcome: GraphOutcome) -> [String] {
    outcome.recomputed.map { "\(outcome.name($0.view)) \($0.cause) \($0.instances)" }
}

/// The course line of a change of `key`.
private func line(_ index: GraphIndex, key: String, label: String? = nil) -> String {
    var text = ""
    index.recomputations(of: key, label: label).write(to: &text)
    return text
}

/// A random acyclic graph of up to seven views (edges go from a view to a later one),
/// whose roots are the views nothing creates, with state, focus, model, environment and
/// unstored keys read directly or through inputs `p` and `q` that arguments fill.
private func randomGraph(_ random: inout SplitMix64) -> ViewGraph {
    let count = random.next(in: 2...7)
    let names = (0..<count).map { "V\($0)" }
    let stateOwner = names[random.next(below: count)]
    let focusOwner = names[random.next(below: count)]
    let keys = ["\(stateOwner).a", "\(focusOwner).f", "M.b", #"\.e"#, "X.c"]
    let inputs = ["p", "q"]
    func subset(_ items: [String], _ probability: Double) -> [String] {
        items.filter { _ in random.chance(probability) }
    }
    let entries = ["E1", "E2", #"\.e"#]
    let views = names.map { name in
        ViewGraph.View(
            name: name, reads: subset(keys, 0.25).map { ViewGraph.Read($0) },
            inputs: subset(inputs, 0.5).map { ViewGraph.Read($0) }, environment: subset(["E1", "E2"], 0.3))
    }
    var edges: [ViewGraph.Edge] = []
    for _ in 0..<random.next(in: 0...14) {
        let from = random.next(below: count - 1)
        let to = random.next(in: (from + 1)...(count - 1))
        let arguments = (0..<random.next(in: 0...2)).map { position in
            ViewGraph.Argument(
                parameter: "arg\(position)", fills: subset(inputs, 0.6), keys: subset(keys, 0.3),
                inputs: subset(inputs, 0.4), isBinding: random.chance(0.2), isComparable: random.chance(0.8),
                isCompared: random.chance(0.85))
        }
        let injections = (0..<random.next(in: 0...2)).map { _ in
            ViewGraph.Injection(
                entry: entries[random.next(below: entries.count)], keys: subset(keys, 0.3), inputs: subset(inputs, 0.3))
        }
        edges.append(
            ViewGraph.Edge(
                from: from, to: to, identity: randomIdentity(&random), arguments: arguments,
                injections: random.chance(0.4) ? injections : []))
    }
    let created = Set(edges.map(\.to))
    // Objects of `M` made by one or two views in some rounds, shared in the others.
    let makers = random.chance(0.5) ? Array(Set((0..<random.next(in: 1...2)).map { _ in random.next(below: count) })).sorted() : []
    return ViewGraph(
        storage: [
            Scenario.Entry(key: keys[0], storage: .state(owner: stateOwner)),
            Scenario.Entry(key: keys[1], storage: .focusState(owner: focusOwner)),
            Scenario.Entry(key: keys[2], storage: .model(object: "M")),
            Scenario.Entry(key: keys[3], storage: .environment),
        ],
        views: views, edges: edges, roots: (0..<count).filter { !created.contains($0) },
        objects: makers.isEmpty ? [] : [ViewGraph.ObjectMakers(type: "M", owners: makers)],
        declaredEnvironment: random.chance(0.5) ? [#"\.e"#] : [])
}

/// Up to two of: a branch of `if x` or `if y`, a case of `switch s`, a sheet or an alert; outermost first.
private func randomIdentity(_ random: inout SplitMix64) -> [IdentityComponent] {
    (0..<random.next(in: 0...2)).map { _ in
        switch random.next(below: 5) {
        case 0, 1:
            IdentityComponent(
                kind: .branch, source: random.chance(0.5) ? "if" : "else", value: random.chance(0.8) ? "x" : "y")
        case 2, 3:
            IdentityComponent(
                kind: .switchCase, source: "switch", form: ["case .a", "case .b", "default"][random.next(below: 3)],
                value: "s")
        default:
            IdentityComponent(
                kind: random.chance(0.7) ? .sheet : .alert, source: "sheet", form: "isPresented",
                value: random.chance(0.5) ? "$shown" : "$other")
        }
    }
}

/// The most of `results` at once where they are alternatives: the greatest total, and per
/// view its greatest count.
private func greatest(_ results: [(total: Int, views: [Int: Int])]) -> (total: Int, views: [Int: Int]) {
    var found = (total: 0, views: [Int: Int]())
    for result in results {
        found.total = max(found.total, result.total)
        found.views.merge(result.views, uniquingKeysWith: max)
    }
    return found
}

/// The edges of one instance's body grouped as SwiftUI creates them: those outside any
/// `if`/`switch` from `depth` on all exist; of the rest, per statement (what decides it on
/// the way there and the condition), one branch at a time: the results added, and per
/// statement the greatest branch's.
private func combined(
    _ edges: [(edge: ViewGraph.Edge, result: (total: Int, views: [Int: Int]))], depth: Int = 0
) -> (total: Int, views: [Int: Int]) {
    var found = (total: 0, views: [Int: Int]())
    func add(_ result: (total: Int, views: [Int: Int])) {
        found.total += result.total
        found.views.merge(result.views, uniquingKeysWith: +)
    }
    var statements: [String: [String: [(edge: ViewGraph.Edge, result: (total: Int, views: [Int: Int]))]]] = [:]
    var depths: [String: Int] = [:]
    for item in edges {
        let identity = item.edge.identity
        guard let position = identity.indices.first(where: {
            $0 >= depth && [.branch, .switchCase, .sheet, .alert].contains(identity[$0].kind)
        }) else {
            add(item.result)
            continue
        }
        let component = identity[position]
        let outer = identity[..<position].map(\.description)
        var statement = "\(outer) \(component.kind) \(component.value ?? "")"
        var branch = component.kind == .branch ? component.source : component.form ?? ""
        // One body presents one sheet or alert at a time.
        if [.sheet, .alert].contains(component.kind) {
            statement = "\(outer) modal"
            branch = component.description
        }
        statements[statement, default: [:]][branch, default: []].append(item)
        depths[statement] = position + 1
    }
    for (statement, branches) in statements {
        add(greatest(branches.values.map { combined($0, depth: depths[statement]!) }))
    }
    return found
}

/// What a change of `key` recomputes, found by walking every path of an acyclic graph one
/// instance at a time, carrying for each input the keys its value depends on: each view's
/// `name cause instances`, in the order a depth-first walk from the roots first reaches it.
/// Under the swiftui model a body also runs when its creator's body ran and passed it an
/// input that carries the key or one that cannot be compared.
private func expandedOutcome(
    _ graph: ViewGraph, key: String, model: RecomputationModel = .course
) -> (views: [String], total: Int) {
    var all = Array(repeating: 0, count: graph.views.count)
    let isEnvironmentKey = graph.storage.contains { entry in
        if case .environment = entry.storage { entry.key == key } else { false }
    }
    // An environment value the app declares changes only below where a view sets it.
    let isDeclared = graph.declaredEnvironment.contains(key)
    func visit(
        _ view: Int, carried: [String: Set<String>], counting: Bool, passedAnew: Bool = false, forced: Bool = false,
        environment: [String: Set<String>] = [:]
    ) -> (total: Int, views: [Int: Int]) {
        var runs = false
        if counting {
            all[view] += 1
        } else {
            let taken = graph.views[view].environment + graph.views[view].reads.map(\.name)
            // An environment value a view above set reads the app's value no more.
            let shielded =
                isDeclared
                ? environment[key]?.contains(key) != true
                : isEnvironmentKey && environment[key].map { !$0.contains(key) } == true
            let reads =
                (graph.views[view].reads.contains(where: { $0.name == key }) && !shielded)
                || graph.views[view].inputs.contains(where: { carried[$0.name]?.contains(key) == true })
                || taken.contains(where: { environment[$0]?.contains(key) == true })
            let compared = model == .swiftui && (forced || (passedAnew && carried.values.contains { $0.contains(key) }))
            runs = reads || compared
        }
        var below: [(edge: ViewGraph.Edge, result: (total: Int, views: [Int: Int]))] = []
        let live = !isDeclared || environment[key]?.contains(key) == true
        for edge in graph.edges where edge.from == view {
            var child: [String: Set<String>] = [:]
            // An argument SwiftUI does not compare (left out of an `.equatable()` view's `==`)
            // brings no change under its comparison.
            for argument in edge.arguments where argument.isCompared || model == .course {
                var value = Set(argument.keys)
                if !live { value.remove(key) }
                for input in argument.inputs { value.formUnion(carried[input] ?? []) }
                for property in argument.fills { child[property, default: []].formUnion(value) }
            }
            let closure = edge.arguments.contains { !$0.isComparable && !$0.fills.isEmpty }
            // The innermost value of an entry, listed first, is the one below.
            var environmentBelow = environment
            for injection in edge.injections.reversed() {
                var value = Set(injection.keys)
                if !live { value.remove(key) }
                for input in injection.inputs { value.formUnion(carried[input] ?? []) }
                if isDeclared, injection.entry == key {
                    // Set to what depends on something else, it changes there; handed on, as above.
                    let handsOn = injection.keys.allSatisfy { $0 == key } && injection.inputs.isEmpty
                    if !handsOn { value.insert(key) }
                }
                environmentBelow[injection.entry] = value
            }
            let result = visit(
                edge.to, carried: child, counting: counting, passedAnew: runs, forced: runs && closure,
                environment: environmentBelow)
            below.append((edge, result))
        }
        var result = combined(below)
        if runs {
            result.total += 1
            result.views[view, default: 0] += 1
        }
        return result
    }
    for root in graph.roots { _ = visit(root, carried: [:], counting: true) }
    let storage = graph.storage.first { $0.key == key }?.storage
    let owner = storage?.stateOwner.flatMap(graph.view(named:))
    var makers: [Int] = []
    if case .model(let object)? = storage { makers = graph.objects.filter { $0.type == object }.flatMap(\.owners) }
    var found: [Int: Int] = [:]
    var total = 0
    func readersNotBelow(_ starts: [Int]) {
        var below = Set(starts)
        var pending = starts
        while let view = pending.popLast() {
            for edge in graph.edges where edge.from == view && below.insert(edge.to).inserted { pending.append(edge.to) }
        }
        for view in graph.views.indices
        where found[view] == nil && !below.contains(view) && graph.views[view].reads.contains(where: { $0.name == key })
            && all[view] > 0
        {
            found[view] = -all[view]  // not below the owner: off the rule
            total += all[view]
        }
    }
    if let owner {
        (total, found) = visit(owner, carried: [:], counting: false)
        readersNotBelow([owner])
    } else if !makers.isEmpty {
        // One object: the costliest maker's; readers below no maker counted across the app.
        var costliest = (total: -1, views: [Int: Int]())
        for maker in makers {
            let result = visit(maker, carried: [:], counting: false)
            if result.total > costliest.total { costliest = result }
        }
        (total, found) = costliest
        readersNotBelow(makers)
    } else {
        for root in graph.roots {
            let result = visit(root, carried: [:], counting: false)
            total += result.total
            found.merge(result.views, uniquingKeysWith: +)
        }
    }
    var order: [Int] = []
    func walk(_ view: Int) {
        guard !order.contains(view) else { return }
        order.append(view)
        for edge in graph.edges where edge.from == view { walk(edge.to) }
    }
    for root in graph.roots { walk(root) }
    for view in graph.views.indices { walk(view) }
    let views = order.compactMap { view -> String? in
        guard let count = found[view], count != 0 else { return nil }
        let cause: Cause
        if let storage {
            cause = storage.sharedCause ?? (view == owner ? .local : count < 0 ? .offRule : .parent)
        } else {
            cause = .outOfScope
        }
        return "\(graph.views[view].name) \(cause) \(abs(count))"
    }
    return (views, total)
}

/// What `GraphIndex` answers on graphs built by hand: instances counted by paths (exact,
/// saturating, cycles left out), the cause of each recomputation and the instances it
/// covers, and the course line and JSON that `GraphOutcome` writes.
@Suite struct GraphIndexTests {
    @Test func aDiamondCountsOneInstancePerPath() {
        let index = GraphIndex(
            graph(
                ["Top", "Left", "Right", "Bottom"],
                edges: [("Top", "Left", []), ("Top", "Right", []), ("Left", "Bottom", []), ("Right", "Bottom", [])],
                roots: ["Top"]))
        #expect(index.instances.map(\.value) == [1, 1, 1, 2])
        #expect(index.order == [0, 1, 2, 3])
        #expect(index.isCycleEdge == [false, false, false, false])
    }

    @Test func twentyLevelsOfDoublingCountAMillionInstancesWithoutExpandingThem() {
        let index = GraphIndex(doublingChain(levels: 20))
        #expect(index.instances.map(\.value) == (0...20).map { 1 << $0 })
        #expect(index.instances[20] == InstanceCount(1_048_576))
        let outcome = index.recomputations(of: #"\.scheme"#)
        #expect(recomputed(outcome) == ["L20 environment 1048576"])
        #expect(outcome.counts == CauseCounts(environment: 1_048_576))
        #expect(outcome.totalInstances == InstanceCount(1_048_576))
        #expect(
            line(index, key: #"\.scheme"#, label: "dark")
                == #"dark: \.scheme changed | recomputed L20 environment ×1048576 | skipped "#
                + (0..<20).map { "L\($0)" }.joined(separator: ",") + "\n")
    }

    @Test func countsPastIntMaxSaturate() {
        let index = GraphIndex(doublingChain(levels: 70))
        #expect(index.instances[62] == InstanceCount(1 << 62))
        #expect(!index.instances[62].isSaturated)
        #expect(index.instances[63].isSaturated)
        #expect(index.instances[70].isSaturated)
        #expect(index.instances[70].value == Int.max)
        #expect(index.instances[70].description == "9223372036854775807+")
        #expect(index.instances[62].description == "4611686018427387904")
        let outcome = index.recomputations(of: #"\.scheme"#)
        #expect(outcome.recomputed.map(\.instances.isSaturated) == [true])
        #expect(outcome.counts.environment == Int.max)
        #expect(outcome.jsonText().contains(#""instances": 9223372036854775807, "saturated": true"#))
        var text = ""
        outcome.write(to: &text)
        #expect(
            text.hasPrefix(
                #"\.scheme: \.scheme changed | recomputed L70 environment ×9223372036854775807+ | skipped L0,"#))
    }

    @Test func anEdgeThatClosesACycleIsMarkedAndNotCounted() {
        let index = GraphIndex(
            graph(
                ["Outline", "Node", "Leaf"],
                edges: [("Outline", "Node", []), ("Node", "Node", []), ("Node", "Leaf", []), ("Leaf", "Outline", [])],
                roots: ["Outline"]))
        #expect(index.isCycleEdge == [false, true, false, true])
        #expect(index.instances.map(\.value) == [1, 1, 1])
        #expect(index.order == [0, 1, 2])
    }

    @Test func stateIsCountedWithinOneInstanceOfItsOwner() {
        let value = ViewGraph.Argument(parameter: "value", fills: ["value"], keys: ["Owner.count"])
        let index = GraphIndex(
            graph(
                ["Root", "Owner", "Child"], reads: ["Owner": ["Owner.count"]], inputs: ["Child": ["value"]],
                edges: [
                    ("Root", "Owner", []), ("Root", "Owner", []), ("Root", "Owner", []),
                    ("Owner", "Child", [value]), ("Owner", "Child", [value]),
                ],
                roots: ["Root"], storage: [Scenario.Entry(key: "Owner.count", storage: .state(owner: "Owner"))]))
        #expect(index.instances.map(\.value) == [1, 3, 6])
        let outcome = index.recomputations(of: "Owner.count", label: "tapped")
        #expect(recomputed(outcome) == ["Owner local 1", "Child parent 2"])
        #expect(outcome.skipped == [0])
        #expect(outcome.counts == CauseCounts(local: 1, parent: 2))
        #expect(
            line(index, key: "Owner.count", label: "tapped")
                == "tapped: Owner.count changed | recomputed Owner local, Child parent ×2 | skipped Root\n")
    }

    @Test func viewOwnedStorageOfEveryKindFollowsTheStateRule() {
        for storage in [Storage.state(owner: "Owner"), .focusState(owner: "Owner"), .gestureState(owner: "Owner")] {
            let index = GraphIndex(
                graph(
                    ["Owner", "Child"], reads: ["Owner": ["Owner.focus"], "Child": ["Owner.focus"]],
                    edges: [("Owner", "Child", [])], roots: ["Owner"],
                    storage: [Scenario.Entry(key: "Owner.focus", storage: storage)]))
            #expect(
                line(index, key: "Owner.focus")
                    == "Owner.focus: Owner.focus changed | recomputed Owner local, Child parent | skipped none\n")
        }
    }

    @Test func stateReadByAViewNotBelowItsOwnerIsOffRule() {
        let index = GraphIndex(
            graph(
                ["Root", "Owner", "Stranger"], reads: ["Owner": ["Owner.flag"], "Stranger": ["Owner.flag"]],
                edges: [("Root", "Owner", []), ("Root", "Stranger", []), ("Root", "Stranger", [])], roots: ["Root"],
                storage: [Scenario.Entry(key: "Owner.flag", storage: .state(owner: "Owner"))]))
        let outcome = index.recomputations(of: "Owner.flag")
        #expect(recomputed(outcome) == ["Owner local 1", "Stranger off-rule 2"])
        // Off-rule recomputations are listed but not counted.
        #expect(outcome.counts == CauseCounts(local: 1))
        #expect(
            line(index, key: "Owner.flag")
                == "Owner.flag: Owner.flag changed | recomputed Owner local, Stranger off-rule ×2 | skipped Root\n")
    }

    @Test func aKeyWithoutStorageIsOutOfScope() {
        let index = GraphIndex(
            graph(
                ["Root", "Row"], reads: ["Row": ["Clock.now"]], edges: [("Root", "Row", []), ("Root", "Row", [])],
                roots: ["Root"]))
        #expect(index.storage(ofKey: "Clock.now") == nil)
        #expect(index.keys == ["Clock.now"])
        let outcome = index.recomputations(of: "Clock.now", label: "ticked")
        #expect(recomputed(outcome) == ["Row out-of-scope 2"])
        #expect(outcome.counts == CauseCounts())
        #expect(outcome.totalInstances == InstanceCount(2))
        #expect(
            line(index, key: "Clock.now", label: "ticked")
                == "ticked: Clock.now changed | recomputed Row out-of-scope ×2 | skipped Root\n")
    }

    @Test func writeSaysNoneForAnEmptyList() {
        let index = GraphIndex(
            graph(
                ["Root", "Row"], reads: ["Root": [#"\.locale"#], "Row": [#"\.locale"#]], edges: [("Root", "Row", [])],
                roots: ["Root"],
                storage: [
                    Scenario.Entry(key: #"\.locale"#, storage: .environment),
                    Scenario.Entry(key: "Root.unread", storage: .state(owner: "Root")),
                ]))
        #expect(
            line(index, key: "Root.unread", label: "marked")
                == "marked: Root.unread changed | recomputed none | skipped Root,Row\n")
        #expect(
            line(index, key: #"\.locale"#)
                == #"\.locale: \.locale changed | recomputed Root environment, Row environment | skipped none"# + "\n")
    }

    @Test func outcomeJSON() {
        let value = ViewGraph.Argument(parameter: "count", fills: ["count"], keys: ["Store.count"])
        let index = GraphIndex(
            graph(
                ["App", "Screen", "Badge", "Footer"], reads: ["Screen": ["Store.count"]], inputs: ["Badge": ["count"]],
                edges: [
                    ("App", "Screen", []), ("Screen", "Badge", [value]), ("Screen", "Badge", [value]),
                    ("App", "Footer", []),
                ],
                roots: ["App"], storage: [Scenario.Entry(key: "Store.count", storage: .model(object: "Store"))]))
        #expect(
            index.recomputations(of: "Store.count", label: "added").jsonText() == """
                {
                  "key": "Store.count",
                  "label": "added",
                  "model": "course",
                  "storage": {"model": {"object": "Store"}},
                  "instances": 3,
                  "views": [
                    {"view": "Screen", "cause": "observed", "instances": 1, "why": ["reads the key"]},
                    {"view": "Badge", "cause": "observed", "instances": 2, "why": ["reads input 'count', which carries the key"]}
                  ],
                  "skipped": ["App", "Footer"],
                  "counts": {"local": 0, "parent": 0, "observed": 3, "environment": 0}
                }

                """)
        #expect(
            line(index, key: "Store.count", label: "added")
                == "added: Store.count changed | recomputed Screen observed, Badge observed ×2 | skipped App,Footer\n")
    }

    @Test func randomGraphsAgreeWithExpandingEveryPath() {
        var random = SplitMix64(seed: 0x6752_4150_4849_4E44)
        var seen: [Cause: Int] = [:]
        var severalInstances = 0
        var comparedMore = 0
        var throughEnvironment = 0
        var alternativesCounted = 0
        var makersCounted = 0
        var declaredCounted = 0
        for round in 0..<400 {
            let graph = randomGraph(&random)
            let index = GraphIndex(graph)
            for key in graph.storage.map(\.key) + ["X.c"] {
                let outcome = index.recomputations(of: key)
                // The order is a presentation: below an owner, from the owner down; the
                // views, causes and counts are what expanding every path gives.
                let expanded = expandedOutcome(graph, key: key)
                #expect(
                    recomputed(outcome).sorted() == expanded.views.sorted(), "round \(round), key \(key): \(graph)")
                #expect(outcome.instancesAtOnce.value == expanded.total, "at once, round \(round), key \(key): \(graph)")
                let compared = index.recomputations(of: key, model: .swiftui)
                let expandedCompared = expandedOutcome(graph, key: key, model: .swiftui)
                #expect(
                    recomputed(compared).sorted() == expandedCompared.views.sorted(),
                    "swiftui model, round \(round), key \(key): \(graph)")
                #expect(
                    compared.instancesAtOnce.value == expandedCompared.total,
                    "swiftui model at once, round \(round), key \(key): \(graph)")
                for counted in [outcome, compared] where counted.instancesAtOnce < counted.totalInstances {
                    alternativesCounted += 1
                }
                if outcome.maker != nil { makersCounted += 1 }
                if graph.declaredEnvironment.contains(key), !outcome.recomputed.isEmpty { declaredCounted += 1 }
                if compared.totalInstances > outcome.totalInstances { comparedMore += 1 }
                let environmentReasons = outcome.recomputed.flatMap(\.reasons).filter {
                    if case .readsEnvironment = $0 { true } else { false }
                }
                if !environmentReasons.isEmpty { throughEnvironment += 1 }
                for item in outcome.recomputed {
                    seen[item.cause, default: 0] += 1
                    if item.instances > .one { severalInstances += 1 }
                }
            }
        }
        // The rounds reach every cause, and views recomputed more than once.
        #expect(Set(seen.keys) == Set(Cause.allCases))
        #expect(severalInstances > 0)
        // SwiftUI's comparison runs more bodies in some rounds.
        #expect(comparedMore > 20)
        // And some reach views through what a creator put in the environment.
        #expect(throughEnvironment > 20)
        // Some count fewer at once than in all, where branches are alternatives; some count
        // one object of those views make.
        #expect(alternativesCounted > 15)
        #expect(makersCounted > 20)
        // And some count an environment value the app declares below where views set it.
        #expect(declaredCounted > 20, "\(declaredCounted)")
    }
}
