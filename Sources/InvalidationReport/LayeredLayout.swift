/// A layered drawing of a directed graph, top to bottom: each node on a rank below every
/// node that has an edge to it, nodes ordered within their rank to keep edges from
/// crossing, and each edge a line through the ranks it spans.
///
/// The steps are the classic ones, kept small:
/// 1. **Ranks.** Edges the caller marks as closing a cycle (and any edge that would still
///    close one) are left out; every other edge goes down: a node's rank is the longest
///    path to it from a node nothing points to.
/// 2. **Dummy nodes.** An edge that spans several ranks passes through one dummy node on
///    each rank between its ends, so that ordering and placement see it on every rank.
/// 3. **Order.** A depth-first walk in the caller's priority order gives the first order;
///    sweeps of the barycenter heuristic (down, then up) move each node towards the mean
///    position of its neighbours on the rank before; the order with the fewest crossings wins.
/// 4. **Coordinates.** Each rank is placed so that nodes sit as close as their spacing
///    allows to the mean of their neighbours' centres (a weighted isotonic regression,
///    solved exactly by pooling adjacent violators), alternating up and down.
/// 5. **Routes.** Each edge leaves the bottom of its source and enters the top of its
///    target, through its dummy nodes; parallel edges are drawn side by side.
///
/// Pure Swift on integers and doubles; no drawing library.
package struct LayeredLayout: Sendable {
    /// A node's size, in pixels.
    package struct Size: Hashable, Sendable {
        package var width: Int
        package var height: Int

        package init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// A point, in pixels from the drawing's top left corner.
    package struct Point: Hashable, Sendable, CustomStringConvertible {
        package var x: Int
        package var y: Int

        package init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }

        package var description: String { "(\(x), \(y))" }
    }

    /// The gaps of the drawing, in pixels.
    package struct Spacing: Hashable, Sendable {
        /// Between two boxes on one rank.
        package var horizontal = 28
        /// Between two ranks.
        package var vertical = 64
        /// Around the drawing.
        package var margin = 24
        /// Between parallel edges, and between an edge's line and a neighbouring one on a rank.
        package var parallel = 8

        package init() {}
    }

    /// Per node: its rank, 0 at the top.
    package let ranks: [Int]
    /// Per rank: its nodes, left to right.
    package let layers: [[Int]]
    /// Per node: the top left corner of its box.
    package let positions: [Point]
    /// Per node: its size, as given.
    package let sizes: [Size]
    /// Per edge: the points its line passes, from its source's box to its target's.
    package let routes: [[Point]]
    /// Per edge: whether it closes a cycle and so goes up (or to its own source); its
    /// route is then the right side of its source and the right side of its target.
    package let isBackEdge: [Bool]
    /// How many pairs of edge segments cross between adjacent ranks, parallel edges counted once.
    package let crossings: Int
    /// The size of the whole drawing.
    package let width: Int
    package let height: Int

    /// Lays out `sizes.count` nodes joined by `edges`.
    /// - Parameters:
    ///   - sizes: Each node's box.
    ///   - edges: Each edge's source and target, by node index.
    ///   - backEdges: Per edge (or empty): whether the caller knows it closes a cycle.
    ///   - priority: Nodes in the order to prefer where the layout has a free choice:
    ///     roots first, then the order a reader expects; nodes it leaves out come after, by index.
    ///   - spacing: The gaps.
    ///   - sweeps: How many barycenter sweeps to try.
    package init(
        sizes: [Size], edges: [(from: Int, to: Int)], backEdges: [Bool] = [], priority: [Int] = [],
        spacing: Spacing = Spacing(), sweeps: Int = 12
    ) {
        let count = sizes.count
        var rankOf = Array(repeating: 0, count: count)
        var position = Array(repeating: Int.max, count: count)
        for (index, node) in priority.enumerated() where node >= 0 && node < count && position[node] == Int.max {
            position[node] = index
        }
        var next = priority.count
        for node in 0..<count where position[node] == Int.max {
            position[node] = next
            next += 1
        }
        let back = Self.ranking(
            count: count, edges: edges, knownBack: backEdges, priority: position, ranks: &rankOf)
        var graph = LayeredGraph(ranks: rankOf, sizes: sizes, edges: edges, isBack: back, priority: position)
        crossings = graph.order(sweeps: sweeps)
        graph.place(spacing: spacing)
        ranks = rankOf
        layers = graph.layers.map { $0.filter { $0 < count } }
        positions = (0..<count).map { graph.corner(of: $0) }
        self.sizes = sizes
        routes = graph.routes(edges: edges, spacing: spacing)
        isBackEdge = back
        width = graph.width
        height = graph.height
    }

    /// Ranks by longest path over the edges that go down, and which edges do not.
    ///
    /// Nodes are taken in topological order, the ready node with the smallest priority
    /// first; when none is ready (a cycle the caller did not mark), the waiting node with
    /// the smallest priority is taken anyway, and the edges into it from nodes not yet
    /// taken go up.
    static func ranking(
        count: Int, edges: [(from: Int, to: Int)], knownBack: [Bool], priority: [Int], ranks: inout [Int]
    ) -> [Bool] {
        var isBack = edges.indices.map { index in
            edges[index].from == edges[index].to || (index < knownBack.count && knownBack[index])
        }
        var incoming = Array(repeating: [Int](), count: count)
        var outgoing = Array(repeating: [Int](), count: count)
        var waiting = Array(repeating: 0, count: count)
        for (index, edge) in edges.enumerated() where !isBack[index] {
            incoming[edge.to].append(index)
            outgoing[edge.from].append(index)
            waiting[edge.to] += 1
        }
        var taken = Array(repeating: false, count: count)
        var ready = PriorityQueue(priority: priority)
        for node in 0..<count where waiting[node] == 0 { ready.push(node) }
        var byPriority = (0..<count).sorted { priority[$0] < priority[$1] }[...]
        var takenCount = 0
        while takenCount < count {
            let node: Int
            if let popped = ready.pop() {
                node = popped
            } else {
                while let first = byPriority.first, taken[first] { byPriority = byPriority.dropFirst() }
                guard let first = byPriority.first else { break }
                node = first
            }
            guard !taken[node] else { continue }
            taken[node] = true
            takenCount += 1
            var rank = 0
            for edge in incoming[node] {
                let source = edges[edge].from
                if taken[source] && source != node {
                    rank = max(rank, ranks[source] + 1)
                } else {
                    isBack[edge] = true
                }
            }
            ranks[node] = rank
            for edge in outgoing[node] where !isBack[edge] {
                let target = edges[edge].to
                waiting[target] -= 1
                if waiting[target] == 0 && !taken[target] { ready.push(target) }
            }
        }
        // An edge left out on the way that goes down after all is drawn as one.
        for (index, edge) in edges.enumerated()
        where isBack[index] && edge.from != edge.to && !(index < knownBack.count && knownBack[index])
            && ranks[edge.to] > ranks[edge.from]
        {
            isBack[index] = false
        }
        return isBack
    }
}

/// A binary heap of node indices, smallest priority first.
struct PriorityQueue {
    private var heap: [Int] = []
    private let priority: [Int]

    init(priority: [Int]) {
        self.priority = priority
    }

    mutating func push(_ node: Int) {
        heap.append(node)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard priority[heap[child]] < priority[heap[parent]] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            var smallest = parent
            if left < heap.count, priority[heap[left]] < priority[heap[smallest]] { smallest = left }
            if left + 1 < heap.count, priority[heap[left + 1]] < priority[heap[smallest]] { smallest = left + 1 }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
