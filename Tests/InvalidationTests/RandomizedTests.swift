import Foundation
import Invalidation
import Testing
import _InvalidationTestSupport

/// The indexed engine checked against the plain reference implementation over
/// generated scenarios with fixed seeds: every change's course line, the
/// structured outcome, ancestors, causes, counts and the whole run output.
@Suite("Randomized comparison with the reference")
struct RandomizedTests {
    // MARK: Generated trees

    /// Many tiny trees, where every shape and spelling option occurs often.
    @Test("tiny trees (0 to 12 views)", arguments: 0..<8)
    func tinyTrees(batch: Int) throws {
        for seed in UInt64(batch * 300)..<UInt64(batch * 300 + 300) {
            var random = SplitMix64(seed: seed &* 0x5851_F42D_4C95_7F2D)
            let generated = GeneratedScenario(
                views: random.next(in: 0...12), keys: random.next(in: 0...6), changes: random.next(in: 0...8),
                seed: seed, options: .random(&random, views: 12))
            try checkAgreement(generated, seed: seed, lookup: .scan, probes: .all)
        }
    }

    /// Small trees, up to a few hundred views.
    @Test("small trees (13 to 400 views)", arguments: 0..<4)
    func smallTrees(batch: Int) throws {
        for seed in UInt64(10_000 + batch * 100)..<UInt64(10_000 + batch * 100 + 100) {
            var random = SplitMix64(seed: seed &* 0x5851_F42D_4C95_7F2D)
            let views = random.next(in: 13...400)
            let generated = GeneratedScenario(
                views: views, keys: random.next(in: 1...80), changes: random.next(in: 5...20),
                seed: seed, options: .random(&random, views: views))
            // Searching the node list is quadratic in a deep tree; the dictionary
            // gives the same answers faster.
            try checkAgreement(generated, seed: seed, lookup: views <= 120 ? .scan : .dictionary, probes: .sample(20))
        }
    }

    /// Medium trees, up to a few thousand views.
    @Test("medium trees (400 to 5,000 views)", arguments: 0..<2)
    func mediumTrees(batch: Int) throws {
        for seed in UInt64(20_000 + batch * 10)..<UInt64(20_000 + batch * 10 + 10) {
            var random = SplitMix64(seed: seed &* 0x5851_F42D_4C95_7F2D)
            let views = random.next(in: 400...5_000)
            let generated = GeneratedScenario(
                views: views, keys: random.next(in: 50...500), changes: 12,
                seed: seed, options: .random(&random, views: views))
            try checkAgreement(generated, seed: seed, lookup: .dictionary, probes: .sample(40))
        }
    }

    /// A few large trees, the largest with 100,000 views.
    @Test(
        "large trees",
        arguments: [
            (views: 20_000, roots: 1, seed: UInt64(30_001)),
            (views: 50_000, roots: 100, seed: UInt64(30_002)),
            (views: 100_000, roots: 1, seed: UInt64(30_003)),
        ])
    func largeTrees(views: Int, roots: Int, seed: UInt64) throws {
        var options = GeneratedScenario.Options()
        options.roots = roots
        options.spellingVariants = true
        options.duplicateReads = true
        let generated = GeneratedScenario(views: views, keys: 2_000, changes: 6, seed: seed, options: options)
        try checkAgreement(generated, seed: seed, lookup: .dictionary, probes: .sample(25))
    }

    // MARK: Edge shapes

    @Test("an empty tree skips nothing and recomputes nothing")
    func emptyTree() throws {
        let storage: [String: Storage] = ["tapCount": .state(owner: "CounterCard"), "\\.colorScheme": .environment]
        let tree = try ViewTree(validating: [], storage: storage)
        let reference = ReferenceTree(nodes: [], storage: storage)
        for key in ["tapCount", "\\.colorScheme", "unknown"] {
            let expected = "tapped: \(key) changed | recomputed none | skipped none\n"
            #expect(reference.change("tapped", key: key).line == expected)
            var line = ByteBuffer()
            tree.write("tapped", key: key, to: &line)
            #expect(TextDifference(actual: line.string, expected: expected) == nil)
            #expect(tree.outcome("tapped", key: key) == ChangeOutcome(label: "tapped", key: key, recomputed: [], skipped: []))
        }
        #expect(tree.ancestors(of: "CounterCard") == [])
        #expect(tree.cause(of: ViewNode("CounterCard", parent: nil, reads: []), key: "tapCount") == "local")
        #expect(tree.cause(of: ViewNode("Other", parent: nil, reads: []), key: "tapCount") == "off-rule")

        let generated = GeneratedScenario(views: 0, keys: 5, changes: 4, seed: 1)
        try checkAgreement(generated, seed: 1, lookup: .scan, probes: .all)
    }

    @Test("a single view: each kind of storage and a key with none")
    func singleView() throws {
        let storage: [String: Storage] = [
            "own": .state(owner: "Only"), "foreign": .state(owner: "Elsewhere"),
            "Store.value": .model(object: "Store"), "\\.locale": .environment,
        ]
        let nodes = [ViewNode("Only", parent: nil, reads: ["own", "foreign", "Store.value", "\\.locale", "loose"])]
        let tree = try ViewTree(validating: nodes, storage: storage)
        let expected = [
            "own": "c: own changed | recomputed Only local | skipped none\n",
            "foreign": "c: foreign changed | recomputed Only off-rule | skipped none\n",
            "Store.value": "c: Store.value changed | recomputed Only observed | skipped none\n",
            "\\.locale": "c: \\.locale changed | recomputed Only environment | skipped none\n",
            "loose": "c: loose changed | recomputed Only out-of-scope | skipped none\n",
            "absent": "c: absent changed | recomputed none | skipped Only\n",
        ]
        for (key, line) in expected {
            var buffer = ByteBuffer()
            tree.write("c", key: key, to: &buffer)
            #expect(TextDifference(actual: buffer.string, expected: line) == nil)
        }
        for seed in UInt64(40_000)..<40_050 {
            try checkAgreement(
                GeneratedScenario(views: 1, keys: 6, changes: 8, seed: seed), seed: seed, lookup: .scan, probes: .all)
        }
    }

    /// A path 100,000 views deep: building, ancestors and causes must not recurse.
    @Test("a chain 100,000 views deep")
    func deepChain() throws {
        let depth = 100_000
        let storage: [String: Storage] = [
            "rootState": .state(owner: "V0"), "midState": .state(owner: "V500"), "\\.env": .environment,
        ]
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(depth)
        for view in 0..<depth {
            var reads: Set<String> = []
            if view == depth - 1 || view == depth / 2 { reads = ["rootState", "midState"] }
            if view == 400 || view == 500 { reads.insert("midState") }
            if view % 1_000 == 7 { reads.insert("\\.env") }
            nodes.append(ViewNode("V\(view)", parent: view == 0 ? nil : "V\(view - 1)", reads: reads))
        }
        let tree = try ViewTree(validating: nodes, storage: storage)
        let reference = ReferenceTree(nodes: nodes, storage: storage, lookup: .dictionary)

        let deepest = tree.ancestors(of: "V\(depth - 1)")
        #expect(deepest.count == depth - 1)
        #expect(deepest.first == "V\(depth - 2)" && deepest.last == "V0")
        #expect(deepest == reference.ancestors(of: "V\(depth - 1)"))
        #expect(tree.cause(of: nodes[depth - 1], key: "rootState") == "parent")
        #expect(tree.cause(of: nodes[400], key: "midState") == "off-rule")
        for key in ["rootState", "midState", "\\.env", "none"] {
            let expected = reference.change("drag", key: key)
            var line = ByteBuffer()
            tree.write("drag", key: key, to: &line)
            let difference = TextDifference(actual: line.string, expected: expected.line)
            #expect(difference == nil, "\(difference.map(String.init(describing:)) ?? "")")
            #expect(tree.outcome("drag", key: key).recomputes == expected.recomputes)
        }
        #expect(
            reference.change("drag", key: "midState").recomputes.map(\.cause) == ["off-rule", "local", "parent", "parent"])

        var options = GeneratedScenario.Options()
        options.shape = .chain
        options.maxReads = 1
        try checkAgreement(
            GeneratedScenario(views: 3_000, keys: 40, changes: 10, seed: 41_000, options: options),
            seed: 41_000, lookup: .dictionary, probes: .sample(30))
    }

    @Test("a star: every view a child of one root")
    func star() throws {
        var options = GeneratedScenario.Options()
        options.shape = .star
        for (views, seed) in [(2, UInt64(42_000)), (50, 42_001), (20_000, 42_002)] {
            let generated = GeneratedScenario(views: views, keys: 30, changes: 10, seed: seed, options: options)
            try checkAgreement(generated, seed: seed, lookup: views > 100 ? .dictionary : .scan, probes: .sample(30))
        }
    }

    @Test("owners that are not views, keys with no storage, duplicate reads")
    func ownersKeysAndDuplicates() throws {
        let scenario = Scenario(
            storage: [
                .init(key: "ghost", storage: .state(owner: "NotAView")),
                .init(key: "twice", storage: .model(object: "First")),
                .init(key: "twice", storage: .state(owner: "Root")),
            ],
            nodes: [
                .init(name: "Root", reads: ["twice", "twice", "loose"]),
                .init(name: "Child", parent: "Root", reads: ["ghost", "loose", "ghost"]),
                .init(name: "NotAView2", parent: "Child", reads: ["ghost"]),
            ],
            changes: [
                .init(label: "a", key: "ghost"), .init(label: "b", key: "twice"), .init(label: "c", key: "loose"),
                .init(label: "d", key: "nobody"),
            ])
        let expected = """
            a: ghost changed | recomputed Child off-rule, NotAView2 off-rule | skipped Root
            b: twice changed | recomputed Root observed | skipped Child,NotAView2
            c: loose changed | recomputed Root out-of-scope, Child out-of-scope | skipped NotAView2
            d: nobody changed | recomputed none | skipped Root,Child,NotAView2
            local: 0
            parent: 0
            observed: 1
            environment: 0

            """
        #expect(ReferenceTree(scenario).runText(scenario.changes) == expected)
        let difference = TextDifference(actual: try runOutput(scenario, format: .text), expected: expected)
        #expect(difference == nil, "\(difference.map(String.init(describing:)) ?? "")")

        let tree = try ViewTree(
            validating: scenario.nodes.map { ViewNode($0.name, parent: $0.parent, reads: Set($0.reads)) },
            storage: ["ghost": .state(owner: "NotAView")])
        #expect(tree.cause(of: ViewNode("NotAView", parent: nil, reads: []), key: "ghost") == "local")
        #expect(tree.cause(of: ViewNode("Root", parent: nil, reads: []), key: "loose") == "out-of-scope")

        var options = GeneratedScenario.Options()
        options.duplicateReads = true
        for seed in UInt64(43_000)..<43_100 {
            try checkAgreement(
                GeneratedScenario(views: 30, keys: 10, changes: 10, seed: seed, options: options),
                seed: seed, lookup: .scan, probes: .sample(10))
        }
    }

    /// Swift's `String` equality is canonical equivalence: `"\u{212A}"` (KELVIN SIGN)
    /// equals `"K"`, and a decomposed `é` equals the precomposed one. The course
    /// compares names with `==` and keys through `Set` and `Dictionary`, so the
    /// index must treat such spellings as one name, and print each as given.
    @Test("canonically equivalent spellings are one name")
    func canonicalEquivalence() throws {
        let kelvin = "\u{212A}"
        let storage: [String: Storage] = [
            "caf\u{E9}": .state(owner: "\(kelvin)Root"),
            "temperature": .state(owner: "KChild"),
        ]
        let nodes = [
            ViewNode("KRoot", parent: nil, reads: ["cafe\u{301}"]),
            ViewNode("\(kelvin)Child", parent: "\(kelvin)Root", reads: ["caf\u{E9}", "temperature"]),
            ViewNode("Leaf", parent: "KChild", reads: ["cafe\u{301}", "caf\u{E9}", "temperature"]),
        ]
        let tree = try ViewTree(validating: nodes, storage: storage)
        let reference = ReferenceTree(nodes: nodes, storage: storage)
        for (label, key) in [("x", "cafe\u{301}"), ("y", "caf\u{E9}"), ("z", "temperature"), ("w", "\(kelvin)ey")] {
            var line = ByteBuffer()
            tree.write(label, key: key, to: &line)
            let expected = reference.change(label, key: key)
            let difference = TextDifference(actual: line.string, expected: expected.line)
            #expect(difference == nil, "\(difference.map(String.init(describing:)) ?? "")")
        }
        var line = ByteBuffer()
        tree.write("x", key: "cafe\u{301}", to: &line)
        #expect(
            Array(line.bytes)
                == Array("x: cafe\u{301} changed | recomputed KRoot local, \(kelvin)Child parent, Leaf parent | skipped none\n".utf8))
        #expect(tree.ancestors(of: "Leaf") == reference.ancestors(of: "Leaf"))
        #expect(tree.ancestors(of: "KChild") == ["KRoot"])
        #expect(tree.cause(of: ViewNode("KChild", parent: nil, reads: []), key: "temperature") == "local")
        #expect(tree.cause(of: ViewNode("\(kelvin)Root", parent: nil, reads: []), key: "cafe\u{301}") == "local")

        var options = GeneratedScenario.Options()
        options.spellingVariants = true
        for seed in UInt64(44_000)..<44_200 {
            options.shuffled = seed % 2 == 0
            try checkAgreement(
                GeneratedScenario(views: 40, keys: 20, changes: 10, seed: seed, options: options),
                seed: seed, lookup: .scan, probes: .sample(20))
        }
    }

    // MARK: The generator

    @Test("the generator's JSON decodes to its scenario")
    func generatorJSON() throws {
        for seed in UInt64(45_000)..<45_040 {
            var random = SplitMix64(seed: seed)
            let views = random.next(in: 0...60)
            let generated = GeneratedScenario(
                views: views, keys: random.next(in: 0...20), changes: random.next(in: 0...60),
                seed: seed, options: .random(&random, views: views))
            let decoded = try PlainScenarioReader.scenario(from: Data(generated.json()))
            var expected = generated.scenario()
            expected.storage.sort { $0.key < $1.key }
            #expect(decoded == expected, "seed \(seed)")
        }
    }

    @Test("the generator is deterministic")
    func generatorIsDeterministic() {
        let first = GeneratedScenario(views: 2_000, keys: 100, changes: 50, seed: 7)
        let second = GeneratedScenario(views: 2_000, keys: 100, changes: 50, seed: 7)
        #expect(first.json() == second.json())
        #expect(first.json() != GeneratedScenario(views: 2_000, keys: 100, changes: 50, seed: 8).json())
        var random = SplitMix64(seed: 0)
        #expect([random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4])
    }
}

// MARK: - Checking one scenario

/// How many views and keys to probe with `ancestors(of:)` and `cause(of:key:)`.
private enum Probes {
    case all
    case sample(Int)
}

extension GeneratedScenario.Options {
    /// Options drawn at random, so that every combination occurs across seeds.
    fileprivate static func random(_ random: inout SplitMix64, views: Int) -> Self {
        var options = Self()
        switch random.next(below: 6) {
        case 0: options.shape = .chain
        case 1: options.shape = .star
        case 2: options.shape = .window(random.next(in: 1...5))
        default: options.shape = .window(50)
        }
        options.roots = random.chance(0.3) ? random.next(in: 2...max(2, views / 3 + 1)) : 1
        options.maxReads = random.chance(0.2) ? random.next(in: 0...8) : 4
        options.shuffled = random.chance(0.3)
        options.spellingVariants = random.chance(0.3)
        options.duplicateReads = random.chance(0.3)
        return options
    }
}

/// Runs `scenario` through the engine and returns what `format` prints.
private func runOutput(_ scenario: Scenario, format: RunFormat) throws -> String {
    let loaded = try scenario.loaded()
    var reporter = RunReporter(format: format, out: ByteBuffer())
    loaded.run(to: &reporter)
    return reporter.out.string
}

/// Compares the engine with the reference on `generated`: every change through
/// `ViewTree.write`, `TreeIndex.outcome` and its `write(to:)`, the counts, the
/// whole output of `run` in text and counts form, and `ancestors(of:)` and
/// `cause(of:key:)` for views and keys in and out of the tree.
private func checkAgreement(
    _ generated: GeneratedScenario, seed: UInt64, lookup: ReferenceTree.Lookup, probes: Probes
) throws {
    let (nodes, storage) = generated.courseTree()
    let tree = try ViewTree(validating: nodes, storage: storage)
    let reference = ReferenceTree(nodes: nodes, storage: storage, lookup: lookup)
    let context = "seed \(seed), \(generated.viewCount) views"

    // Each change, three ways.
    var expectedText = ""
    var allRecomputes: [Recompute] = []
    var engineCounts = CauseCounts()
    var line = ByteBuffer()
    for change in generated.changes {
        let expected = reference.change(change.label, key: change.key)
        expectedText += expected.line
        allRecomputes += expected.recomputes

        line.bytes.removeAll(keepingCapacity: true)
        tree.write(change.label, key: change.key, to: &line)
        if let difference = TextDifference(actual: line.bytes, expected: expected.line.utf8) {
            Issue.record("\(context): ViewTree.write: \(difference)")
            return
        }
        let outcome = tree.index.outcome(label: change.label, key: change.key)
        #expect(outcome.recomputes == expected.recomputes, "\(context): outcome recomputes of \(change.key)")
        #expect(outcome.skipped == expected.skipped, "\(context): outcome skipped of \(change.key)")
        var written = ""
        outcome.write(to: &written)
        if let difference = TextDifference(actual: written, expected: expected.line) {
            Issue.record("\(context): ChangeOutcome.write: \(difference)")
        }
        #expect(outcome.counts == CauseCounts(expected.recomputes), "\(context): counts of \(change.key)")
        engineCounts += outcome.counts
    }
    let countLines = ReferenceTree.countLines(allRecomputes)
    expectedText += countLines
    #expect(engineCounts == CauseCounts(allRecomputes), "\(context): total counts")
    var engineCountLines = ByteBuffer()
    CourseText.writeCounts(engineCounts, to: &engineCountLines)
    #expect(engineCountLines.string == countLines, "\(context): count lines")

    // The whole run, from the scenario form.
    let scenario = generated.scenario()
    if let difference = TextDifference(actual: try runOutput(scenario, format: .text), expected: expectedText) {
        Issue.record("\(context): run text: \(difference)")
    }
    #expect(try runOutput(scenario, format: .counts) == countLines, "\(context): run counts")

    // The same run from the scenario's JSON form, through the engine's reader.
    let json = generated.json()
    let fromJSON = try json.withUnsafeBytes { (bytes) throws(InvalidationError) in
        try LoadedScenario(json: bytes, file: nil)
    }
    var reporter = RunReporter(format: .text, out: ByteBuffer())
    fromJSON.run(to: &reporter)
    if let difference = TextDifference(actual: reporter.out.bytes, expected: expectedText.utf8) {
        Issue.record("\(context): run text from JSON: \(difference)")
    }
    if generated.viewCount <= 400 {
        #expect(try Scenario(json: String(decoding: json, as: UTF8.self)) == scenario, "\(context): Scenario(json:)")
    }

    // Ancestors and causes, for views in the tree and names that are not.
    var random = SplitMix64(seed: seed ^ 0xA5A5_A5A5)
    func sample(_ count: Int) -> [Int] {
        switch probes {
        case .all: Array(0..<count)
        case .sample(let limit): count <= limit ? Array(0..<count) : (0..<limit).map { _ in random.next(below: count) }
        }
    }
    var probeNodes = sample(nodes.count).map { nodes[$0] }
    probeNodes.append(ViewNode("Stranger", parent: nil, reads: []))
    if generated.viewCount > 0 {
        let view = random.next(below: generated.viewCount)
        probeNodes.append(ViewNode(generated.reference(ofView: view), parent: nil, reads: []))
    }
    for key in generated.keys.prefix(3) where key.owner < 0 {
        if case .state(let owner) = key.storage { probeNodes.append(ViewNode(owner, parent: nil, reads: [])) }
    }
    var probeKeys = sample(generated.keys.count).prefix(12).flatMap { [generated.keys[$0].name, generated.keys[$0].alternateName] }
        .compactMap { $0 }
    probeKeys.append("absent")
    for node in probeNodes {
        #expect(tree.ancestors(of: node.name) == reference.ancestors(of: node.name), "\(context): ancestors of \(node.name)")
        for key in probeKeys {
            let expected = reference.cause(of: node, key: key)
            let actual = tree.cause(of: node, key: key)
            if actual != expected {
                Issue.record("\(context): cause of \(node.name) for \(key): \(actual), expected \(expected)")
            }
        }
    }
}
