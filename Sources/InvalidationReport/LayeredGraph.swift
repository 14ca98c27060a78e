/// The working graph of a ``LayeredLayout``: the real nodes and a dummy node on every rank
/// a long edge passes, each rank in its current order, and the placed centres.
///
/// Nodes `0..<realCount` are the caller's; the rest are dummies. Each pair of nodes joined
/// by edges that go down is one *chain* (its source, its dummies, its target), however
/// many edges join them; ordering and placement work on the chains' segments.
struct LayeredGraph {
    let realCount: Int
    /// Per node: its rank.
    private(set) var rank: [Int]
    /// Per node: its width and height (dummies are 0 by 0).
    private(set) var size: [LayeredLayout.Size]
    /// Per rank: its nodes, in order.
    private(set) var layers: [[Int]]
    /// Per node: the nodes one rank up and one rank down it is joined to.
    private(set) var up: [[Int]]
    private(set) var down: [[Int]]
    /// Per source and target that edges going down join: the nodes the chain passes.
    private(set) var chains: [Pair: [Int]] = [:]
    /// Per node: its centre, once placed.
    private(set) var x: [Double] = []
    private(set) var layerTop: [Int] = []
    private(set) var layerHeight: [Int] = []
    private(set) var width = 0
    private(set) var height = 0

    struct Pair: Hashable {
        var from: Int
        var to: Int
    }

    init(
        ranks: [Int], sizes: [LayeredLayout.Size], edges: [(from: Int, to: Int)], isBack: [Bool], priority: [Int]
    ) {
        realCount = sizes.count
        rank = ranks
        size = sizes
        up = Array(repeating: [], count: sizes.count)
        down = Array(repeating: [], count: sizes.count)
        for (index, edge) in edges.enumerated() where !isBack[index] {
            let pair = Pair(from: edge.from, to: edge.to)
            guard chains[pair] == nil else { continue }
            var chain = [edge.from]
            for step in stride(from: ranks[edge.from] + 1, to: ranks[edge.to], by: 1) {
                let dummy = rank.count
                rank.append(step)
                size.append(LayeredLayout.Size(width: 0, height: 0))
                up.append([])
                down.append([])
                chain.append(dummy)
            }
            chain.append(edge.to)
            for (upper, lower) in zip(chain, chain.dropFirst()) {
                down[upper].append(lower)
                up[lower].append(upper)
            }
            chains[pair] = chain
        }
        layers = Array(repeating: [], count: (rank.max() ?? -1) + 1)
        // The first order: a depth-first walk down the chains, real nodes in priority order.
        var seen = Array(repeating: false, count: rank.count)
        let starts = (0..<realCount).sorted { priority[$0] < priority[$1] }
        for start in starts where !seen[start] {
            var stack = [start]
            while let node = stack.popLast() {
                guard !seen[node] else { continue }
                seen[node] = true
                layers[rank[node]].append(node)
                for child in down[node].reversed() where !seen[child] { stack.append(child) }
            }
        }
    }

    // MARK: Order

    /// Sweeps the barycenter heuristic down and up, `sweeps` times in all, and keeps the
    /// order with the fewest crossings; returns that number.
    mutating func order(sweeps: Int) -> Int {
        var best = layers
        var bestCrossings = crossings()
        guard layers.count > 1 else { return bestCrossings }
        for sweep in 0..<sweeps where bestCrossings > 0 {
            if sweep % 2 == 0 {
                for layer in 1..<layers.count { reorder(layer, by: up) }
            } else {
                for layer in stride(from: layers.count - 2, through: 0, by: -1) { reorder(layer, by: down) }
            }
            let count = crossings()
            if count < bestCrossings {
                bestCrossings = count
                best = layers
            }
        }
        layers = best
        return bestCrossings
    }

    /// Sorts `layer` by the mean position of each node's `neighbours` (on the adjacent
    /// rank); a node with none keeps its position.
    private mutating func reorder(_ layer: Int, by neighbours: [[Int]]) {
        let position = positionsInLayers()
        let keyed = layers[layer].enumerated().map { index, node -> (key: Double, index: Int, node: Int) in
            let around = neighbours[node]
            guard !around.isEmpty else { return (Double(index), index, node) }
            let sum = around.reduce(0) { $0 + position[$1] }
            return (Double(sum) / Double(around.count), index, node)
        }
        layers[layer] = keyed.sorted { ($0.key, $0.index) < ($1.key, $1.index) }.map(\.node)
    }

    /// Per node: its index within its rank.
    private func positionsInLayers() -> [Int] {
        var position = Array(repeating: 0, count: rank.count)
        for layer in layers {
            for (index, node) in layer.enumerated() { position[node] = index }
        }
        return position
    }

    /// The pairs of segments that cross, over every pair of adjacent ranks.
    func crossings() -> Int {
        let position = positionsInLayers()
        var total = 0
        for layer in layers.indices.dropLast() {
            // Segments by upper end, then lower end: each later one whose lower end is
            // left of an earlier one's crosses it (inversions, counted with a Fenwick tree).
            var lowers: [Int] = []
            for node in layers[layer] {
                lowers += down[node].map { position[$0] }.sorted()
            }
            var tree = Array(repeating: 0, count: layers[layer + 1].count + 1)
            for (inserted, lower) in lowers.enumerated() {
                var atOrLeft = 0
                var index = lower + 1
                while index > 0 {
                    atOrLeft += tree[index]
                    index -= index & -index
                }
                total += inserted - atOrLeft
                index = lower + 1
                while index < tree.count {
                    tree[index] += 1
                    index += index & -index
                }
            }
        }
        return total
    }

    // MARK: Placement

    /// Places every node: ranks stacked with `spacing.vertical` between them, each rank's
    /// nodes as near the centres of their neighbours as the gaps allow.
    mutating func place(spacing: LayeredLayout.Spacing) {
        x = Array(repeating: 0, count: rank.count)
        for layer in layers {
            var left = 0.0
            for node in layer {
                x[node] = left + Double(size[node].width) / 2
                left += Double(size[node].width + gap(after: node, spacing: spacing))
            }
            let shift = left / 2
            for node in layer { x[node] -= shift }
        }
        guard !layers.isEmpty else {
            width = 2 * spacing.margin
            height = 2 * spacing.margin
            return
        }
        // Down and up, then both ways; last, parents over their children and children
        // under their parents.
        let downward = (Array(1..<layers.count), [up])
        let upward = (Array((0..<layers.count - 1).reversed()), [down])
        let both = (Array(layers.indices), [up, down])
        let passes: [(range: [Int], neighbours: [[[Int]]])] = [
            downward, upward, downward, upward, both, both, upward, downward,
        ]
        for pass in passes {
            for layer in pass.range { align(layer, towards: pass.neighbours, spacing: spacing) }
        }
        var left = Double.infinity
        var right = -Double.infinity
        for node in 0..<rank.count {
            left = min(left, x[node] - Double(size[node].width) / 2)
            right = max(right, x[node] + Double(size[node].width) / 2)
        }
        let shift = Double(spacing.margin) - left
        for node in x.indices { x[node] = (x[node] + shift).rounded() }
        width = Int((right - left).rounded()) + 2 * spacing.margin
        var top = spacing.margin
        layerTop = []
        layerHeight = []
        for layer in layers {
            let tallest = layer.map { size[$0].height }.max() ?? 0
            layerTop.append(top)
            layerHeight.append(tallest)
            top += tallest + spacing.vertical
        }
        height = top - spacing.vertical + spacing.margin
    }

    /// The gap to leave after `node` on its rank: boxes keep apart; lines may run closer.
    private func gap(after node: Int, spacing: LayeredLayout.Spacing) -> Int {
        node < realCount ? spacing.horizontal : spacing.parallel * 2
    }

    /// Moves `layer`'s nodes as near as the gaps allow to the mean centre of their
    /// neighbours: minimizes the weighted squared distance to those means, subject to each
    /// node's gap, which is isotonic regression after subtracting the gaps.
    private mutating func align(_ layer: Int, towards neighbours: [[[Int]]], spacing: LayeredLayout.Spacing) {
        let nodes = layers[layer]
        guard !nodes.isEmpty else { return }
        // Subtracting each node's least offset from the first turns the gaps into "non-decreasing".
        var offsets = [0.0]
        for index in nodes.indices.dropFirst() {
            let left = nodes[index - 1]
            let least = Double(size[left].width + size[nodes[index]].width) / 2 + Double(gap(after: left, spacing: spacing))
            offsets.append(offsets[index - 1] + least)
        }
        var targets: [Double] = []
        var weights: [Double] = []
        for (index, node) in nodes.enumerated() {
            var sum = 0.0
            var count = 0
            for list in neighbours {
                for other in list[node] {
                    sum += x[other]
                    count += 1
                }
            }
            let wanted = count == 0 ? x[node] : sum / Double(count)
            targets.append(wanted - offsets[index])
            // Dummies weigh more, so long edges stay straight; lonely nodes weigh less.
            weights.append(count == 0 ? 0.25 : (node < realCount ? 1 : 2))
        }
        let fitted = Self.isotonic(targets, weights: weights)
        for (index, node) in nodes.enumerated() { x[node] = fitted[index] + offsets[index] }
    }

    /// The non-decreasing sequence nearest `values` in weighted squared distance, by
    /// pooling adjacent violators.
    static func isotonic(_ values: [Double], weights: [Double]) -> [Double] {
        var means: [Double] = []
        var totals: [Double] = []
        var counts: [Int] = []
        for (value, weight) in zip(values, weights) {
            means.append(value)
            totals.append(weight)
            counts.append(1)
            while means.count > 1 && means[means.count - 2] > means[means.count - 1] {
                let last = means.count - 1
                let total = totals[last - 1] + totals[last]
                let mean =
                    total > 0
                    ? (means[last - 1] * totals[last - 1] + means[last] * totals[last]) / total
                    : (means[last - 1] + means[last]) / 2
                means[last - 1] = mean
                totals[last - 1] = total
                counts[last - 1] += counts[last]
                means.removeLast()
                totals.removeLast()
                counts.removeLast()
            }
        }
        var result: [Double] = []
        result.reserveCapacity(values.count)
        for (mean, count) in zip(means, counts) { result += Array(repeating: mean, count: count) }
        return result
    }

    // MARK: Results

    /// The top left corner of a real node's box.
    func corner(of node: Int) -> LayeredLayout.Point {
        let layer = rank[node]
        let top = layerTop[layer] + (layerHeight[layer] - size[node].height) / 2
        return LayeredLayout.Point(x: Int(x[node]) - size[node].width / 2, y: top)
    }

    /// The centre of a dummy node: on the middle line of its rank.
    private func centre(of node: Int) -> LayeredLayout.Point {
        let layer = rank[node]
        return LayeredLayout.Point(x: Int(x[node]), y: layerTop[layer] + layerHeight[layer] / 2)
    }

    /// Each edge's line. An edge going down leaves the bottom of its source and enters the
    /// top of its target, at ports spread along the box in the order of the lines' other
    /// ends; parallel edges sit `spacing.parallel` apart. An edge going up joins the right
    /// sides of its two boxes.
    func routes(edges: [(from: Int, to: Int)], spacing: LayeredLayout.Spacing) -> [[LayeredLayout.Point]] {
        // Ports: per node, its chains' next (or previous) nodes ordered by their x.
        var outPort: [Pair: Int] = [:]
        var inPort: [Pair: Int] = [:]
        for node in 0..<realCount {
            let corner = self.corner(of: node)
            let width = size[node].width
            let below = down[node].sorted { x[$0] < x[$1] }
            for (index, other) in below.enumerated() {
                outPort[Pair(from: node, to: other)] = corner.x + width * (index + 1) / (below.count + 1)
            }
            let above = up[node].sorted { x[$0] < x[$1] }
            for (index, other) in above.enumerated() {
                inPort[Pair(from: other, to: node)] = corner.x + width * (index + 1) / (above.count + 1)
            }
        }
        var parallelCount: [Pair: Int] = [:]
        for edge in edges { parallelCount[Pair(from: edge.from, to: edge.to), default: 0] += 1 }
        var parallelSeen: [Pair: Int] = [:]
        return edges.map { edge in
            let pair = Pair(from: edge.from, to: edge.to)
            guard let chain = chains[pair] else {
                let source = corner(of: edge.from)
                let target = corner(of: edge.to)
                return [
                    LayeredLayout.Point(
                        x: source.x + size[edge.from].width, y: source.y + size[edge.from].height / 2),
                    LayeredLayout.Point(x: target.x + size[edge.to].width, y: target.y + size[edge.to].height / 2),
                ]
            }
            let index = parallelSeen[pair, default: 0]
            parallelSeen[pair] = index + 1
            let shift = (2 * index - (parallelCount[pair]! - 1)) * spacing.parallel / 2
            var points: [LayeredLayout.Point] = []
            let source = corner(of: edge.from)
            let first = outPort[Pair(from: chain[0], to: chain[1])] ?? source.x + size[edge.from].width / 2
            points.append(LayeredLayout.Point(x: first + shift, y: source.y + size[edge.from].height))
            for dummy in chain.dropFirst().dropLast() {
                let point = centre(of: dummy)
                points.append(LayeredLayout.Point(x: point.x + shift, y: point.y))
            }
            let target = corner(of: edge.to)
            let last = inPort[Pair(from: chain[chain.count - 2], to: edge.to)] ?? target.x + size[edge.to].width / 2
            points.append(LayeredLayout.Point(x: last + shift, y: target.y))
            return points
        }
    }
}
