/// An app as a graph: one node per view type, one edge per place a body creates a view.
///
/// The course's tree has one node per view *instance*; a real app reuses its views, so
/// its instance tree grows with every path from the roots (exponentially, where each
/// level creates the next twice). The graph is what that tree is drawn from: each
/// question about the app is answered on it, instances counted by counting paths
/// (``GraphIndex``), never by expanding them.
///
/// Keys belong to types: `CounterCard.tapCount` is the `@State` of every `CounterCard`.
/// What a view reads through a property its creator fills (an *input*) depends on the
/// creation path, so data flow is followed per path: a child created by two parents
/// with different keys is recomputed only under the parent whose key changed.
public struct ViewGraph: Hashable, Sendable {
    /// The storage table: where each key's value lives, in a stable order.
    public var storage: [Scenario.Entry]
    /// The view types, in declaration order of their files.
    public var views: [View]
    /// The places bodies create views, in source order within each body.
    public var edges: [Edge]
    /// The views the app starts from, by index in ``views``, in order: `App` types, then
    /// views no analyzed body creates, then views reachable only from one another.
    public var roots: [Int]
    /// What the producer of the graph could not see, as `file:line:column: note: …` lines.
    public var notes: [String]
    /// The observable classes each of whose instances that views observe is made by one
    /// instance of a view (its `@StateObject`, its `@State` holding a new object) and
    /// reaches only the views below it: a change of one of their properties happens to one
    /// such object. A class not listed is counted as one object the whole app shares.
    public var objects: [ObjectMakers]
    /// The environment values the app declares (`\.theme` of `extension EnvironmentValues`),
    /// among the keys: wherever no view above puts one in the environment, a view reads
    /// the declared default, which never changes; a change of one starts where a view
    /// puts it there. SwiftUI's own values (`\.colorScheme`) change anywhere.
    public var declaredEnvironment: [String]

    /// Creates a graph.
    public init(
        storage: [Scenario.Entry] = [], views: [View] = [], edges: [Edge] = [], roots: [Int] = [],
        notes: [String] = [], objects: [ObjectMakers] = [], declaredEnvironment: [String] = []
    ) {
        self.declaredEnvironment = declaredEnvironment
        self.storage = storage
        self.views = views
        self.edges = edges
        self.roots = roots
        self.notes = notes
        self.objects = objects
    }
}

extension ViewGraph {
    /// What kind of SwiftUI type a view type is.
    public enum ViewKind: String, Hashable, Sendable, CaseIterable {
        /// An `App`: a root.
        case app
        /// A `Scene`.
        case scene
        /// A `View`.
        case view
        /// A `ViewModifier`.
        case modifier
        /// `ToolbarContent`.
        case toolbar
        /// `Commands`.
        case commands
        /// A style (`ButtonStyle`, `LabelStyle`, …) whose `makeBody` builds views.
        case style
    }

    /// One key a body reads, or one input, with where the body first reads it.
    public struct Read: Hashable, Sendable {
        /// The key (`Store.count`, `\.colorScheme`), or for an input the property's name.
        public var name: String
        /// Where the body (or a helper it calls) first reads it.
        public var location: SourceLocation?

        /// Creates a read.
        public init(_ name: String, at location: SourceLocation? = nil) {
            self.name = name
            self.location = location
        }
    }

    /// One view type.
    public struct View: Hashable, Sendable {
        /// The type's name, qualified by the types it is nested in (`Screen.Footer`).
        public var name: String
        /// What kind of type it is.
        public var kind: ViewKind
        /// Where the type is declared.
        public var location: SourceLocation?
        /// The keys its body reads whatever creates it: its own state, observed model
        /// properties, environment values, and every `@Published` key of the
        /// `ObservableObject`s it observes (any of their changes invalidates it).
        public var reads: [Read]
        /// The properties its creators fill (plain properties, `@Binding`, `@Bindable`,
        /// `@ObservedObject`, stored closures) that its body reads: it reads whatever keys
        /// the creator passed for them, on each creation path.
        public var inputs: [Read]
        /// The objects it takes from the environment (`@Environment(Store.self)`,
        /// `@EnvironmentObject var store: Store`), by type name: when a view above puts
        /// another object there, its body runs.
        public var environment: [String]
        /// The target (module) that declares it, where an Xcode project or a Swift
        /// package says; `nil` where the source was read as one module.
        public var target: String?

        /// Creates a view type.
        public init(
            name: String, kind: ViewKind = .view, location: SourceLocation? = nil, reads: [Read] = [],
            inputs: [Read] = [], environment: [String] = [], target: String? = nil
        ) {
            self.name = name
            self.kind = kind
            self.location = location
            self.reads = reads
            self.inputs = inputs
            self.environment = environment
            self.target = target
        }
    }

    /// A value a creator puts in the environment of the views it creates there
    /// (`.environment(store)`, `.environmentObject(model)`, `.environment(\.theme, theme)`):
    /// a change of what it depends on reaches every view below that takes that entry.
    public struct Injection: Hashable, Sendable {
        /// The entry: an object's type name (`Store`), or an environment key (`\.theme`).
        public var entry: String
        /// The keys the value depends on, in the creator's terms.
        public var keys: [String]
        /// The creator's own inputs the value depends on.
        public var inputs: [String]

        /// Creates an injection.
        public init(entry: String, keys: [String] = [], inputs: [String] = []) {
            self.entry = entry
            self.keys = keys
            self.inputs = inputs
        }
    }

    /// What one argument of a creation passes to the created view.
    public struct Argument: Hashable, Sendable {
        /// The parameter it fills: the initializer's parameter name, or for the memberwise
        /// initializer and stored closures, the property's name.
        public var parameter: String
        /// The created view's properties the parameter fills (none for a value used only
        /// in `init`, such as the initial value of a `@State`).
        public var fills: [String]
        /// The keys the argument's value depends on, in the creator's terms.
        public var keys: [String]
        /// The creator's own inputs the value depends on: what they carry on the path to
        /// the creator flows on.
        public var inputs: [String]
        /// The argument is a binding (`$value`): passing it reads nothing; the created view
        /// reads the keys where its body reads the binding.
        public var isBinding: Bool
        /// Whether SwiftUI can compare the value it stores with the one before: false for a
        /// closure (`action: { count += 1 }`, `action: save`, a content closure the view
        /// stores to call in its body), which differs every time the creator's body runs.
        public var isComparable: Bool
        /// Whether SwiftUI compares it to decide if the created view's body runs: false
        /// where the view is made `.equatable()` and its own `==` leaves the properties the
        /// argument fills out, so a change of it alone runs no body (under the swiftui model).
        public var isCompared: Bool

        /// Whether the value depends on nothing the model tracks: a literal, a constant.
        public var isConstant: Bool { keys.isEmpty && inputs.isEmpty }

        /// Creates an argument.
        public init(
            parameter: String, fills: [String] = [], keys: [String] = [], inputs: [String] = [],
            isBinding: Bool = false, isComparable: Bool = true, isCompared: Bool = true
        ) {
            self.isCompared = isCompared
            self.parameter = parameter
            self.fills = fills
            self.keys = keys
            self.inputs = inputs
            self.isBinding = isBinding
            self.isComparable = isComparable
        }
    }

    /// The views that make the objects of one observable class: each instance of each of
    /// them makes its own, or is given its own as one row of a `ForEach`, and hands it on
    /// to the views below it (arguments, environment).
    public struct ObjectMakers: Hashable, Sendable {
        /// The class, as the storage table names it (`.model(object:)`).
        public var type: String
        /// The making view types, by index in ``ViewGraph/views``.
        public var owners: [Int]
        /// The owners that do not make their object but are given one row's element (`Row(item:
        /// item)` in `ForEach(items) { item in … }`): each row holds its own.
        public var rows: [Int]

        /// Creates the makers of `type`'s objects.
        public init(type: String, owners: [Int], rows: [Int] = []) {
            self.type = type
            self.owners = owners
            self.rows = rows
        }
    }

    /// One place a body creates a view.
    public struct Edge: Hashable, Sendable {
        /// The creating view type, by index in ``ViewGraph/views``.
        public var from: Int
        /// The created view type.
        public var to: Int
        /// Where the creating code names the created type.
        public var location: SourceLocation?
        /// What besides its position decides the created view's identity there, outermost first;
        /// empty when the position alone does.
        public var identity: [IdentityComponent]
        /// What each argument passes, in the order of the initializer's parameters.
        public var arguments: [Argument]
        /// Set when the creation is written in a closure the creator hands to another view,
        /// which calls it in its own body (`Card { Row(item) }` with `let content: () -> Content`):
        /// the index of the edge that creates that view. The created view is below it in the
        /// view hierarchy, and its arguments are in the creator's terms. Such a creation has an
        /// edge per place that view's body calls the closure, and its identity has what decides
        /// the call's identity there between the container's and the closure's own.
        public var container: Int?
        /// What the creator puts in the environment of the created view, innermost
        /// modifier first (an entry set twice keeps the innermost value).
        public var injections: [Injection]

        /// Creates an edge.
        public init(
            from: Int, to: Int, location: SourceLocation? = nil, identity: [IdentityComponent] = [],
            arguments: [Argument] = [], container: Int? = nil, injections: [Injection] = []
        ) {
            self.from = from
            self.to = to
            self.location = location
            self.identity = identity
            self.arguments = arguments
            self.container = container
            self.injections = injections
        }

        /// The innermost component that is not a position, which names the kind of the edge.
        public var kind: IdentityComponent.Kind {
            identity.last?.kind ?? .position
        }
    }

    /// The index of the view named `name`.
    public func view(named name: String) -> Int? {
        views.firstIndex { $0.name == name }
    }
}
