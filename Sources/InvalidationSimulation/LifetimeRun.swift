import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// What playing changes did to the lifetime of an app's views and state: the first
/// appearance, then one event per change, then the totals over the changes.
public struct LifetimeRun: Hashable, Sendable {
    /// The first appearance of every view, before the changes; not in the totals.
    public var appearance: LifetimeEvent
    /// One event per change, in order.
    public var changes: [LifetimeEvent]
    /// The totals over `changes`.
    public var totals: LifetimeTotals
    /// The slots stale after the last change, in node order.
    public var staleSlots: [String]

    /// Creates a run.
    public init(appearance: LifetimeEvent, changes: [LifetimeEvent], totals: LifetimeTotals, staleSlots: [String]) {
        self.appearance = appearance
        self.changes = changes
        self.totals = totals
        self.staleSlots = staleSlots
    }
}

/// What one change (or the first appearance) did.
public struct LifetimeEvent: Hashable, Sendable {
    /// The change's label and key; `nil` for the first appearance.
    public var label: String?
    public var key: String?
    /// The course's answer for the change: what it recomputes (`nil` for the first appearance).
    public var outcome: ChangeOutcome?
    /// The changes the event's actions caused (an `onChange(of:)` that replaces a slot
    /// changes that slot's key), each with the course's answer, labelled `then`.
    public var followUps: [ChangeOutcome] = []
    /// The views whose `init` ran, in the order they ran (a view may appear more than once).
    public var initializers: [String] = []
    /// Views that gained an identity (a branch was taken, a sheet shown, a destination opened).
    public var appeared: [String] = []
    /// Views whose identity was replaced by a new one (`.id(_:)`, a `ForEach` row identified
    /// by its value, another navigation): their state started over.
    public var recreated: [String] = []
    /// Views whose identity went away, and their state with it.
    public var disappeared: [String] = []
    /// For the first appearance: views the model has but that are not shown yet (a branch
    /// not taken, a sheet or destination not presented).
    public var absent: [String] = []
    /// For the first appearance: each branch that keeps views away for good, its
    /// conditions reading no key a change can flip, with the views it keeps away.
    public var held: [HeldBranch] = []
    /// What happened to each slot the event touched, in node and declaration order.
    public var slots: [SlotEvent] = []
    /// Objects built or thrown away, in order.
    public var objects: [ObjectEvent] = []

    /// Creates an event.
    public init(label: String? = nil, key: String? = nil, outcome: ChangeOutcome? = nil) {
        self.label = label
        self.key = key
        self.outcome = outcome
    }

    /// The counted causes of the change's and its follow-ups' recomputations.
    public var counts: CauseCounts {
        var counts = outcome?.counts ?? CauseCounts()
        for followUp in followUps { counts += followUp.counts }
        return counts
    }

    /// Objects built during the event.
    public var createdCount: Int { objects.filter(\.isNew).count }
    /// Objects thrown away during the event without ever being a slot's value.
    public var discardedCount: Int { objects.filter { $0.fate == .discarded }.count }
}

/// A branch that keeps views away for good: its conditions read no key, so no change
/// flips it (`else of if isRunningTests`, where the simulation takes the `if`).
public struct HeldBranch: Hashable, Sendable {
    /// The branch as the analysis describes it: `else of if isRunningTests`.
    public var branch: String
    /// Where its `if` is: `path:line:column`.
    public var location: String
    /// The views it keeps away, those under them included.
    public var views: [String]

    /// Creates a held branch.
    public init(branch: String, location: String, views: [String]) {
        self.branch = branch
        self.location = location
        self.views = views
    }
}

/// What happened to one `@State` or `@StateObject` slot during an event.
public struct SlotEvent: Hashable, Sendable {
    /// `View.property`, with the view's node name: `RoomView1.viewModel`.
    public var slot: String
    /// What happened, in order.
    public var changes: [SlotChange]
    /// Where the slot's value came from at the end of the event, when it came from inputs.
    public var derivation: Derivation?
    /// Set when the value is stale at the end of the event: the newest version of its inputs.
    public var staleVersion: Int?

    /// Creates a record.
    public init(slot: String, changes: [SlotChange], derivation: Derivation? = nil, staleVersion: Int? = nil) {
        self.slot = slot
        self.changes = changes
        self.derivation = derivation
        self.staleVersion = staleVersion
    }

    /// Whether the value is stale at the end of the event.
    public var isStale: Bool { staleVersion != nil }
}

/// One thing that happened to a slot.
public enum SlotChange: Hashable, Sendable {
    /// New storage for a new identity, holding the initial value.
    case created
    /// The storage stayed and its value did not change (its view's `init` ran, and the
    /// initial value it computed was not used).
    case kept
    /// The storage stayed and the change itself wrote its value (a tap, a binding).
    case written
    /// The storage stayed and an action replaced its value: `onChange(of: name)`, `task(id: item)`, `onAppear`.
    case replaced(by: String)
    /// The storage went away with its view's identity.
    case destroyed
}

/// Where a slot's value came from: inputs of the view and the version they had.
public struct Derivation: Hashable, Sendable {
    /// The names the value was computed from: parameters of `init` or properties of the view.
    public var inputs: [String]
    /// The keys those inputs carried.
    public var keys: [String]
    /// The newest version of those keys when the value was computed: the number of the
    /// change that produced it, 0 for the first appearance.
    public var version: Int

    /// Creates a derivation.
    public init(inputs: [String], keys: [String], version: Int) {
        self.inputs = inputs
        self.keys = keys
        self.version = version
    }
}

/// One object built by a view's code, and what became of it.
public struct ObjectEvent: Hashable, Sendable {
    /// The class.
    public var type: String
    /// Where the code that built it runs: `RoomView1.init`, `ContentView.body`,
    /// `RoomView2.onChange(of: name)`.
    public var site: String
    /// Whether it was built during this event (`false` for an object built earlier that
    /// this event stored or threw away).
    public var isNew: Bool
    /// What became of it.
    public var fate: ObjectFate

    /// Creates a record.
    public init(type: String, site: String, isNew: Bool = true, fate: ObjectFate) {
        self.type = type
        self.site = site
        self.isNew = isNew
        self.fate = fate
    }
}

/// What became of an object a view's code built.
public enum ObjectFate: String, Hashable, Sendable {
    /// It became a slot's value.
    case stored
    /// It was thrown away without ever being a slot's value: an initial value computed in
    /// `init` for a slot that already exists, or a waiting one replaced before it was used.
    case discarded
    /// It waits in a destination view built before anyone navigates; it becomes the slot's
    /// value if the destination opens before its `init` runs again.
    case waiting
}

/// The totals over the played changes, in the style of the course's `countCauses`.
public struct LifetimeTotals: Hashable, Sendable {
    /// The counted causes of all recomputations, follow-ups included.
    public var causes: CauseCounts
    /// How many times a view's `init` ran.
    public var initializers: Int
    /// Objects built.
    public var created: Int
    /// Objects thrown away without being stored.
    public var discarded: Int
    /// Slots stale after the last change.
    public var stale: Int

    /// Creates totals.
    public init(causes: CauseCounts = CauseCounts(), initializers: Int = 0, created: Int = 0, discarded: Int = 0, stale: Int = 0) {
        self.causes = causes
        self.initializers = initializers
        self.created = created
        self.discarded = discarded
        self.stale = stale
    }
}
