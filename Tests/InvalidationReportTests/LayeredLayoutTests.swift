import Testing
import _InvalidationTestSupport

@testable import InvalidationReport

/// The layered layout: ranks follow edges, ordering removes crossings that can be
/// removed, boxes on a rank keep apart, and lines join the boxes they belong to.
@Suite struct LayeredLayoutTests {
    static func boxes(_ count: Int, width: Int = 80, height: Int = 30) -> [LayeredLayout.Size] {
        Array(repeating: LayeredLayout.Size(width: width, height: height), count: count)
    }

    /// Crossings between adjacent ranks, pair by pair: the plain definition, for edges
    /// that join adjacent ranks only.
    static func referenceCrossings(_ layout: LayeredLayout, edges: [(from: Int, to: Int)]) -> Int {
        var position = Array(repeating: 0, count: layout.ranks.count)
        for layer in layout.layers {
            for (index, node) in layer.enumerated() { position[node] = index }
        }
        var unique: [(Int, Int)] = []
        for edge in edges where !unique.contains(where: { $0 == (edge.from, edge.to) }) {
            unique.append((edge.from, edge.to))
        }
        var count = 0
        for (i, first) in unique.enumerated() {
            for second in unique[(i + 1)...] where layout.ranks[first.0] == layout.ranks[second.0] {
                let upper = position[first.0] - position[second.0]
                let lower = position[first.1] - position[second.1]
                if upper * lower < 0 { count += 1 }
            }
        }
        return count
    }

    @Test func ranksFollowTheLongestPathFromTheRoots() {
        // 0 → 1 → 2, and 0 → 2 directly: 2 sits below 1, not beside it. 3 is created by 2.
        let edges = [(from: 0, to: 1), (from: 1, to: 2), (from: 0, to: 2), (from: 2, to: 3)]
        let layout = LayeredLayout(sizes: Self.boxes(4), edges: edges)
        #expect(layout.ranks == [0, 1, 2, 3])
        #expect(layout.layers == [[0], [1], [2], [3]])
        #expect(layout.isBackEdge == [false, false, false, false])
        for edge in edges { #expect(layout.ranks[edge.to] > layout.ranks[edge.from]) }
    }

    @Test func aCycleIsBrokenAtTheEdgeTheCallerMarks() {
        // 0 → 1 → 2 → 1: the edge back to 1 closes the cycle.
        let edges = [(from: 0, to: 1), (from: 1, to: 2), (from: 2, to: 1), (from: 2, to: 2)]
        let marked = LayeredLayout(sizes: Self.boxes(3), edges: edges, backEdges: [false, false, true, false])
        #expect(marked.ranks == [0, 1, 2])
        #expect(marked.isBackEdge == [false, false, true, true])
        // Unmarked, the layout finds one to break by itself, and ranks still go down.
        let found = LayeredLayout(sizes: Self.boxes(3), edges: edges)
        for (index, edge) in edges.enumerated() where !found.isBackEdge[index] {
            #expect(found.ranks[edge.to] > found.ranks[edge.from])
        }
        #expect(found.isBackEdge.filter { $0 }.count == 2)
        // An edge going up runs from the right side of its source to the right side of its target.
        let back = marked.routes[2]
        #expect(back == [LayeredLayout.Point(x: marked.positions[2].x + 80, y: marked.positions[2].y + 15),
                         LayeredLayout.Point(x: marked.positions[1].x + 80, y: marked.positions[1].y + 15)])
    }

    @Test func barycenterOrderingRemovesTheCrossingsOfAPoorFirstOrder() {
        // Roots 0 and 1; 0 creates 3 and 5, 1 creates 2 and 4. The priority puts 2 and 4 first
        // on their rank, left of 3 and 5, and under the wrong root: four crossings.
        let edges = [(from: 0, to: 3), (from: 0, to: 5), (from: 1, to: 2), (from: 1, to: 4)]
        let priority = [2, 4, 0, 1, 3, 5]
        let unordered = LayeredLayout(sizes: Self.boxes(6), edges: edges, priority: priority, sweeps: 0)
        #expect(unordered.layers == [[0, 1], [2, 4, 3, 5]])
        #expect(unordered.crossings == 4)
        #expect(Self.referenceCrossings(unordered, edges: edges) == 4)
        let ordered = LayeredLayout(sizes: Self.boxes(6), edges: edges, priority: priority)
        #expect(ordered.layers == [[0, 1], [3, 5, 2, 4]])
        #expect(ordered.crossings == 0)
        #expect(Self.referenceCrossings(ordered, edges: edges) == 0)
    }

    @Test func aShuffledTreeIsDrawnWithoutCrossings() {
        // A complete binary tree of 31 nodes, its priority shuffled (seeded).
        var edges: [(from: Int, to: Int)] = []
        for node in 1..<31 { edges.append((from: (node - 1) / 2, to: node)) }
        var random = SplitMix64(seed: 7)
        var priority = Array(0..<31)
        for index in stride(from: priority.count - 1, to: 0, by: -1) {
            priority.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        let layout = LayeredLayout(sizes: Self.boxes(31), edges: edges, priority: priority)
        #expect(layout.ranks == (0..<31).map { node in (0...4).first { (1 << ($0 + 1)) - 1 > node }! })
        #expect(layout.crossings == 0)
        #expect(Self.referenceCrossings(layout, edges: edges) == 0)
    }

    @Test func boxesOnARankKeepTheirGapAndLinesJoinTheirBoxes() {
        // A diamond with a long edge: 0 → 1 → 3, 0 → 2 → 3, and 0 → 3 past both.
        let edges = [(from: 0, to: 1), (from: 0, to: 2), (from: 1, to: 3), (from: 2, to: 3), (from: 0, to: 3), (from: 0, to: 3)]
        let sizes = [
            LayeredLayout.Size(width: 120, height: 40), LayeredLayout.Size(width: 60, height: 30),
            LayeredLayout.Size(width: 90, height: 50), LayeredLayout.Size(width: 100, height: 30),
        ]
        let spacing = LayeredLayout.Spacing()
        let layout = LayeredLayout(sizes: sizes, edges: edges, spacing: spacing)
        #expect(layout.ranks == [0, 1, 1, 2])
        for layer in layout.layers {
            for (left, right) in zip(layer, layer.dropFirst()) {
                #expect(layout.positions[left].x + sizes[left].width + spacing.horizontal <= layout.positions[right].x)
            }
        }
        for (index, edge) in edges.enumerated() {
            let route = layout.routes[index]
            let source = layout.positions[edge.from]
            let target = layout.positions[edge.to]
            #expect(route.first!.y == source.y + sizes[edge.from].height)
            #expect((source.x...source.x + sizes[edge.from].width).contains(route.first!.x))
            #expect(route.last!.y == target.y)
            #expect((target.x...target.x + sizes[edge.to].width).contains(route.last!.x))
        }
        // The long edges pass rank 1 through one point each, side by side, clear of the boxes there.
        #expect(layout.routes[4].count == 3 && layout.routes[5].count == 3)
        #expect(layout.routes[5][1].x - layout.routes[4][1].x == spacing.parallel)
        #expect(layout.routes[4][1].y == layout.routes[5][1].y)
        for node in layout.layers[1] {
            let box = layout.positions[node].x...(layout.positions[node].x + sizes[node].width)
            #expect(!box.contains(layout.routes[4][1].x) && !box.contains(layout.routes[5][1].x))
        }
        // Everything lies within the drawing, its margin kept.
        for (node, corner) in layout.positions.enumerated() {
            #expect(corner.x >= spacing.margin && corner.y >= spacing.margin)
            #expect(corner.x + sizes[node].width <= layout.width - spacing.margin)
            #expect(corner.y + sizes[node].height <= layout.height - spacing.margin)
        }
    }

    @Test func aChildSitsUnderItsParentAndAParentOverItsChildren() {
        // 0 creates 1, 2 and 3 side by side; 1 creates 4, alone under it.
        let edges = [(from: 0, to: 1), (from: 0, to: 2), (from: 0, to: 3), (from: 1, to: 4)]
        let layout = LayeredLayout(sizes: Self.boxes(5), edges: edges)
        func centre(_ node: Int) -> Int { layout.positions[node].x + 40 }
        #expect(centre(0) == centre(2))
        #expect(centre(4) == centre(1))
        #expect(layout.layers[1] == [1, 2, 3])
    }

    @Test func isotonicRegressionPoolsAdjacentViolators() {
        #expect(LayeredGraph.isotonic([1, 3, 2, 4], weights: [1, 1, 1, 1]) == [1, 2.5, 2.5, 4])
        #expect(LayeredGraph.isotonic([5, 1], weights: [3, 1]) == [4, 4])
        #expect(LayeredGraph.isotonic([], weights: []) == [])
    }

    @Test func anEmptyGraphIsJustItsMargins() {
        let layout = LayeredLayout(sizes: [], edges: [])
        #expect(layout.layers.isEmpty && layout.routes.isEmpty)
        #expect(layout.width == 48 && layout.height == 48)
    }

    /// Seeded random graphs, cycles and parallel edges included: every edge that does not
    /// close a cycle goes down, boxes on a rank never overlap, every route starts and ends
    /// on its boxes, and ordering never leaves more crossings than the first order had.
    @Test func randomGraphsKeepEveryRule() {
        var random = SplitMix64(seed: 2024)
        for _ in 0..<60 {
            let count = random.next(in: 1...40)
            let sizes = (0..<count).map { _ in
                LayeredLayout.Size(width: random.next(in: 20...200), height: random.next(in: 20...80))
            }
            var edges: [(from: Int, to: Int)] = []
            for _ in 0..<random.next(in: 0...(count * 3)) {
                let from = random.next(below: count)
                // Mostly forward, sometimes back, sometimes to itself.
                let to = random.chance(0.85) ? random.next(in: from...(count - 1)) : random.next(below: count)
                edges.append((from: from, to: to))
            }
            let priority = (0..<count).shuffled(using: &random)
            let layout = LayeredLayout(sizes: sizes, edges: edges, priority: priority)
            let first = LayeredLayout(sizes: sizes, edges: edges, priority: priority, sweeps: 0)
            #expect(layout.crossings <= first.crossings)
            #expect(layout.layers.flatMap { $0 }.sorted() == Array(0..<count))
            for (index, edge) in edges.enumerated() {
                if layout.isBackEdge[index] {
                    // Left out only where it could not go down.
                    #expect(layout.ranks[edge.to] <= layout.ranks[edge.from])
                } else {
                    #expect(layout.ranks[edge.to] > layout.ranks[edge.from])
                    let route = layout.routes[index]
                    #expect(route.first!.y == layout.positions[edge.from].y + sizes[edge.from].height)
                    #expect(route.last!.y == layout.positions[edge.to].y)
                }
            }
            for layer in layout.layers {
                for (left, right) in zip(layer, layer.dropFirst()) {
                    #expect(layout.positions[left].x + sizes[left].width < layout.positions[right].x)
                }
            }
        }
    }
}
