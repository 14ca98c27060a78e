extension ViewGraph {
    /// The entry of an injection whose object's type the source does not tell
    /// (`.environmentObject(session)` with `session` of a type outside the app): it may put
    /// any object there.
    public static let unknownEntry = "?"

    /// A view that takes an object from the environment, reached from a root along a path
    /// on which no view puts one there: SwiftUI stops the app when the view's body reads it.
    public struct UninjectedObject: Hashable, Sendable {
        /// The view, by index in ``ViewGraph/views``.
        public var view: Int
        /// The object's type.
        public var type: String
        /// The edges from the root to the view, in order: the shortest such path.
        public var path: [Int]
    }

    /// The views of `required` (by index, each with the object types it must find in the
    /// environment) that some path from `roots` reaches with one of those types missing,
    /// one finding per view and type, with the shortest such path.
    ///
    /// Environment entries flow down every edge; an edge adds its injections. A view created
    /// as content another view shows (`WithStore { Home() }`) is also inside what that view
    /// puts around its content, which the graph does not record: where `injectsAround` says
    /// so of an edge, the edge counts as putting every object there. Edges `skipped` says are
    /// left out. Types past the 64th, in name order, are not checked.
    ///
    /// A view of `readFirst` (with the types its body reads) stops the app on a path that
    /// lacks one of them before any view below it is built: the views it leads to are not
    /// reported for those types along that path.
    ///
    /// A path through clauses of `#if` that no one platform compiles (``CompiledPlatforms``)
    /// exists in no build, and is not followed.
    public func uninjectedObjects(
        required: [Int: Set<String>], from roots: [Int], skipped: (Int) -> Bool = { _ in false },
        injectsAround: (Int) -> Bool = { _ in false }, readFirst: [Int: Set<String>] = [:]
    ) -> [UninjectedObject] {
        let types = Set(required.values.joined()).sorted()
        guard !types.isEmpty else { return [] }
        let bit = Dictionary(uniqueKeysWithValues: types.prefix(64).enumerated().map { ($1, UInt64(1) << UInt64($0)) })
        let everything = bit.values.reduce(0, |)
        var outgoing = Array(repeating: [Int](), count: views.count)
        for (index, edge) in edges.enumerated() where !skipped(index) { outgoing[edge.from].append(index) }

        struct State: Hashable {
            var view: Int
            var injected: UInt64
            /// The platforms that compile every creation on the path.
            var platforms: CompiledPlatforms
        }
        let compiledFor = edges.map { edge in
            edge.identity.reduce(CompiledPlatforms.all) { $0.intersection(CompiledPlatforms.compiling($1)) }
        }
        /// What a view reached with `injected` finds after `edge`.
        func after(_ edge: Int, _ injected: UInt64) -> UInt64 {
            var injected = injected
            for injection in edges[edge].injections {
                if injection.entry == Self.unknownEntry {
                    injected = everything
                } else if let mask = bit[injection.entry] {
                    injected |= mask
                }
            }
            if injectsAround(edge) { injected = everything }
            return injected
        }
        // Breadth first, so each state is first reached by a shortest path; each state keeps
        // the edge and the state it was reached from.
        var arrival: [State: (edge: Int, from: State)?] = [:]
        var queue: [State] = []
        for root in roots {
            let start = State(view: root, injected: 0, platforms: .all)
            guard arrival[start] == nil else { continue }
            arrival[start] = .some(nil)
            queue.append(start)
        }
        var found: [UninjectedObject] = []
        var reported = Set<String>()
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for type in required[state.view]?.sorted() ?? [] {
                guard let mask = bit[type], state.injected & mask == 0,
                    reported.insert("\(state.view) \(type)").inserted
                else { continue }
                var path: [Int] = []
                var current = state
                while let entry = arrival[current], let step = entry {
                    path.append(step.edge)
                    current = step.from
                }
                found.append(UninjectedObject(view: state.view, type: type, path: path.reversed()))
            }
            // What this view's body reads and lacks stops the app here, before anything below.
            let stopped = (readFirst[state.view] ?? []).reduce(state.injected) { $0 | (bit[$1] ?? 0) }
            for index in outgoing[state.view] {
                let platforms = state.platforms.intersection(compiledFor[index])
                guard !platforms.isEmpty else { continue }
                let next = State(view: edges[index].to, injected: after(index, stopped), platforms: platforms)
                guard arrival[next] == nil else { continue }
                arrival[next] = .some((index, state))
                queue.append(next)
            }
        }
        return found
    }
}
