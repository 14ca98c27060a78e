internal import SwiftSyntax
import InvalidationReader

/// A key a body reads, before the view instance is known.
enum Atom: Hashable, Sendable {
    /// A key spelled the same for every instance: `Store.count`, `\.colorScheme`.
    case key(String)
    /// A property of the view whose body this is; what it reads depends on the node.
    case member(String)
    /// A parameter of the initializer being followed.
    case parameter(Int)
    /// A `@Published` key of an `ObservableObject` the code reads (`Settings.name`): no read
    /// of a key (the object runs its observers' bodies whatever they read), kept to tell
    /// which of its properties a body reads.
    case published(String)
}

/// What evaluating an expression tells the analysis.
struct Value: Hashable {
    /// The keys the value depends on: read when the value is used, passed on when it fills a property.
    var atoms: [Atom] = []
    /// The module type of the value, when known.
    var type: ValueType?
    /// A `Binding` (`$x`): using it as an argument does not read it.
    var isBinding = false
    /// One element of the data a view-building call iterates (`item` in `ForEach(items) {
    /// item in … }`): each row holds its own.
    var isElement = false
    /// The expression is `self`.
    var isSelf = false
    /// The expression names a module type (`Store` in `Store.shared`).
    var metatype: Int?

    mutating func merge(_ atoms: [Atom]) {
        for atom in atoms where !self.atoms.contains(atom) { self.atoms.append(atom) }
    }
}

/// What one argument of a creation passes for a parameter.
struct CreationArgument: Sendable {
    /// The keys the value depends on, before the view instance is known.
    var atoms: [Atom]
    /// The argument is a binding (`$x`): passing it reads nothing.
    var isBinding: Bool
    /// The argument is a row's element (``Value/isElement``): each row passes its own.
    var isElement = false
    /// The argument as written.
    var expression: ExprSyntax
}

/// A value a body puts in the environment of the views it creates inside the modified
/// view (`.environment(store)`, `.environmentObject(model)`, `.environment(\.theme, theme)`).
struct EnvironmentInjection: Sendable {
    /// An object's module type name, or an environment key (`\.theme`).
    var entry: String
    /// The keys the value depends on, in the creating body's terms.
    var atoms: [Atom]
}

/// One view a body creates.
struct Creation: Sendable {
    /// The created view type.
    var type: Int
    /// Where the body creates it.
    var place: Place
    /// Per property of the created view that the call fills: the atoms of the arguments filling it.
    var flows: [(property: String, atoms: [Atom])]
    /// Closures the created view stores and calls in its own body (`let content: () -> Content`),
    /// per property: what they read and create, in the creating body's terms.
    var contents: [(property: String, summary: BodySummary)] = []
    /// Set instead of `type` (which is then -1) where a body calls a closure it stores:
    /// the property whose passed closure runs here.
    var callsContent: String?
    /// The initializer the call matched: an index into the created type's shapes (its
    /// declared initializers in order, then the memberwise one). Lifetime simulation
    /// reads it to know which `init` runs.
    var shape: Int?
    /// Aligned with that shape's parameters: the argument given for each (`nil` when the
    /// parameter keeps its default or takes a closure). Unlike `flows`, this covers
    /// parameters that fill no flowed property, such as one only used to build `@State`.
    var arguments: [CreationArgument?] = []
    /// The creating syntax: the call, or the initializer reference (`Row.init`).
    var node: Syntax?
    /// What besides its position decides the created view's identity, outermost first:
    /// what the helpers that led here sit in, then what the creation itself sits in.
    var identity: [SiteComponent] = []
    /// What the body puts in the environment around it, innermost modifier first.
    var injections: [EnvironmentInjection] = []
    /// Whether `.equatable()` is applied to it: SwiftUI compares it with the view's own
    /// `==` and runs its body only where that says the two differ.
    var isEquatable = false
}

/// What a view type's body reads and creates, the same for every instance.
struct BodySummary: Sendable {
    /// The atoms the body reads, in the order it first reads them.
    var reads: [Atom] = []
    /// Aligned with `reads`: where the body first reads each.
    var readPlaces: [Place] = []
    /// The views the body creates, in source order.
    var creations: [Creation] = []
    var notes: [RawNote] = []
    /// How many times a helper was not followed again because a record of it was reused.
    var reusedHelpers = 0
}

/// The initializers of a view type, as calls are matched against them.
struct InitializerShape: Sendable {
    struct Parameter: Sendable {
        var label: String?
        var hasDefault: Bool
        /// When the parameter takes a closure, when that closure runs.
        var closure: ClosureTiming?
        /// The property that stores the closure for the view's own body to call.
        var storedAs: String?
    }

    var parameters: [Parameter]
    /// Per parameter: the properties it fills.
    var fills: [[String]]
}

/// Follows a view's body through SwiftSyntax: which keys it reads (during the body
/// only), which views it creates and with which arguments. Helpers that the body calls
/// (computed properties, methods, custom modifiers, functions) are followed in place,
/// with their parameters bound to the call's arguments, so that data keeps flowing.
final class BodyInterpreter {
    enum SelfKind: Hashable {
        /// A view's body or helper: its properties are atoms of the instance.
        case view(Int)
        /// A method or computed property of an observable class.
        case object(Int)
        /// Any other type's member, or a free function.
        case other(Int?)
        /// A view's initializer: assignments to properties are recorded.
        case initializer(Int)
    }

    struct Frame {
        var selfKind: SelfKind
        var file: Int32
        var scope: String?
        var scopes: [[String: Value]]
        var returns = Value()
        /// Whether the values this code builds may be views: `false` in a function or computed
        /// property declared to return a type known not to be one (`-> String`), where a call
        /// to a type the analysis cannot see constructs a value, not a view from another module.
        var mayBuildViews = true
    }

    static let maximumDepth = 400
    static let maximumInlining = 24
    /// The most helper bodies followed for one view's body: helpers that call each other
    /// several times would otherwise cost time exponential in their depth.
    static let inliningBudget = 20_000

    let module: ModuleIndex
    let shapes: [[InitializerShape]]
    var summary = BodySummary()
    var readSet: Set<Atom> = []
    var noteSet: Set<RawNote> = []
    var frame: Frame
    var mode = ClosureTiming.during
    var inlineStack: [Place] = []
    var depth = 0
    var statementPosition = false
    /// Inside code of another type followed from the body: the place in the body that
    /// led there, where its reads are reported.
    var readSite: Place?
    /// Atoms read while following closures whose reads decide a call's result
    /// (`first { $0.id == selection }`), innermost call last.
    var captures: [Value] = []
    /// Where, in the body's creations, the view a chain's next link modifies begins: set
    /// before each link is applied, for a custom modifier to know what it modifies.
    var linkBaseStart: Int?
    /// Per custom modifier being followed (innermost last): where the creations of the view
    /// it modifies begin, which its own `environment(…)` calls on `self` reach.
    var modifiedStarts: [Int] = []
    var inlinedCount = 0
    /// In an initializer: per property name, the parameters assigned to it.
    var initializerFills: [String: [Int]] = [:]
    /// What decides the identity of views created in the helper being followed: the
    /// components of each call site that led into it, outermost first.
    var identityContext: [SiteComponent] = []
    /// What decides identity above each node already walked, shared by the creations below it.
    var siteIdentities = SiteIdentity.Cache()
    /// Whether helpers followed before are reused (`BodyInterpreter+Memo`).
    var reusesHelpers = true
    /// Helpers followed before, by what their following depends on.
    var followedBefore: [FollowKey: FollowRecord] = [:]
    /// The helpers being followed for the first time, innermost last, and what they do.
    var recordings: [Recording] = []
    var readLog: [LoggedRead] = []
    var attemptLog: [Place] = []
    /// Changes to views already built that are not new views: environment entries put on
    /// them, and content summaries drawn.
    var effects = 0
    /// Times a limit stopped following: a helper on the stack or too deep, nesting, the budget.
    var refusals = 0
    /// The deepest nesting and the highest stack of helpers since the innermost recording began.
    var deepest = 0
    var highestStack = 0

    /// What decides the identity of a view created at `node`, within the member that holds it.
    func siteComponents(of node: Syntax) -> [SiteComponent] {
        SiteIdentity.components(of: node, cache: &siteIdentities)
    }

    init(module: ModuleIndex, shapes: [[InitializerShape]], frame: Frame) {
        self.module = module
        self.shapes = shapes
        self.frame = frame
    }

    // MARK: Entry points

    /// Follows the body of the view type `id`.
    static func summarize(
        type id: Int, module: ModuleIndex, shapes: [[InitializerShape]], reusesHelpers: Bool = true
    ) -> BodySummary {
        let info = module.types[id]
        let interpreter = BodyInterpreter(
            module: module, shapes: shapes,
            frame: Frame(selfKind: .view(id), file: info.place.file, scope: info.name, scopes: [[:]]))
        interpreter.reusesHelpers = reusesHelpers
        switch info.role.bodyMember {
        case .property(let name)?:
            if let index = info.property(name), let getter = info.properties[index].getter {
                interpreter.frame.file = info.properties[index].place.file
                interpreter.inlineStack.append(info.properties[index].place)
                _ = interpreter.bodyValue(getter)
            } else {
                interpreter.note(
                    .missingBody, info.place,
                    "\(info.name) has no '\(name)' the analysis can see: its reads and children are unknown")
            }
        case .method(let name)?:
            if let method = info.methods[name]?.first(where: { $0.writtenBody != nil }), let body = method.body {
                interpreter.frame.file = method.place.file
                var parameters: [String: Value] = [:]
                for parameter in method.parameters { parameters[parameter.name] = Value() }
                interpreter.frame.scopes = [parameters]
                interpreter.inlineStack.append(method.place)
                _ = interpreter.bodyValue(body)
            } else {
                interpreter.note(
                    .missingBody, info.place,
                    "\(info.name) has no '\(name)' the analysis can see: its reads and children are unknown")
            }
        case nil:
            break
        }
        return interpreter.summary
    }

    /// The initializers of the view type `id`: its own, or the memberwise one.
    static func initializerShapes(of id: Int, module: ModuleIndex) -> [InitializerShape] {
        let info = module.types[id]
        var shapes: [InitializerShape] = []
        for initializer in info.initializers {
            let interpreter = BodyInterpreter(
                module: module, shapes: [],
                frame: Frame(selfKind: .initializer(id), file: initializer.place.file, scope: info.name, scopes: [[:]]))
            var parameters: [String: Value] = [:]
            for (index, parameter) in initializer.parameters.enumerated() {
                parameters[parameter.name] = Value(
                    atoms: [.parameter(index)],
                    type: module.resolve(parameter.type, scope: info.name, file: initializer.place.file),
                    isBinding: parameter.type?.isBinding ?? false)
            }
            interpreter.frame.scopes = [parameters]
            interpreter.mode = .deferred
            if let body = initializer.body { interpreter.statements(body) }
            var fills = Array(repeating: [String](), count: initializer.parameters.count)
            for (property, indices) in interpreter.initializerFills.sorted(by: { $0.key < $1.key }) {
                for index in indices where !fills[index].contains(property) { fills[index].append(property) }
            }
            shapes.append(
                InitializerShape(
                    parameters: initializer.parameters.enumerated().map { index, parameter in
                        .init(
                            label: parameter.label, hasDefault: parameter.hasDefault,
                            closure: closureTiming(of: parameter.type, isViewBuilder: parameter.isViewBuilder),
                            storedAs: fills[index].first { info.storesViewClosure(property: $0) })
                    }, fills: fills))
        }
        if !info.declaresInitializer {
            var parameters: [InitializerShape.Parameter] = []
            var fills: [[String]] = []
            for (index, property) in info.properties.enumerated() {
                guard !property.isComputed, !property.isStatic, !(property.isLet && property.initializer != nil) else {
                    continue
                }
                let kind = info.propertyKinds[index]
                switch kind {
                case .environmentKey, .inert:
                    continue
                case .object
                where property.wrapper.flatMap { SwiftUIKnowledge.propertyWrappers[$0] } != .stateObject:
                    continue
                default:
                    break
                }
                let hasDefault =
                    property.initializer != nil
                    || property.wrapper.flatMap { SwiftUIKnowledge.propertyWrappers[$0]?.hasMemberwiseDefault } == true
                parameters.append(
                    .init(
                        label: property.name, hasDefault: hasDefault,
                        closure: closureTiming(
                            of: property.type, isViewBuilder: property.attributes.contains("ViewBuilder")),
                        storedAs: info.storesViewClosure(property: property.name) ? property.name : nil))
                fills.append(kind == .flowed ? [property.name] : [])
            }
            shapes.append(InitializerShape(parameters: parameters, fills: fills))
        }
        return shapes
    }

    /// When a closure passed for a parameter of this type runs: a function that returns
    /// a view is called while the body is built, one that returns `Void` is an action.
    static func closureTiming(of type: TypeShape?, isViewBuilder: Bool) -> ClosureTiming? {
        if isViewBuilder { return .during }
        guard let type, type.isFunction else { return nil }
        return type.returnsVoid ? .later : .during
    }

    // MARK: Recording

    func read(_ atoms: [Atom], at node: some SyntaxProtocol) {
        guard !atoms.isEmpty else { return }
        let isReported = mode == .during
        // The place is worked out only where it is kept.
        guard !recordings.isEmpty || (isReported && atoms.contains { !readSet.contains($0) }) else {
            if !captures.isEmpty { captures[captures.count - 1].merge(atoms) }
            return
        }
        noteRead(
            atoms, place: readSite ?? Place(file: frame.file, node), isReported: isReported,
            mergesCapture: !captures.isEmpty)
    }

    /// Records a read at `place`: for the closure being captured, for the helpers being
    /// recorded, and, while the body runs, as the body's.
    func noteRead(_ atoms: [Atom], place: Place, isReported: Bool, mergesCapture: Bool) {
        if mergesCapture { captures[captures.count - 1].merge(atoms) }
        if !recordings.isEmpty {
            readLog.append(
                LoggedRead(
                    atoms: atoms, place: place, isReported: isReported, captureDepth: mergesCapture ? captures.count : 0))
        }
        guard isReported else { return }
        for atom in atoms where readSet.insert(atom).inserted {
            summary.reads.append(atom)
            summary.readPlaces.append(place)
        }
    }

    func note(_ kind: AnalysisNote.Kind, _ place: Place, _ message: String) {
        let note = RawNote(kind: kind, place: place, message: message)
        if noteSet.insert(note).inserted { summary.notes.append(note) }
    }

    func note(_ kind: AnalysisNote.Kind, at node: some SyntaxProtocol, _ message: String) {
        note(kind, Place(file: frame.file, node), message)
    }

    // MARK: Scopes

    func local(_ name: String) -> Value? {
        for scope in frame.scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    func define(_ name: String, _ value: Value) {
        frame.scopes[frame.scopes.count - 1][name] = value
    }

    func withScope<Result>(_ body: () -> Result) -> Result {
        frame.scopes.append([:])
        defer { frame.scopes.removeLast() }
        return body()
    }
}
