import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// Plays changes over a ``Simulation``: for each change, which views keep, gain or lose
/// their identity, whose `init` runs, what happens to every slot, which objects are
/// built and thrown away, and which slots end up stale.
///
/// Nothing from the app runs. Values are symbolic: a key's *version* is the number of the
/// change that last changed it (0 for the first appearance), and a slot remembers the
/// versions of the keys its value was computed from. The rules, from SwiftUI's
/// documentation of identity and state (and the article's narrative):
///
/// - **Identity.** A view keeps its identity while its parent keeps its own and it keeps
///   its place in the parent's body. A new identity starts when it first shows, when a
///   branch that holds it is taken again, when the value of an `.id(_:)` around it changes,
///   when it is a `ForEach` row identified by its value (`id: \.self`) and the data changes,
///   or when its destination is navigated to again. A slot lives exactly as long as the
///   identity: created with it, destroyed with it.
/// - **Which conditions flip.** A change of key `K` is assumed to change every value that
///   reads `K`: a Boolean that reads it toggles; an optional that a user change reads
///   toggles between `nil` and a value, while an action that assigns it is followed (`nil`
///   or a value); any other condition that reads `K` toggles; a `switch` whose subject reads
///   `K` moves to its next case; an `.id(_:)` value that reads `K` is new. A `ForEach` row
///   identified by something other than its value keeps its identity when the data changes.
///   Before any change, conditions hold, except a `@State` Boolean with a literal initial
///   value (which has that value) and an optional slot with no initial value (which is `nil`);
///   the first case of a `switch` is taken, and nothing is presented.
/// - **Presentation.** A sheet, cover, popover or destination with a binding is shown
///   and dismissed by changes of the binding's key (each change toggles it). A plain
///   `NavigationLink` keeps that state itself: the change `navigate:View` opens its
///   destination (again, for another element, if it is open). `NavigationLink` builds its
///   destination view with the link, so the destination's `init` runs whenever the link's
///   body runs, before anyone navigates; what that `init` builds waits and becomes the
///   slot's value when the destination opens, or is thrown away when the `init` runs again.
/// - **Initializers.** Every view created in a body that runs is initialized again: the
///   views whose bodies the course's rule recomputes, and views with a new identity.
///   Running `init` computes the slots' initial values: for a `@State`, the value (and any
///   object it builds) is used only by a new identity and thrown away otherwise; a
///   `@StateObject`'s initial value is an autoclosure that runs only for a new identity.
/// - **Actions.** `onChange(of:)` runs when a change reaches the value it watches in a
///   view whose body the change recomputes; with `initial: true`, also when the view
///   appears. `task(id:)` runs on appearing and when its id changes; `task` and `onAppear`
///   run on appearing. Their writes to slots replace the value (derived from what the
///   assigned expression reads at that moment) and change the slot's key, which is played
///   as a follow-up change of the same event.
/// - **Stale.** A slot is stale when a key its value was computed from has a newer version
///   than the one it was computed at, and nothing (a new identity, an action) has
///   computed it again. A write by the change itself makes the value the user's: no longer derived.
///
/// A `ForEach` row stands for every element at once: counts are per view of the model,
/// not multiplied by a number of elements the source does not give.
struct LifetimePlayer {
    /// A place in a view's code (a condition, a presentation, a `switch`), in the node
    /// that runs it: views created under the same place share its state.
    struct Site: Hashable {
        var owner: Int
        var offset: Int
    }

    /// A write an action made, to be played as a follow-up change.
    struct Write {
        var key: String
        var value: ExpressionFacts?
    }

    enum StepCause {
        case appearance
        case change(key: String)
        case write(Write)
        case navigate(node: Int)
    }

    struct SlotState {
        var exists = false
        var derivation: Derivation?
    }

    let simulation: Simulation
    /// The rule that decides which bodies a change runs.
    var model = RecomputationModel.course
    private var event = 0
    private var versions: [String: Int] = [:]
    private var alive: [Bool]
    private var slotStates: [[SlotState]]
    /// Per node: objects its `init` built while its destination was not open, per slot index.
    private var waiting: [[(slot: Int, object: ObjectEvent)]]
    private var truth: [String: Bool] = [:]
    private var nonNil: [String: Bool] = [:]
    private var opaque: [Site: Bool] = [:]
    private var presented: [Site: Bool] = [:]
    private var switchCases: [Site: Int] = [:]
    private var queue: [Write] = []
    private var current = LifetimeEvent()
    private var slotLog: [[[SlotChange]]]
    private var staleAtStart: Set<String> = []

    /// The places in views' code whose state changes follow keys, each once.
    private let sites: [(site: Site, kind: SiteKind, keys: [String])]
    /// Per node: keys whose change gives it a new identity (`.id(_:)`, rows identified by value).
    private let identityKeys: [[String]]

    enum SiteKind {
        case opaque
        case presentation
        case switchCase(count: Int)
    }

    init(simulation: Simulation) {
        self.simulation = simulation
        let count = simulation.nodes.count
        alive = Array(repeating: false, count: count)
        slotStates = simulation.typeFacts.map { Array(repeating: SlotState(), count: $0.slots.count) }
        slotLog = simulation.typeFacts.map { Array(repeating: [], count: $0.slots.count) }
        waiting = Array(repeating: [], count: count)
        var sites: [(site: Site, kind: SiteKind, keys: [String])] = []
        var seen = Set<Site>()
        var identityKeys = Array(repeating: [String](), count: count)
        for node in 0..<count {
            guard let owner = simulation.contexts[node].codeOwner else { continue }
            func add(_ site: Site, _ kind: SiteKind, _ keys: [String]) {
                if seen.insert(site).inserted { sites.append((site, kind, keys)) }
            }
            for component in simulation.contexts[node].components {
                switch component {
                case .branch(let conditions, _, _):
                    for atom in conditions where Self.isOpaque(atom, keys: simulation.keys(of: atom.expression, in: owner)) {
                        add(Site(owner: owner, offset: atom.offset), .opaque, simulation.keys(of: atom.expression, in: owner))
                    }
                case .switchCase(let subject, _, let cases, let offset):
                    add(Site(owner: owner, offset: offset), .switchCase(count: cases), simulation.keys(of: subject, in: owner))
                case .presentation(_, let binding?, _, let offset):
                    add(Site(owner: owner, offset: offset), .presentation, simulation.keys(of: binding, in: owner))
                case .explicitID(let value):
                    identityKeys[node].append(contentsOf: simulation.keys(of: value, in: owner))
                case .element(let data, let idIsSelf) where idIsSelf:
                    identityKeys[node].append(contentsOf: simulation.keys(of: data, in: owner))
                default:
                    break
                }
            }
        }
        self.sites = sites
        self.identityKeys = identityKeys
    }

    /// A Boolean or optional test is followed per key when it reads exactly one key; any
    /// other test is followed as a whole.
    static func isOpaque(_ atom: ConditionAtom, keys: [String]) -> Bool {
        if case .opaque = atom.kind { return true }
        return keys.count != 1
    }

    // MARK: Playing

    mutating func play(_ changes: [Scenario.Change]) -> LifetimeRun {
        run(.appearance, label: nil, key: nil)
        let appearance = finishEvent(isAppearance: true)
        var events: [LifetimeEvent] = []
        var totals = LifetimeTotals()
        for change in changes {
            event += 1
            let cause: StepCause
            if change.key.hasPrefix(Simulation.navigationPrefix),
                let node = simulation.navigableNodes.first(where: {
                    Simulation.navigationPrefix + simulation.nodes[$0].name == change.key
                })
            {
                cause = .navigate(node: node)
            } else {
                cause = .change(key: change.key)
            }
            run(cause, label: change.label, key: change.key)
            let finished = finishEvent(isAppearance: false)
            totals.causes += finished.counts
            totals.initializers += finished.initializers.count
            totals.created += finished.createdCount
            totals.discarded += finished.discardedCount
            events.append(finished)
        }
        let stale = staleSlots()
        totals.stale = stale.count
        return LifetimeRun(appearance: appearance, changes: events, totals: totals, staleSlots: stale)
    }

    private mutating func run(_ cause: StepCause, label: String?, key: String?) {
        staleAtStart = Set(staleSlots())
        current = LifetimeEvent(label: label, key: key, outcome: key.map { simulation.outcome(label: label ?? $0, key: $0, model: model) })
        step(cause)
        var followUps = 0
        while !queue.isEmpty && followUps < 32 {
            let write = queue.removeFirst()
            current.followUps.append(simulation.outcome(label: "then", key: write.key, model: model))
            step(.write(write))
            followUps += 1
        }
        queue.removeAll()
    }

    private mutating func finishEvent(isAppearance: Bool) -> LifetimeEvent {
        if isAppearance {
            current.absent = simulation.nodes.indices.filter { !alive[$0] }.map { simulation.nodes[$0].name }
            current.held = heldBranches()
        }
        for node in simulation.nodes.indices {
            for (position, slot) in simulation.typeFacts[node].slots.enumerated() {
                let name = simulation.slotName(slot, in: node)
                let state = slotStates[node][position]
                let staleVersion = state.exists ? self.staleVersion(of: state) : nil
                let log = slotLog[node][position]
                guard !log.isEmpty || (staleVersion != nil) != staleAtStart.contains(name) else { continue }
                current.slots.append(
                    SlotEvent(
                        slot: name, changes: Self.summarized(log), derivation: state.exists ? state.derivation : nil,
                        staleVersion: staleVersion))
                slotLog[node][position] = []
            }
        }
        return current
    }

    /// The log without `kept` when something else happened, and without repeats in a row.
    static func summarized(_ log: [SlotChange]) -> [SlotChange] {
        let meaningful = log.contains { $0 != .kept } ? log.filter { $0 != .kept } : log
        var result: [SlotChange] = []
        for change in meaningful where result.last != change { result.append(change) }
        return result
    }

    private func staleVersion(of state: SlotState) -> Int? {
        guard let derivation = state.derivation else { return nil }
        let newest = version(of: derivation.keys)
        return newest > derivation.version ? newest : nil
    }

    private func staleSlots() -> [String] {
        var stale: [String] = []
        for node in simulation.nodes.indices {
            for (position, slot) in simulation.typeFacts[node].slots.enumerated()
            where slotStates[node][position].exists && staleVersion(of: slotStates[node][position]) != nil {
                stale.append(simulation.slotName(slot, in: node))
            }
        }
        return stale
    }

    private func version(of keys: [String]) -> Int {
        keys.reduce(0) { max($0, versions[$1] ?? 0) }
    }

    // MARK: One step

    private mutating func step(_ cause: StepCause) {
        let count = simulation.nodes.count
        let before = alive
        var recreate = Array(repeating: false, count: count)
        var changedKey: String?
        switch cause {
        case .appearance:
            break
        case .change(let key):
            changedKey = key
            follow(key, value: nil, isUser: true, recreate: &recreate)
        case .write(let write):
            changedKey = write.key
            follow(write.key, value: write.value, isUser: false, recreate: &recreate)
        case .navigate(let node):
            navigate(to: node, recreate: &recreate)
        }
        if let changedKey { versions[changedKey] = event }

        var after = Array(repeating: false, count: count)
        var fresh = Array(repeating: false, count: count)
        var waitsForNavigation = Array(repeating: false, count: count)
        for node in 0..<count {
            let parent = simulation.parents[node]
            let parentAlive = parent.map { after[$0] } ?? true
            let (satisfied, awaitsOnlyPresentation) = isSatisfied(node)
            after[node] = parentAlive && satisfied
            fresh[node] = after[node] && (!before[node] || recreate[node] || (parent.map { fresh[$0] } ?? false))
            // A new identity's slots hold their initial values before its children are placed.
            if fresh[node] { resetSlotKeys(of: node) }
            waitsForNavigation[node] =
                parentAlive && !satisfied && awaitsOnlyPresentation
                && simulation.contexts[node].presentation?.isEager == true
        }
        var recomputed = Array(repeating: false, count: count)
        if let changedKey, let keyID = simulation.index.key(named: changedKey) {
            for reader in simulation.index.readers(ofKey: keyID) {
                let node = Int(reader)
                recomputed[node] = before[node] && after[node] && !fresh[node]
            }
        }

        let isAppearance = if case .appearance = cause { true } else { false }
        for node in 0..<count {
            let name = simulation.nodes[node].name
            if before[node] && !after[node] {
                current.disappeared.append(name)
                destroySlots(of: node)
            } else if before[node] && fresh[node] {
                current.recreated.append(name)
                destroySlots(of: node)
            } else if !before[node] && after[node] && !isAppearance {
                current.appeared.append(name)
            }
        }
        if case .change(let key) = cause { recordUserWrite(of: key, after: after, fresh: fresh) }

        for node in 0..<count {
            let parent = simulation.parents[node]
            let parentBodyRuns = parent.map { recomputed[$0] || fresh[$0] } ?? false
            let isEager = simulation.contexts[node].presentation?.isEager == true
            var initializerRuns = false
            var usesWaiting = false
            if fresh[node] {
                if parent == nil || parentBodyRuns {
                    initializerRuns = true
                } else if isEager {
                    usesWaiting = true
                } else {
                    initializerRuns = true
                }
            } else if (after[node] || waitsForNavigation[node]) && parentBodyRuns {
                initializerRuns = true
            }
            if initializerRuns { current.initializers.append(simulation.nodes[node].name) }
            if fresh[node] {
                createSlots(of: node, usesWaiting: usesWaiting)
            } else if after[node] && initializerRuns {
                reinitializeSlots(of: node)
            } else if waitsForNavigation[node] && initializerRuns {
                buildWaiting(for: node)
            }
        }

        for node in 0..<count where after[node] {
            for action in simulation.typeFacts[node].actions {
                let fires: Bool
                if fresh[node] {
                    switch action.trigger {
                    case .appear, .taskID: fires = true
                    case .change(let initial): fires = initial
                    }
                } else if recomputed[node], let key = changedKey, action.trigger != .appear,
                    let watched = action.watched
                {
                    fires = simulation.keys(of: watched, in: node).contains(key)
                } else {
                    fires = false
                }
                if fires { fire(action, in: node) }
            }
        }
        alive = after
    }

    /// Whether every component of the node's identity holds now, and whether, when not,
    /// only a presentation that is not open keeps it away.
    private func isSatisfied(_ node: Int) -> (Bool, Bool) {
        guard let owner = simulation.contexts[node].codeOwner else { return (true, false) }
        var others = true
        var presentationOpen = true
        for component in simulation.contexts[node].components {
            switch component {
            case .branch(let conditions, let isElse, _):
                let allHold = conditions.allSatisfy { self.holds($0, owner: owner) }
                if allHold == isElse { others = false }
            case .switchCase(_, let index, _, let offset):
                if (switchCases[Site(owner: owner, offset: offset)] ?? 0) != index { others = false }
            case .presentation(_, _, _, let offset):
                if presented[Site(owner: owner, offset: offset)] != true { presentationOpen = false }
            case .explicitID, .element:
                break
            }
        }
        return (others && presentationOpen, others && !presentationOpen)
    }

    /// The branches in a root's code (the app, a scene) that keep views away and that no
    /// change can flip, because their conditions read no key, each with the views it keeps
    /// away, those under them included. (Deeper in the tree, such a condition mostly tests a
    /// value the creator passes, which another creation can change.)
    private func heldBranches() -> [HeldBranch] {
        // Per absent node, the branch that keeps it away; per branch, a node it decides the
        // identity of (for its place) and the views it keeps away.
        var heldBy: [Int: Site] = [:]
        var found: [(site: Site, node: Int, views: [String])] = []
        var position: [Site: Int] = [:]
        for node in simulation.nodes.indices where !alive[node] {
            var site: Site?
            if let parent = simulation.parents[node], let inherited = heldBy[parent] {
                site = inherited
            } else if let owner = simulation.contexts[node].codeOwner, simulation.parents[owner] == nil {
                // The first branch not taken decides. It is held when its conditions read no
                // key and name none of the root's properties, outside any row (whose element
                // differs from row to row).
                let properties = simulation.typeFacts[owner].properties
                for component in simulation.contexts[node].components {
                    if case .element = component { break }
                    guard case .branch(let conditions, let isElse, let offset) = component,
                        conditions.allSatisfy({ holds($0, owner: owner) }) == isElse
                    else { continue }
                    let isFixed = conditions.allSatisfy { atom in
                        simulation.keys(of: atom.expression, in: owner).isEmpty
                            && !atom.expression.references.contains { properties[$0.name] != nil }
                    }
                    if isFixed { site = Site(owner: owner, offset: offset) }
                    break
                }
            }
            guard let site else { continue }
            heldBy[node] = site
            if let index = position[site] {
                found[index].views.append(simulation.nodes[node].name)
            } else {
                position[site] = found.count
                found.append((site, node, [simulation.nodes[node].name]))
            }
        }
        return found.compactMap { entry in
            let analysis = simulation.analysis
            guard let (component, location) = analysis.identityComponent(ofNode: entry.node, at: entry.site.offset) else {
                return nil
            }
            return HeldBranch(branch: component.description, location: "\(location)", views: entry.views)
        }
    }

    private func holds(_ atom: ConditionAtom, owner: Int) -> Bool {
        let keys = simulation.keys(of: atom.expression, in: owner)
        if Self.isOpaque(atom, keys: keys) { return opaque[Site(owner: owner, offset: atom.offset)] ?? true }
        switch atom.kind {
        case .boolean(let negated):
            return (truth[keys[0]] ?? true) != negated
        case .nonNil(let negated):
            return (nonNil[keys[0]] ?? true) != negated
        case .opaque:
            return true
        }
    }

    /// Applies the assumptions about what a change of `key` changes.
    private mutating func follow(_ key: String, value: ExpressionFacts?, isUser: Bool, recreate: inout [Bool]) {
        if let literal = value?.boolLiteral {
            truth[key] = literal
        } else {
            truth[key] = !(truth[key] ?? true)
        }
        if isUser {
            nonNil[key] = !(nonNil[key] ?? true)
        } else if let value {
            nonNil[key] = !value.isNil
        }
        for entry in sites where entry.keys.contains(key) {
            switch entry.kind {
            case .opaque:
                opaque[entry.site] = !(opaque[entry.site] ?? true)
            case .presentation:
                presented[entry.site] = !(presented[entry.site] ?? false)
            case .switchCase(let count):
                switchCases[entry.site] = ((switchCases[entry.site] ?? 0) + 1) % max(1, count)
            }
        }
        for node in simulation.nodes.indices where identityKeys[node].contains(key) { recreate[node] = true }
    }

    /// Opens the destination that shows `node`; when it is open, leaves it and opens it again.
    private mutating func navigate(to node: Int, recreate: inout [Bool]) {
        guard let owner = simulation.contexts[node].codeOwner,
            let presentation = simulation.contexts[node].presentation
        else { return }
        let site = Site(owner: owner, offset: presentation.offset)
        guard presented[site] == true else {
            presented[site] = true
            return
        }
        for other in simulation.nodes.indices {
            if let otherOwner = simulation.contexts[other].codeOwner,
                let otherPresentation = simulation.contexts[other].presentation,
                Site(owner: otherOwner, offset: otherPresentation.offset) == site
            {
                recreate[other] = true
            }
        }
    }

    // MARK: Slots

    /// A slot's initial value as its view's `init` computes it: what fills it, the keys
    /// and input names it is computed from, and the objects it builds and where.
    private struct InitialValue {
        var facts: ExpressionFacts?
        var inputs: [String] = []
        var keys: [String] = []
        var objects: [(type: String, site: String)] = []
        var isAutoclosure = false
    }

    private func initialValue(of slot: SlotDeclaration, in node: Int) -> InitialValue {
        let name = simulation.nodes[node].name
        let context = simulation.contexts[node]
        let ownerName = context.codeOwner.map { simulation.nodes[$0].name } ?? name
        let typeFacts = simulation.typeFacts[node]
        if let initializer = simulation.initializers[node], let assigned = initializer.assignments[slot.name] {
            var value = InitialValue(facts: assigned, isAutoclosure: slot.wrapper == .stateObject)
            value.keys = simulation.keys(of: assigned, in: node, initializer: initializer)
            value.objects = assigned.objects.map { ($0, "\(name).init") }
            for reference in assigned.references {
                if let position = initializer.parameters.firstIndex(where: { $0.name == reference.name }),
                    !reference.viaSelf
                {
                    value.inputs.append(reference.name)
                    let label = initializer.parameters[position].label ?? "_\(position)"
                    for object in context.arguments[label]?.objects ?? [] { value.objects.append((object, "\(ownerName).body")) }
                } else if typeFacts.properties[reference.name] != nil {
                    value.inputs.append(reference.name)
                }
            }
            return value
        }
        if simulation.creations[node].initializer == nil, let argument = context.arguments[slot.name] {
            var value = InitialValue(facts: argument, isAutoclosure: slot.wrapper == .stateObject)
            value.inputs = [slot.name]
            value.keys = simulation.creations[node].arguments[slot.name] ?? []
            value.objects = argument.objects.map { ($0, "\(ownerName).body") }
            return value
        }
        if let initial = slot.initial {
            return InitialValue(
                facts: initial, objects: initial.objects.map { ($0, "\(name).init") },
                isAutoclosure: slot.wrapper == .stateObject)
        }
        return InitialValue()
    }

    private func derivation(inputs: [String], keys: [String]) -> Derivation? {
        keys.isEmpty ? nil : Derivation(inputs: inputs, keys: keys, version: version(of: keys))
    }

    private mutating func createSlots(of node: Int, usesWaiting: Bool) {
        for (position, slot) in simulation.typeFacts[node].slots.enumerated() {
            let value = initialValue(of: slot, in: node)
            if usesWaiting {
                for entry in waiting[node] where entry.slot == position {
                    var object = entry.object
                    object.isNew = false
                    object.fate = .stored
                    current.objects.append(object)
                }
            } else {
                for object in value.objects { current.objects.append(ObjectEvent(type: object.type, site: object.site, fate: .stored)) }
            }
            slotStates[node][position] = SlotState(exists: true, derivation: derivation(inputs: value.inputs, keys: value.keys))
            slotLog[node][position].append(.created)
        }
        // The waiting objects stay: a row of a `ForEach` stands for every element, and each
        // element's destination was built with its own.
    }

    private mutating func reinitializeSlots(of node: Int) {
        for (position, slot) in simulation.typeFacts[node].slots.enumerated() where slotStates[node][position].exists {
            let value = initialValue(of: slot, in: node)
            if !value.isAutoclosure {
                for object in value.objects {
                    current.objects.append(ObjectEvent(type: object.type, site: object.site, fate: .discarded))
                }
            }
            slotLog[node][position].append(.kept)
        }
    }

    private mutating func buildWaiting(for node: Int) {
        for (position, slot) in simulation.typeFacts[node].slots.enumerated() {
            let value = initialValue(of: slot, in: node)
            guard !value.isAutoclosure, !value.objects.isEmpty else { continue }
            for entry in waiting[node] where entry.slot == position {
                var object = entry.object
                object.isNew = false
                object.fate = .discarded
                current.objects.append(object)
            }
            waiting[node].removeAll { $0.slot == position }
            for object in value.objects {
                let built = ObjectEvent(type: object.type, site: object.site, fate: .waiting)
                current.objects.append(built)
                waiting[node].append((position, built))
            }
        }
    }

    /// Sets what conditions know of the node's `@State` slots to their initial values:
    /// `nil` or not, and a literal Boolean.
    private mutating func resetSlotKeys(of node: Int) {
        for slot in simulation.typeFacts[node].slots {
            guard let key = simulation.key(ofSlot: slot, in: node) else { continue }
            let value = initialValue(of: slot, in: node)
            nonNil[key] = value.facts.map { !$0.isNil } ?? !slot.isOptional
            truth[key] = value.facts?.boolLiteral ?? true
        }
    }

    private mutating func destroySlots(of node: Int) {
        for position in slotStates[node].indices where slotStates[node][position].exists {
            slotStates[node][position] = SlotState()
            slotLog[node][position].append(.destroyed)
        }
    }

    /// The change wrote a slot itself (a tap, a binding): the value is now the user's.
    private mutating func recordUserWrite(of key: String, after: [Bool], fresh: [Bool]) {
        for node in simulation.nodes.indices where after[node] && !fresh[node] {
            for (position, slot) in simulation.typeFacts[node].slots.enumerated()
            where simulation.key(ofSlot: slot, in: node) == key && slotStates[node][position].exists {
                slotStates[node][position].derivation = nil
                slotLog[node][position].append(.written)
            }
        }
    }

    private mutating func fire(_ action: ActionFacts, in node: Int) {
        let name = simulation.nodes[node].name
        let typeFacts = simulation.typeFacts[node]
        for write in action.writes {
            guard let position = typeFacts.slots.firstIndex(where: { $0.name == write.property }),
                slotStates[node][position].exists
            else { continue }
            let slot = typeFacts.slots[position]
            if let value = write.value {
                for object in value.objects {
                    current.objects.append(ObjectEvent(type: object, site: "\(name).\(action.label)", fate: .stored))
                }
                let keys = simulation.keys(of: value, in: node)
                let inputs = value.references.map(\.name).filter { typeFacts.properties[$0] != nil }
                slotStates[node][position].derivation = derivation(inputs: inputs, keys: keys)
            } else {
                slotStates[node][position].derivation = nil
            }
            slotLog[node][position].append(.replaced(by: action.label))
            if let key = simulation.key(ofSlot: slot, in: node) { queue.append(Write(key: key, value: write.value)) }
        }
    }
}
