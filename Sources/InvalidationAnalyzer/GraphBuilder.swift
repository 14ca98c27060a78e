import Invalidation
import InvalidationReader

/// Turns the bodies followed per view type into the app's ``ViewGraph``: one view per
/// view type of the app, one edge per place a body creates one, each key qualified by
/// the type that owns it.
///
/// Views and models of test files and of previews (preview providers and the types nested
/// in them) are not part of the app and are left out, unless previews are asked for.
struct GraphBuilder {
    let module: ModuleIndex
    let summaries: [BodySummary?]
    let shapes: [[InitializerShape]]
    /// Per file: whether it is part of the app (not a test file).
    let isAppFile: [Bool]
    let location: (Place) -> SourceLocation

    /// The graph and how it corresponds to the module's types and the bodies' creations.
    struct Result {
        var graph: ViewGraph
        /// Per view of the graph: its type in the module.
        var typeOfView: [Int]
        /// Per type of the module: its view in the graph, if it is one.
        var viewOfType: [Int?]
        /// Per edge: the creation it stands for, with its syntax.
        var creations: [Creation]
        var notes: [RawNote]
        /// Per file: whether it is part of the app (not a test file).
        var isAppFile: [Bool]
        /// Per view of the graph: how it observes objects of `ObservableObject` classes.
        var observations: [ViewObservations] = []
    }

    /// How one view observes objects of `ObservableObject` classes: what its reads hold
    /// only because it subscribes, and the properties its body does read, which are all it
    /// would read were the classes `@Observable`.
    struct ViewObservations {
        /// One property that subscribes the view to an object (`@ObservedObject`,
        /// `@StateObject`, `@EnvironmentObject`).
        struct Subscription {
            /// The property, its wrapper as written and where it is declared.
            var property: String
            var wrapper: String?
            var place: Place
            /// The object's class, by module type.
            var object: Int
            /// The class's keys that the view's reads hold through this property alone:
            /// neither its body nor an earlier subscription reads them.
            var keys: [String]
        }

        var subscriptions: [Subscription] = []
        /// The `@Published` keys its body reads, each once, where it first reads it.
        var publishedReads: [ViewGraph.Read] = []
    }

    func build() -> Result {
        var typeOfView: [Int] = []
        var viewOfType = Array(repeating: Int?.none, count: module.types.count)
        let previewScopes = module.types.filter { $0.role == .preview }.map { $0.name + "." }
        let byPlace = module.types.indices.sorted { module.types[$0].place < module.types[$1].place }
        for id in byPlace {
            guard module.types[id].role.bodyMember != nil, isPartOfApp(id, previewScopes: previewScopes) else { continue }
            viewOfType[id] = typeOfView.count
            typeOfView.append(id)
        }
        var notes: [RawNote] = []
        var notedPlaces = Set<Place>()
        var views: [ViewGraph.View] = []
        var observations: [ViewObservations] = []
        for id in typeOfView {
            let (view, observed) = view(of: id, notes: &notes, notedPlaces: &notedPlaces)
            views.append(view)
            observations.append(observed)
        }
        var edges: [ViewGraph.Edge] = []
        var creations: [Creation] = []
        for (viewIndex, id) in typeOfView.enumerated() {
            addEdges(
                summaries[id]?.creations ?? [], from: viewIndex, type: id, container: nil, enclosing: nil,
                inherited: [], viewOfType: viewOfType, edges: &edges, creations: &creations, depth: 0)
        }
        var graph = ViewGraph(
            storage: storage(typeOfView: typeOfView, views: views, previewScopes: previewScopes), views: views,
            edges: edges,
            roots: roots(typeOfView: typeOfView, edges: edges))
        let walk = GraphIndex.walk(graph)
        for (index, isCycle) in walk.isCycleEdge.enumerated() where isCycle {
            let place = creations[index].place
            guard notedPlaces.insert(place).inserted else { continue }
            notes.append(
                RawNote(
                    kind: .recursion, place: place,
                    message:
                        "\(views[edges[index].to].name) is created inside itself: instances are counted along paths that do not repeat it"
                ))
        }
        graph.notes = []
        return Result(
            graph: graph, typeOfView: typeOfView, viewOfType: viewOfType, creations: creations, notes: notes,
            isAppFile: isAppFile, observations: observations)
    }

    /// Whether type `id` is part of the app: not declared in a test file, nor nested in a
    /// preview provider (`previewScopes` holds their names followed by a dot).
    private func isPartOfApp(_ id: Int, previewScopes: [String]) -> Bool {
        let name = module.types[id].name
        return isAppFile[Int(module.types[id].place.file)] && !previewScopes.contains(where: name.hasPrefix)
    }

    // MARK: Views

    private func view(
        of id: Int, notes: inout [RawNote], notedPlaces: inout Set<Place>
    ) -> (ViewGraph.View, ViewObservations) {
        // Fields are read one by one, never the whole type: the types are large and shared.
        let types = module.types
        var reads: [ViewGraph.Read] = []
        var inputs: [ViewGraph.Read] = []
        var seenKeys = Set<String>()
        var seenInputs = Set<String>()
        func add(_ resolved: (keys: [String], inputs: [String]), at place: Place) {
            for key in resolved.keys where seenKeys.insert(key).inserted {
                reads.append(ViewGraph.Read(key, at: location(place)))
            }
            for input in resolved.inputs where seenInputs.insert(input).inserted {
                inputs.append(ViewGraph.Read(input, at: location(place)))
            }
        }
        var observations = ViewObservations()
        let summary = summaries[id] ?? BodySummary()
        for (position, atom) in summary.reads.enumerated() {
            if case .published(let key) = atom {
                observations.publishedReads.append(ViewGraph.Read(key, at: location(summary.readPlaces[position])))
            }
            add(resolve([atom], in: id), at: summary.readPlaces[position])
        }
        // A closure the creator passed and the body calls reads, on each path, what the creator's closure reads.
        for creation in summary.creations {
            if let property = creation.callsContent { add(([], [property]), at: creation.place) }
        }
        for (index, subscribes) in types[id].subscribes.enumerated() where subscribes {
            let property = types[id].properties[index]
            guard let type = types[id].propertyTypes[index], types[type.id].role == .observableObject else {
                if notedPlaces.insert(property.place).inserted {
                    notes.append(
                        RawNote(
                            kind: .unknownObject, place: property.place,
                            message:
                                "the ObservableObject type of '\(property.name)' in \(types[id].name) is not declared in the analyzed files: its changes are not seen"
                        ))
                }
                continue
            }
            let keys = module.observedKeys(of: type.id)
            observations.subscriptions.append(
                ViewObservations.Subscription(
                    property: property.name, wrapper: property.wrapper, place: property.place, object: type.id,
                    keys: keys.filter { !seenKeys.contains($0) }))
            add((keys, []), at: property.place)
        }
        let view = ViewGraph.View(
            name: types[id].name, kind: types[id].viewKind ?? .view, location: location(types[id].place), reads: reads,
            inputs: inputs, environment: module.environmentObjects(of: id),
            target: module.targets.name(types[id].target))
        return (view, observations)
    }

    /// The keys an atom of type `id`'s code stands for, and the inputs it reads them through.
    func resolve(_ atoms: [Atom], in id: Int) -> (keys: [String], inputs: [String]) {
        var keys: [String] = []
        var inputs: [String] = []
        for atom in atoms {
            switch atom {
            case .key(let key):
                if !keys.contains(key) { keys.append(key) }
            case .parameter, .published:
                break
            case .member(let name):
                // Fields are read one by one: a copy of the whole type costs more than the lookup.
                guard let index = module.types[id].property(name) else { continue }
                switch module.types[id].propertyKinds[index] {
                case .owned:
                    let key = StateKey(owner: module.types[id].name, property: name).description
                    if !keys.contains(key) { keys.append(key) }
                case .shared(let key, _), .environmentKey(let key):
                    if !keys.contains(key) { keys.append(key) }
                case .flowed:
                    if !inputs.contains(name) { inputs.append(name) }
                case .object, .inert, .computed:
                    break
                }
            }
        }
        return (keys, inputs)
    }

    // MARK: Edges

    /// Where the creations of a closure another view calls sit: the identity of the
    /// creation of that view as written in the creator's body, and the identity they get
    /// in its place, the container's edge's followed by the call of the closure in its body.
    private struct Enclosing {
        var written: [IdentityComponent]
        var placed: [IdentityComponent]
    }

    /// Adds an edge per creation in `list`; a closure the created view calls in its body adds
    /// the edges of its creations once per place the body calls it, as the view's instances
    /// are there once per place, each with what decides its identity at that place.
    private func addEdges(
        _ list: [Creation], from view: Int, type: Int, container: Int?, enclosing: Enclosing?,
        inherited: [ViewGraph.Injection], viewOfType: [Int?], edges: inout [ViewGraph.Edge],
        creations: inout [Creation], depth: Int
    ) {
        guard depth < 16 else { return }
        for creation in list where creation.callsContent == nil && creation.type >= 0 {
            guard let target = viewOfType[creation.type] else { continue }
            let index = edges.count
            let written = creation.identity.map(\.component)
            var identity = written
            if let enclosing {
                // What the creator's code says outside the closure is the container's own identity.
                var shared = 0
                while shared < min(written.count, enclosing.written.count), written[shared] == enclosing.written[shared] {
                    shared += 1
                }
                identity = enclosing.placed + written.dropFirst(shared)
            }
            // What the body puts in the environment around the creation, then what it put
            // around the container whose content this is (the content is below it).
            let injections =
                creation.injections.map { injection in
                    let resolved = resolve(injection.atoms, in: type)
                    return ViewGraph.Injection(entry: injection.entry, keys: resolved.keys, inputs: resolved.inputs)
                } + inherited
            var edge = ViewGraph.Edge(
                from: view, to: target, location: location(creation.place), identity: identity,
                arguments: arguments(of: creation, in: type), container: container, injections: injections)
            for content in creation.contents {
                let resolved = resolve(content.summary.reads, in: type)
                edge.arguments.append(
                    ViewGraph.Argument(
                        parameter: content.property, fills: [content.property], keys: resolved.keys,
                        inputs: resolved.inputs, isComparable: false))
            }
            if creation.isEquatable, let compared = module.comparedProperties(of: creation.type) {
                // Under `.equatable()` SwiftUI asks the view's `==`: what it leaves out is
                // never compared, a closure included.
                for position in edge.arguments.indices
                where !edge.arguments[position].fills.isEmpty
                    && !edge.arguments[position].fills.contains(where: compared.contains)
                {
                    edge.arguments[position].isCompared = false
                    edge.arguments[position].isComparable = true
                }
            }
            edges.append(edge)
            creations.append(creation)
            for content in creation.contents {
                let calls = (summaries[creation.type]?.creations ?? []).filter { $0.callsContent == content.property }
                // A closure the body does not call where it can be seen still creates its views once.
                let sites: [[IdentityComponent]] = calls.isEmpty ? [[]] : calls.map { $0.identity.map(\.component) }
                for site in sites {
                    addEdges(
                        content.summary.creations, from: view, type: type, container: index,
                        enclosing: Enclosing(written: written, placed: identity + site), inherited: injections,
                        viewOfType: viewOfType, edges: &edges, creations: &creations, depth: depth + 1)
                }
            }
        }
    }

    /// What each argument of a creation passes, named by the parameters of the initializer it matched.
    private func arguments(of creation: Creation, in type: Int) -> [ViewGraph.Argument] {
        guard let shapeIndex = creation.shape, shapeIndex < shapes[creation.type].count else { return [] }
        let shape = shapes[creation.type][shapeIndex]
        let declared = module.types[creation.type].initializers
        var arguments: [ViewGraph.Argument] = []
        for (position, argument) in creation.arguments.enumerated() {
            guard let argument, position < shape.parameters.count else { continue }
            let name =
                shapeIndex < declared.count && position < declared[shapeIndex].parameters.count
                ? declared[shapeIndex].parameters[position].name : shape.parameters[position].label ?? "_"
            let resolved = resolve(argument.atoms, in: type)
            let fills = shape.fills[position]
            let comparable = module.isComparable(
                argument, parameter: shape.parameters[position], fills: fills, in: creation.type)
            arguments.append(
                ViewGraph.Argument(
                    parameter: name, fills: fills, keys: resolved.keys, inputs: resolved.inputs,
                    isBinding: argument.isBinding, isComparable: comparable))
        }
        return arguments
    }

    // MARK: Roots and storage

    /// `App` types, then views no edge creates, then, until every view is reached, the
    /// first view left in declaration order (views only reachable from one another).
    private func roots(typeOfView: [Int], edges: [ViewGraph.Edge]) -> [Int] {
        var created = Array(repeating: false, count: typeOfView.count)
        var children = Array(repeating: [Int](), count: typeOfView.count)
        for edge in edges {
            if edge.from != edge.to { created[edge.to] = true }
            children[edge.from].append(edge.to)
        }
        var roots: [Int] = typeOfView.indices.filter { module.types[typeOfView[$0]].viewKind == .app }
        roots += typeOfView.indices.filter { !created[$0] && !roots.contains($0) }
        var reached = Array(repeating: false, count: typeOfView.count)
        func reach(from start: Int) {
            var stack = [start]
            while let view = stack.popLast() {
                guard !reached[view] else { continue }
                reached[view] = true
                stack.append(contentsOf: children[view])
            }
        }
        for root in roots { reach(from: root) }
        for view in typeOfView.indices where !reached[view] {
            roots.append(view)
            reach(from: view)
        }
        return roots
    }

    /// Each view's own keys in view order, then the keys of the app's observable classes in
    /// declaration order, then the environment keys views read or declare, then the
    /// shared keys views declare.
    private func storage(typeOfView: [Int], views: [ViewGraph.View], previewScopes: [String]) -> [Scenario.Entry] {
        var entries: [Scenario.Entry] = []
        var seen = Set<String>()
        func add(_ key: String, _ storage: Storage) {
            if seen.insert(key).inserted { entries.append(Scenario.Entry(key: key, storage: storage)) }
        }
        // Fields are read one by one, never the whole type: the types are large and shared.
        let types = module.types
        for id in typeOfView {
            let name = types[id].name
            for (index, kind) in types[id].propertyKinds.enumerated() {
                if case .owned(let owned) = kind, let storage = owned.storage(owner: name) {
                    add(StateKey(owner: name, property: types[id].properties[index].name).description, storage)
                }
            }
        }
        let places = types.map { $0.place }
        let byPlace = types.indices.sorted { places[$0] < places[$1] }
        for id in byPlace {
            let role = module.types[id].role
            guard role == .observable || role == .observableObject, isPartOfApp(id, previewScopes: previewScopes)
            else { continue }
            let name = module.types[id].name
            for property in module.types[id].keyProperties { add(StateKey(owner: name, property: property).description, .model(object: name)) }
        }
        for (position, id) in typeOfView.enumerated() {
            for index in views[position].reads.indices where views[position].reads[index].name.hasPrefix("\\.") {
                add(views[position].reads[index].name, .environment)
            }
            for kind in module.types[id].propertyKinds {
                if case .environmentKey(let key) = kind { add(key, .environment) }
            }
        }
        for id in typeOfView {
            for kind in module.types[id].propertyKinds {
                if case .shared(let key, let storage) = kind { add(key, storage) }
            }
        }
        return entries
    }
}
