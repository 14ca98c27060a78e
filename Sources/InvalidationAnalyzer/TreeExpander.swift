import Invalidation
import InvalidationReader

/// Turns per-type body summaries into the view tree: one node per place a body creates a
/// view, parents first and children in source order, each node's reads resolved against
/// what its parent passed it.
///
/// Naming: the first node of a type (in that order) is named after the type; later ones
/// get `#2`, `#3`, … (`RoomView`, `RoomView#2`). `@State` keys belong to a node, so they
/// are qualified by the node's name (`RoomView#2.count`).
struct TreeExpander {
    struct Node {
        var name: String
        var type: Int
        var parent: Int?
        var place: Place
        /// Per flowed property: the keys the parent's arguments read.
        var incoming: [String: [String]]
        var reads: [String] = []
        var readPlaces: [Place] = []
        /// Per stored content property: the closure the creator passed, and the node whose
        /// terms its atoms are in.
        var borrowed: [String: (summary: BodySummary, context: Int)] = [:]
        /// The initializer the creator called (see ``Creation/shape``), if matched.
        var shape: Int?
        /// Aligned with that initializer's parameters: the keys each argument read, `nil` where defaulted.
        var arguments: [[String]?] = []
        /// The creation in the parent's (or a passer's) body; `nil` for a root.
        var creation: Creation?
        /// What views above put in its environment: per entry (an object's type name, an
        /// environment key), the keys the value depends on.
        var environment: [String: [String]] = [:]
    }

    let module: ModuleIndex
    let summaries: [BodySummary?]
    let nodeLimit: Int
    /// Per type: whether it is a view of the app (not a preview or a test's).
    let included: [Bool]

    private(set) var nodes: [Node] = []
    private(set) var notes: [RawNote] = []
    private var instanceCounts: [String: Int] = [:]
    private var instantiated: [Bool]
    private var notedPlaces: Set<Place> = []
    private var stopped = false
    /// Per view type, once asked: the objects it takes from the environment.
    private var environmentObjects: [Int: [String]] = [:]

    init(module: ModuleIndex, summaries: [BodySummary?], nodeLimit: Int, included: [Bool]) {
        self.module = module
        self.summaries = summaries
        self.nodeLimit = nodeLimit
        self.included = included
        self.instantiated = Array(repeating: false, count: module.types.count)
    }

    /// Expands every root: `App` types first, then views no other body creates, then any
    /// view left over (views only reachable from each other), each in declaration order.
    mutating func expand() {
        var created = Array(repeating: false, count: module.types.count)
        func mark(_ creations: [Creation], depth: Int) {
            for creation in creations {
                if creation.type >= 0 { created[creation.type] = true }
                if depth < 16 {
                    for content in creation.contents { mark(content.summary.creations, depth: depth + 1) }
                }
            }
        }
        for (id, summary) in summaries.enumerated() where included[id] { mark(summary?.creations ?? [], depth: 0) }
        let byPlace = module.types.indices.sorted { module.types[$0].place < module.types[$1].place }
        for id in byPlace where included[id] {
            if case .app = module.types[id].role { expand(root: id) }
        }
        for id in byPlace where included[id] {
            if case .view = module.types[id].role, !created[id] { expand(root: id) }
        }
        for id in byPlace where included[id] {
            if case .view = module.types[id].role, !instantiated[id] { expand(root: id) }
        }
    }

    /// Expands only `root`, as if it were the app's one root: the instances one instance
    /// of it holds.
    mutating func expand(only root: Int) {
        expand(root: root)
    }

    private mutating func expand(root: Int) {
        var stack: [Node] = [
            Node(name: "", type: root, parent: nil, place: module.types[root].place, incoming: [:])
        ]
        while var node = stack.popLast() {
            guard !stopped else { return }
            if nodes.count >= nodeLimit {
                stopped = true
                notes.append(
                    RawNote(
                        kind: .limit, place: node.place,
                        message: "the tree reached \(nodeLimit) views: views created from here on are left out"))
                return
            }
            let info = module.types[node.type]
            let count = instanceCounts[info.name, default: 0] + 1
            instanceCounts[info.name] = count
            node.name = count == 1 ? info.name : "\(info.name)#\(count)"
            instantiated[node.type] = true
            let index = nodes.count
            let summary = summaries[node.type] ?? BodySummary()
            resolveReads(of: &node, summary: summary)
            var work: [(creation: Creation, context: Int?)] = []
            gather(summary.creations, context: nil, of: node, into: &work, depth: 0)
            var children: [Node] = []
            for (creation, context) in work where included[creation.type] {
                if isOnPath(creation.type, from: node) {
                    if notedPlaces.insert(creation.place).inserted {
                        notes.append(
                            RawNote(
                                kind: .recursion, place: creation.place,
                                message:
                                    "\(module.types[creation.type].name) is created inside itself: the tree stops at its first level"
                            ))
                    }
                    continue
                }
                let passer = context.map { nodes[$0] } ?? node
                var incoming: [String: [String]] = [:]
                for flow in creation.flows {
                    incoming[flow.property] = resolve(flow.atoms, in: passer)
                }
                var child = Node(
                    name: "", type: creation.type, parent: index, place: creation.place, incoming: incoming)
                child.environment = node.environment
                for injection in creation.injections.reversed() {
                    child.environment[injection.entry] = resolve(injection.atoms, in: passer)
                }
                child.shape = creation.shape
                child.creation = creation
                child.arguments = creation.arguments.map { $0.map { resolve($0.atoms, in: passer) } }
                for content in creation.contents {
                    child.borrowed[content.property] = (content.summary, context ?? index)
                }
                children.append(child)
            }
            nodes.append(node)
            stack.append(contentsOf: children.reversed())
        }
    }

    /// The creations of a body in order, the closures it calls from its creator put in
    /// place, each with the node whose terms it is in (`nil`: `node` itself).
    private func gather(
        _ creations: [Creation], context: Int?, of node: Node, into work: inout [(creation: Creation, context: Int?)],
        depth: Int
    ) {
        for creation in creations {
            guard let property = creation.callsContent else {
                work.append((creation, context))
                continue
            }
            let owner = context.map { nodes[$0] } ?? node
            if depth < 8, let borrowed = owner.borrowed[property] {
                gather(borrowed.summary.creations, context: borrowed.context, of: node, into: &work, depth: depth + 1)
            }
        }
    }

    /// Reads of the closures a body calls from its creator, resolved in the creator's terms.
    private func borrowedReads(
        _ creations: [Creation], context: Int?, of node: Node, into reads: inout [(key: String, place: Place)],
        depth: Int
    ) {
        for creation in creations {
            guard let property = creation.callsContent else { continue }
            let owner = context.map { nodes[$0] } ?? node
            guard depth < 8, let borrowed = owner.borrowed[property] else { continue }
            let passer = nodes[borrowed.context]
            for (position, atom) in borrowed.summary.reads.enumerated() {
                for key in resolve(atom, in: passer) { reads.append((key, borrowed.summary.readPlaces[position])) }
            }
            borrowedReads(
                borrowed.summary.creations, context: borrowed.context, of: node, into: &reads, depth: depth + 1)
        }
    }

    private func isOnPath(_ type: Int, from node: Node) -> Bool {
        if node.type == type { return true }
        var current = node.parent
        while let index = current {
            if nodes[index].type == type { return true }
            current = nodes[index].parent
        }
        return false
    }

    /// The keys an atom stands for in `node`.
    private func resolve(_ atoms: [Atom], in node: Node) -> [String] {
        var keys: [String] = []
        for atom in atoms {
            for key in resolve(atom, in: node) where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    private func resolve(_ atom: Atom, in node: Node) -> [String] {
        switch atom {
        case .key(let key):
            return [key]
        case .parameter, .published:
            return []
        case .member(let name):
            let info = module.types[node.type]
            guard let index = info.property(name) else { return [] }
            switch info.propertyKinds[index] {
            case .owned:
                return [StateKey(owner: node.name, property: name).description]
            case .flowed:
                return node.incoming[name] ?? []
            default:
                return []
            }
        }
    }

    private mutating func resolveReads(of node: inout Node, summary: BodySummary) {
        var seen = Set<String>()
        for (position, atom) in summary.reads.enumerated() {
            for key in resolve(atom, in: node) where seen.insert(key).inserted {
                node.reads.append(key)
                node.readPlaces.append(summary.readPlaces[position])
            }
        }
        var borrowed: [(key: String, place: Place)] = []
        borrowedReads(summary.creations, context: nil, of: node, into: &borrowed, depth: 0)
        for read in borrowed where seen.insert(read.key).inserted {
            node.reads.append(read.key)
            node.readPlaces.append(read.place)
        }
        let info = module.types[node.type]
        // What a view above put in the environment: read where the view takes that entry.
        if !node.environment.isEmpty {
            var taken: [(entry: String, place: Place)] = []
            for (position, key) in node.reads.enumerated() where node.environment[key] != nil {
                taken.append((key, node.readPlaces[position]))
            }
            let objects = environmentObjects[node.type] ?? module.environmentObjects(of: node.type)
            environmentObjects[node.type] = objects
            for entry in objects where node.environment[entry] != nil {
                taken.append((entry, info.place))
            }
            for (entry, place) in taken {
                for key in node.environment[entry] ?? [] where seen.insert(key).inserted {
                    node.reads.append(key)
                    node.readPlaces.append(place)
                }
            }
            // An environment value a view above set (`.environment(\.colorScheme, .dark)`) is
            // what the view reads, not the app's: unless the value came from it, that is gone.
            for position in node.reads.indices.reversed() {
                let key = node.reads[position]
                if let value = node.environment[key], !value.contains(key) {
                    node.reads.remove(at: position)
                    node.readPlaces.remove(at: position)
                }
            }
        }
        for (index, subscribes) in info.subscribes.enumerated() where subscribes {
            let property = info.properties[index]
            guard let type = info.propertyTypes[index], module.types[type.id].role == .observableObject else {
                if notedPlaces.insert(property.place).inserted {
                    notes.append(
                        RawNote(
                            kind: .unknownObject, place: property.place,
                            message:
                                "the ObservableObject type of '\(property.name)' in \(info.name) is not declared in the analyzed files: its changes are not seen"
                        ))
                }
                continue
            }
            for key in module.observedKeys(of: type.id) where seen.insert(key).inserted {
                node.reads.append(key)
                node.readPlaces.append(property.place)
            }
        }
    }

    /// The storage table: each node's own keys (`@State`, `@FocusState`, `@Query`, …) in
    /// node order, then the keys of observable classes in declaration order, then the
    /// environment keys views read or declare, then the shared keys (`@AppStorage`) they declare.
    func storage(rootStateOnly: Bool = false) -> [Scenario.Entry] {
        var entries: [Scenario.Entry] = []
        var seen = Set<String>()
        func add(_ key: String, _ storage: Storage) {
            if seen.insert(key).inserted { entries.append(Scenario.Entry(key: key, storage: storage)) }
        }
        // Types are read in place: a copy of one is dozens of arrays retained and released.
        let types = module.types
        for node in rootStateOnly ? Array(nodes.prefix(1)) : nodes {
            for (index, kind) in types[node.type].propertyKinds.enumerated() {
                if case .owned(let owned) = kind, let storage = owned.storage(owner: node.name) {
                    add(StateKey(owner: node.name, property: types[node.type].properties[index].name).description, storage)
                }
            }
        }
        if rootStateOnly { return entries.filter { if case .state = $0.storage { true } else { false } } }
        for entry in module.modelStorage { add(entry.key, entry.storage) }
        var declared = Set<Int>()
        for node in nodes {
            for key in node.reads where key.hasPrefix("\\.") { add(key, .environment) }
            guard declared.insert(node.type).inserted else { continue }
            for kind in module.types[node.type].propertyKinds {
                if case .environmentKey(let key) = kind { add(key, .environment) }
            }
        }
        declared = []
        for node in nodes where declared.insert(node.type).inserted {
            for kind in module.types[node.type].propertyKinds {
                if case .shared(let key, let storage) = kind { add(key, storage) }
            }
        }
        return entries
    }
}
