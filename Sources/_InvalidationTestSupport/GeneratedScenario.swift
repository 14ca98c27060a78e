import Invalidation

/// A random scenario, fixed by its size and seed: views, a storage table, reads
/// and changes, in the proportions the engine is measured at.
///
/// View `i` is named `V<i>`. View 0 is a root; every other view's parent is drawn
/// uniformly from the previous 50 views (or per ``Shape``), and a few more views
/// become roots when ``Options/roots`` asks for a forest. Of the keys with storage,
/// 60% are state (owned by a random view, or now and then by a name that is no
/// view), 25% model properties and 15% environment values; a few more keys have no
/// storage. Each view reads 0 to 4 keys: some nearby state (its own, or an
/// ancestor's), the rest drawn with weights spread evenly on a log scale, so that
/// some keys have a reader or two and others thousands. Each change names a key, now and then one that no
/// view reads and the storage table does not name.
///
/// The same scenario comes out as the course's values (``courseTree()``), as a
/// ``Scenario`` (``scenario()``) and as scenario JSON (``json()``).
public struct GeneratedScenario: Sendable {
    /// How parents are chosen.
    public enum Shape: Hashable, Sendable {
        /// Each view's parent is drawn uniformly from the `n` views before it.
        case window(Int)
        /// Each view's parent is the view before it: one path as deep as the tree.
        case chain
        /// Every view but the first is a child of view 0.
        case star
    }

    /// Choices beyond the size.
    public struct Options: Hashable, Sendable {
        /// How parents are chosen.
        public var shape: Shape = .window(50)
        /// About how many roots: view 0, and about `roots - 1` others drawn at random.
        public var roots = 1
        /// The most keys one view reads; each view reads 0 to this many.
        public var maxReads = 4
        /// Lists the views in a random order instead of parents first.
        public var shuffled = false
        /// Spells some view names and keys in two canonically equivalent ways
        /// (`"\u{212A}"` KELVIN SIGN and `"K"`; a precomposed and a decomposed `é`),
        /// one where they are defined and the other where they are referenced.
        public var spellingVariants = false
        /// Makes some views list a key they already read a second time.
        public var duplicateReads = false

        /// The defaults: parents from the previous 50 views, one root, 0 to 4 reads.
        public init() {}
    }

    /// One key: its spelling, its storage and the view that owns it.
    public struct Key: Hashable, Sendable {
        /// The spelling in the storage table.
        public var name: String
        /// A canonically equivalent spelling that some reads and changes use instead.
        public var alternateName: String?
        /// Where its value lives; `nil` for an out-of-scope key.
        public var storage: Storage?
        /// The view that owns it, or -1 when it is not state or its owner is no view.
        public var owner: Int32
    }

    /// The number of views.
    public let viewCount: Int
    /// The choices the scenario was made with.
    public let options: Options
    /// Per view: its parent view, or -1 for a root.
    public let parents: [Int32]
    /// Per node: the view listed there; `nil` when views are listed in order.
    public let order: [Int32]?
    /// The keys: first those in the storage table, then those without storage that
    /// views read, then those that only changes name.
    public let keys: [Key]
    /// How many keys are in the storage table; they come first in ``keys``.
    public let storedKeyCount: Int
    /// How many keys views may read; they come first in ``keys``.
    public let readableKeyCount: Int
    /// Per view `v`, the keys it reads are `readKeys[readStarts[v] ..< readStarts[v + 1]]`.
    public let readStarts: [Int32]
    /// The keys read, view after view.
    public let readKeys: [Int32]
    /// Per change, its key.
    public let changeKeys: [Int32]

    /// Generates a scenario with `views` views, `keys` keys with storage,
    /// `changes` changes, from `seed`.
    public init(views: Int, keys: Int, changes: Int, seed: UInt64, options: Options = Options()) {
        precondition(views >= 0 && keys >= 0 && changes >= 0, "sizes must not be negative")
        var random = SplitMix64(seed: seed)
        viewCount = views
        self.options = options

        var parents = [Int32](repeating: -1, count: views)
        for view in 1..<max(views, 1) {
            if options.roots > 1 && random.next(below: views) < options.roots - 1 { continue }
            switch options.shape {
            case .window(let width): parents[view] = Int32(view - 1 - random.next(below: min(max(width, 1), view)))
            case .chain: parents[view] = Int32(view - 1)
            case .star: parents[view] = 0
            }
        }
        self.parents = parents

        // Keys with storage, then keys without, then keys no view reads.
        var keyList: [Key] = []
        keyList.reserveCapacity(keys + keys / 20 + 4)
        var firstOwned = [Int32](repeating: -1, count: views)
        var nextOwned: [Int32] = []
        for key in 0..<keys {
            let roll = random.unit()
            let storage: Storage
            var owner: Int32 = -1
            let base: String
            if roll < 0.60 {
                if views > 0 && !random.chance(0.1) {
                    owner = Int32(random.next(below: views))
                    storage = .state(owner: Self.reference(ofView: Int(owner), options))
                    base = "V\(owner).s\(key)"
                } else {
                    storage = .state(owner: "Gone\(key)")
                    base = "Gone\(key).s\(key)"
                }
            } else if roll < 0.85 {
                storage = .model(object: "Store\(key % 5)")
                base = "Store\(key % 5).p\(key)"
            } else {
                storage = .environment
                base = "\\.env\(key)"
            }
            if owner >= 0 {
                nextOwned.append(firstOwned[Int(owner)])
                firstOwned[Int(owner)] = Int32(key)
            } else {
                nextOwned.append(-1)
            }
            keyList.append(Self.spelled(base, index: key, storage: storage, owner: owner, options))
        }
        storedKeyCount = keys
        let looseCount = keys == 0 ? 0 : max(1, keys / 20)
        for loose in 0..<looseCount {
            let key = keys + loose
            keyList.append(Self.spelled("loose\(key)", index: key, storage: nil, owner: -1, options))
        }
        readableKeyCount = keyList.count
        for ghost in 0..<3 {
            keyList.append(Key(name: "nobody\(ghost)", alternateName: nil, storage: nil, owner: -1))
        }
        self.keys = keyList

        // Weights spread evenly on a log scale between 1 and 2^14, as a running total
        // to search. Built from a power of two and a significand, not with `exp`, so
        // that no platform's math library can change a single bit.
        var totals: [Double] = []
        totals.reserveCapacity(readableKeyCount)
        var total = 0.0
        for _ in 0..<readableKeyCount {
            let significand = 1 + random.unit()
            total += Double(sign: .plus, exponent: random.next(below: 14), significand: significand)
            totals.append(total)
        }
        func weightedKey(_ random: inout SplitMix64) -> Int32 {
            let target = random.unit() * total
            var low = 0
            var high = totals.count - 1
            while low < high {
                let middle = (low + high) / 2
                if totals[middle] <= target { low = middle + 1 } else { high = middle }
            }
            return Int32(low)
        }

        var readStarts: [Int32] = [0]
        readStarts.reserveCapacity(views + 1)
        var readKeys: [Int32] = []
        readKeys.reserveCapacity(views * (options.maxReads + 1) / 2 + 1)
        if readableKeyCount > 0 {
            for view in 0..<views {
                let first = readKeys.count
                let count = random.next(in: 0...max(options.maxReads, 0))
                for _ in 0..<count {
                    var chosen: Int32 = -1
                    if random.chance(0.3) {
                        // State owned by this view or by one of its nearest ancestors.
                        var holder = view
                        for _ in 0..<random.next(in: 0...3) where parents[holder] >= 0 {
                            holder = Int(parents[holder])
                        }
                        var ownedCount = 0
                        var owned = firstOwned[holder]
                        while owned >= 0 {
                            ownedCount += 1
                            owned = nextOwned[Int(owned)]
                        }
                        if ownedCount > 0 {
                            chosen = firstOwned[holder]
                            for _ in 0..<random.next(below: ownedCount) { chosen = nextOwned[Int(chosen)] }
                        }
                    }
                    readKeys.append(chosen >= 0 ? chosen : weightedKey(&random))
                }
                if options.duplicateReads && readKeys.count > first && random.chance(0.3) {
                    readKeys.append(readKeys[first + random.next(below: readKeys.count - first)])
                }
                readStarts.append(Int32(readKeys.count))
            }
        } else {
            readStarts.append(contentsOf: repeatElement(0, count: views))
        }
        self.readStarts = readStarts
        self.readKeys = readKeys

        var changeKeys: [Int32] = []
        changeKeys.reserveCapacity(changes)
        for _ in 0..<changes {
            if readableKeyCount == 0 || random.chance(0.03) {
                changeKeys.append(Int32(readableKeyCount + random.next(below: 3)))
            } else if random.chance(0.5) {
                changeKeys.append(Int32(random.next(below: readableKeyCount)))
            } else {
                changeKeys.append(weightedKey(&random))
            }
        }
        self.changeKeys = changeKeys

        if options.shuffled && views > 1 {
            var order = (0..<views).map { Int32($0) }
            for position in stride(from: views - 1, to: 0, by: -1) {
                order.swapAt(position, random.next(below: position + 1))
            }
            self.order = order
        } else {
            order = nil
        }
    }

    // MARK: Spelling

    /// How a view's name is spelled where it is defined and where it is referenced.
    enum ViewSpelling {
        case plain
        /// Defined with KELVIN SIGN, referenced with `K`.
        case kelvinDefined
        /// Defined with `K`, referenced with KELVIN SIGN.
        case kelvinReferenced
    }

    static func spelling(ofView view: Int, _ options: Options) -> ViewSpelling {
        guard options.spellingVariants else { return .plain }
        switch view % 10 {
        case 2: return .kelvinDefined
        case 7: return .kelvinReferenced
        default: return .plain
        }
    }

    static let kelvin = "\u{212A}"

    /// The name of view `view` where the node list defines it.
    public func name(ofView view: Int) -> String {
        switch Self.spelling(ofView: view, options) {
        case .plain: "V\(view)"
        case .kelvinDefined: "\(Self.kelvin)V\(view)"
        case .kelvinReferenced: "KV\(view)"
        }
    }

    /// The name of view `view` where a parent field or a state owner refers to it.
    public func reference(ofView view: Int) -> String {
        Self.reference(ofView: view, options)
    }

    static func reference(ofView view: Int, _ options: Options) -> String {
        switch spelling(ofView: view, options) {
        case .plain: "V\(view)"
        case .kelvinDefined: "KV\(view)"
        case .kelvinReferenced: "\(kelvin)V\(view)"
        }
    }

    static func spelled(_ base: String, index: Int, storage: Storage?, owner: Int32, _ options: Options) -> Key {
        guard options.spellingVariants && index % 7 == 3 else {
            return Key(name: base, alternateName: nil, storage: storage, owner: owner)
        }
        return Key(name: base + ".caf\u{E9}", alternateName: base + ".cafe\u{301}", storage: storage, owner: owner)
    }

    /// The spelling of key `key` as read at position `position` of ``readKeys``, or
    /// as named by change `position`: the alternate spelling at odd positions.
    public func keyName(_ key: Int32, at position: Int) -> String {
        let entry = keys[Int(key)]
        if position & 1 == 1, let alternate = entry.alternateName { return alternate }
        return entry.name
    }

    // MARK: Nodes and changes

    /// The number of nodes: one per view.
    public var nodeCount: Int { viewCount }

    /// The view listed at node `node`.
    public func view(atNode node: Int) -> Int {
        order.map { Int($0[node]) } ?? node
    }

    /// The positions in ``readKeys`` of the keys view `view` reads.
    public func readRange(ofView view: Int) -> Range<Int> {
        Int(readStarts[view])..<Int(readStarts[view + 1])
    }

    /// The label of change `change`. Every 50th holds a quote and a backslash, so
    /// that writers and readers of the JSON form must escape them.
    public func label(ofChange change: Int) -> String {
        change % 50 == 49 ? "say \"hi\" \\ \(change)" : "change\(change)"
    }

    /// The changes, each a label and a key as spelled in the change.
    public var changes: [Scenario.Change] {
        changeKeys.indices.map { Scenario.Change(label: label(ofChange: $0), key: keyName(changeKeys[$0], at: $0)) }
    }

    /// The keys each view reads, spelled as read, in the order read.
    public func reads(ofView view: Int) -> [String] {
        readRange(ofView: view).map { keyName(readKeys[$0], at: $0) }
    }

    /// The storage table as the course writes it.
    public var storage: [String: Storage] {
        var table: [String: Storage] = [:]
        for key in keys[..<storedKeyCount] { table[key.name] = key.storage }
        return table
    }

    /// The views and storage table as the course's values, views in node order.
    public func courseTree() -> (nodes: [ViewNode], storage: [String: Storage]) {
        let nodes = (0..<nodeCount).map { node in
            let view = view(atNode: node)
            let parent = parents[view]
            return ViewNode(
                name(ofView: view), parent: parent < 0 ? nil : reference(ofView: Int(parent)),
                reads: Set(reads(ofView: view)))
        }
        return (nodes, storage)
    }

    /// The whole scenario as a ``Scenario`` value.
    public func scenario() -> Scenario {
        let entries = keys[..<storedKeyCount].map { Scenario.Entry(key: $0.name, storage: $0.storage!) }
        let nodes = (0..<nodeCount).map { node in
            let view = view(atNode: node)
            let parent = parents[view]
            return Scenario.Node(
                name: name(ofView: view), parent: parent < 0 ? nil : reference(ofView: Int(parent)),
                reads: reads(ofView: view))
        }
        return Scenario(storage: entries, nodes: nodes, changes: changes)
    }

    /// Adds the views, reads and storage table to `builder` and returns the changes
    /// with their key ids.
    public func feed(_ builder: inout TreeBuilder) -> ChangeList {
        for node in 0..<nodeCount {
            let view = view(atNode: node)
            let parent = parents[view]
            builder.addView(
                name(ofView: view), parent: parent < 0 ? nil : reference(ofView: Int(parent)), reads: reads(ofView: view))
        }
        for key in keys[..<storedKeyCount] {
            builder.setStorage(key.storage!, forKey: builder.internKey(key.name))
        }
        var list = ChangeList()
        for change in changeKeys.indices {
            let key = keyName(changeKeys[change], at: change)
            list.append(label: label(ofChange: change), key: key, keyID: builder.internKey(key))
        }
        return list
    }
}
