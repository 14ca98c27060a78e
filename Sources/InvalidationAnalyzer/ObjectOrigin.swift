package import SwiftSyntax
import Invalidation

/// Where the object a view's property holds comes from, and so which views observe the
/// same one: a change to an object reaches the views that hold that object, not every view
/// holding some object of its class.
public enum ObjectOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Each instance of the view makes its own: `@StateObject`, or a property given a new
    /// object where it is declared or in `init` (`@State private var model = Model()`).
    case ownInstance
    /// The view's creator hands it over (`@ObservedObject var model`, `@Bindable`, a `let`):
    /// the same object as the creator's.
    case handedDown
    /// Taken from the environment (`@EnvironmentObject`, `@Environment(Store.self)`): the
    /// object a view above put there.
    case environment
    /// One object the whole app shares, named: `Store.shared`, a global.
    case shared(String)

    /// The kind, as JSON names it: `ownInstance`, `handedDown`, `environment` or `shared`.
    public var kindName: String {
        switch self {
        case .ownInstance: "ownInstance"
        case .handedDown: "handedDown"
        case .environment: "environment"
        case .shared: "shared"
        }
    }

    /// `own instance`, `handed down`, `environment` or `shared Store.shared`.
    public var description: String {
        switch self {
        case .ownInstance: "own instance"
        case .handedDown: "handed down"
        case .environment: "environment"
        case .shared(let name): "shared \(name)"
        }
    }
}

extension SourceModel {
    /// Where the object `property` of `view` holds comes from; `nil` for a property that
    /// holds no object of the app, or where its value cannot be told (a function's result).
    package func objectOrigin(of property: DeclaredProperty, in view: DeclaredView) -> ObjectOrigin? {
        switch property.wrapperKind {
        case .environmentObject?: return .environment
        case .environment? where property.kind == .object: return .environment
        default: break
        }
        let holdsObject =
            property.holdsObject
            || [.stateObject, .observedObject, .bindable].contains(property.wrapperKind)
            || globalObject(property.initializer) != nil
        guard holdsObject else { return nil }
        var values: [ExprSyntax] = property.initializer.map { [$0] } ?? []
        values += initializerValues(of: property.name, in: view.type)
        guard !values.isEmpty else {
            // Nothing gives it a value where it is declared or in `init`: an optional `@State`
            // starts empty and the view sets it later; anything else, the memberwise
            // initializer's argument fills.
            if property.wrapperKind == .stateObject { return .ownInstance }
            return property.wrapperKind == .owned(.state) && property.hasValueBeforeInit ? .ownInstance : .handedDown
        }
        let origins = Set(values.map { origin(ofValue: $0, in: view, type: property.objectTypeName) })
        if origins.count == 1, let only = origins.first, let only { return only }
        return property.wrapperKind == .stateObject ? .ownInstance : nil
    }

    /// Where `view`'s code builds a new object for `property`: its declared value
    /// (`= Model()`) and the values its initializers assign (`_model =
    /// ObservedObject(wrappedValue: Model(id: id))`, the object inside the wrapper), each
    /// with the type it names (`nil` for `.init(…)`) and whether it is the declared value.
    package func objectsBuilt(
        for property: DeclaredProperty, in view: DeclaredView
    ) -> [(value: ExprSyntax, type: String?, isDeclared: Bool)] {
        var values: [(ExprSyntax, Bool)] = property.initializer.map { [($0, true)] } ?? []
        values += initializerValues(of: property.name, in: view.type).map { ($0, false) }
        return values.compactMap { value, isDeclared in
            let expression = Self.wrappedObject(value)
            guard let call = expression.as(FunctionCallExprSyntax.self), ConstructedType.isCreation(call) else { return nil }
            return (expression, ConstructedType(call)?.name, isDeclared)
        }
    }

    /// The member of an initializer parameter that `view`'s every initializer sets property
    /// `name` to (`id` for `self.id = server.id`); `nil` where some sets it otherwise, or none does.
    package func memberHeld(_ name: String, in view: DeclaredView) -> Set<String>? {
        let info = module.types[view.type]
        let values = initializerValues(of: name, in: view.type)
        guard !values.isEmpty, values.count >= info.initializers.count else { return nil }
        let parameters = Set(info.initializers.flatMap { $0.parameters.map(\.name) })
        var members = Set<String>()
        for value in values {
            guard let chain = MemberChain.names(in: value), chain.count >= 2, parameters.contains(chain[0]) else {
                return nil
            }
            members.insert(chain[1])
        }
        return members
    }

    /// Whether some argument `site` passes builds an object of a class (`Row(model: Model())`,
    /// `Row(model: .init())`): an object the created view is handed to own.
    package func passesBuiltObject(at site: CreationSite) -> Bool {
        site.arguments.contains { argument in
            guard let call = argument?.as(FunctionCallExprSyntax.self), ConstructedType.isCreation(call) else { return false }
            guard let type = ConstructedType(call)?.name else { return true }
            return isClass(type, at: call)
        }
    }

    /// What the initializers of type `id` assign to property `name` (`self.model = …`,
    /// `_model = StateObject(wrappedValue: …)`), outside closures: read from their
    /// statements alone, so that telling where views' objects come from does not need
    /// every use of the app's properties.
    private func initializerValues(of name: String, in id: Int) -> [ExprSyntax] {
        let info = module.types[id]
        let declared = Set(info.properties.map(\.name))
        var values: [ExprSyntax] = []
        for initializer in info.initializers {
            guard let body = initializer.body else { continue }
            let finder = AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            for (target, value) in finder.assignments {
                guard let reference = PropertyReference(target, declares: declared.contains),
                    reference.name == name, reference.access != .projection
                else { continue }
                values.append(value)
            }
        }
        return values
    }

    /// The class of the global `value` names, if it names one that holds an object of the app.
    func globalObject(_ value: ExprSyntax?) -> Int? {
        guard let name = value?.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = module.globalTypes[name],
            !type.isCollection, [.classType, .actor].contains(module.types[type.id].kind)
        else { return nil }
        return type.id
    }

    /// The value a wrapper is built with (`Model()` in `StateObject(wrappedValue: Model())`),
    /// or `value` itself where it builds no wrapper.
    private static func wrappedObject(_ value: ExprSyntax) -> ExprSyntax {
        CallShape.wrappedValue(in: value) ?? value
    }

    /// Where an object given as `value` in `view`'s code comes from; `type` is the type the
    /// property declares, which a member named without one (`= .shared`) belongs to.
    private func origin(ofValue value: ExprSyntax, in view: DeclaredView, type: String?) -> ObjectOrigin? {
        var expression = Self.wrappedObject(value)
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        // `= .shared`: a static member of the declared type, unless computed (a new object each time).
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, let type {
            let name = member.declName.baseName.text
            let isComputed = module.typesNamed[type]?.contains { id in
                module.types[id].properties.contains { $0.isStatic && $0.name == name && $0.getter != nil }
            } ?? false
            return isComputed ? .ownInstance : .shared(type + "." + name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                return .ownInstance
            }
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
                return .ownInstance
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
        {
            // A static computed property (`static var preview: Model { Model() }`) makes a new
            // object each time it is read: the view's own.
            let name = member.declName.baseName.text
            let isComputed = module.typesNamed[base.baseName.text]?.contains { id in
                module.types[id].properties.contains { $0.isStatic && $0.name == name && $0.getter != nil }
            } ?? false
            return isComputed ? .ownInstance : .shared(member.trimmedDescription)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if module.globals[name] != nil { return .shared(name) }
            // A parameter of the initializer, or a property the creator fills.
            return .handedDown
        }
        return nil
    }
}

/// A view's property that holds an object of the app, with where the object comes from.
public struct ObjectHolder: Hashable, Sendable {
    /// The view type.
    public var view: String
    /// The property.
    public var property: String
    /// The object's type, where it is declared or can be told from its value.
    public var type: String?
    /// Where the object comes from; `nil` where the source cannot tell.
    public var origin: ObjectOrigin?
}

extension Analysis {
    /// Every view property that holds an object of the app, with where the object comes
    /// from, in the graph's order of views.
    public var objectHolders: [ObjectHolder] {
        model.declaredViews.flatMap { view in
            view.properties.compactMap { property -> ObjectHolder? in
                let origin = model.objectOrigin(of: property, in: view)
                let type =
                    UseModel.objectType(of: property.name, in: view.type, module: model.module)
                    ?? model.globalObject(property.initializer)
                guard origin != nil || type != nil else { return nil }
                return ObjectHolder(
                    view: view.name, property: property.name,
                    type: type.map { model.module.types[$0].name } ?? property.typeName, origin: origin)
            }
        }
    }
}

extension SourceModel {
    /// The observable classes whose objects views make, each with its makers: every view
    /// holding one takes it as its own instance (`@StateObject`, `@State`, a new object),
    /// from its creator or from the environment, and some view makes its own or is given
    /// its own as one row's (``rowMakers(_:origins:)``). A class an App or view shares
    /// (`Store.shared`, a global) or that some view holds from where the source cannot
    /// tell is left out: one object the whole app shares, as far as the counts go.
    package func objectMakers(of views: [DeclaredView]) -> [ViewGraph.ObjectMakers] {
        var makers: [String: [Int]] = [:]
        var rows: [String: [Int]] = [:]
        var shared = Set<String>()
        var order: [String] = []
        var origins: [Holder: (type: String, origin: ObjectOrigin?)] = [:]
        for view in views {
            for property in view.properties {
                guard let type = UseModel.objectType(of: property.name, in: view.type, module: module) else { continue }
                origins[Holder(view: view.view, property: property.name)] = (
                    module.types[type].name, objectOrigin(of: property, in: view)
                )
            }
        }
        let perRow = rowMakers(views, origins: origins)
        for view in views {
            for property in view.properties {
                guard let (name, origin) = origins[Holder(view: view.view, property: property.name)] else { continue }
                if makers[name] == nil, !shared.contains(name) { order.append(name) }
                switch origin {
                case .ownInstance?:
                    makers[name, default: []].append(view.view)
                case .handedDown? where perRow.contains(Holder(view: view.view, property: property.name)):
                    makers[name, default: []].append(view.view)
                    rows[name, default: []].append(view.view)
                case .handedDown?, .environment?:
                    makers[name] = makers[name] ?? []
                case .shared?, nil:
                    shared.insert(name)
                }
            }
        }
        return order.compactMap { name in
            guard !shared.contains(name), let owners = makers[name], !owners.isEmpty else { return nil }
            var seen = Set<Int>()
            var seenRows = Set<Int>()
            return ViewGraph.ObjectMakers(
                type: name, owners: owners.filter { seen.insert($0).inserted },
                rows: (rows[name] ?? []).filter { seenRows.insert($0).inserted })
        }
    }

    /// A view's property that holds an object, by graph view index and name.
    private struct Holder: Hashable {
        var view: Int
        var property: String
    }

    /// The handed-down object properties each of whose views holds its own object, one
    /// row's: every place that creates the view (outside previews; at least one) fills the
    /// property with one element of the data a `ForEach`, `List` or `OutlineGroup` iterates
    /// or what it holds (`Row(item: item)` in `ForEach(items) { item in … }`,
    /// `ForEach(items, content: Row.init)`, `Row(comment: node.comment)`), or with a
    /// property of its creator that holds a row's object or the creator's own, and some
    /// place with an element. A change to one such object reaches that row's views, not
    /// every row's. A view every place hands its creator's row object is below a maker,
    /// and is none itself.
    private func rowMakers(
        _ views: [DeclaredView], origins: [Holder: (type: String, origin: ObjectOrigin?)]
    ) -> Set<Holder> {
        var creations = Array(repeating: [Int](), count: built.graph.views.count)
        let harnesses = previewHarnesses
        for (index, edge) in built.graph.edges.enumerated() where !harnesses.contains(edge.from) {
            creations[edge.to].append(index)
        }
        let candidates = origins.filter { $0.value.origin == .handedDown && !creations[$0.key.view].isEmpty }.map(\.key)
        // What each creation of each candidate passes, read once.
        let passed = candidates.map { holder in
            creations[holder.view].map { passing(for: holder.property, at: $0, views, origins) }
        }
        var found = Set<Holder>()
        // Each round may settle the holders below those the last one settled; views nest
        // only so deep.
        for _ in 0..<64 {
            let settled = candidates.indices.filter { position in
                !found.contains(candidates[position])
                    && passed[position].allSatisfy { passing in
                        switch passing {
                        case .own: true
                        case .ifRow(let holder): found.contains(holder)
                        case .other: false
                        }
                    }
            }
            if settled.isEmpty { break }
            found.formUnion(settled.map { candidates[$0] })
        }
        return found.filter { holder in
            creations[holder.view].contains { index in
                passing(for: holder.property, at: index, views, origins, elementsOnly: true) == .own
            }
        }
    }

    /// What a creation passes for a property: a row's own object, the creator's property
    /// that holds one where the creator is a row (`ifRow`), or anything else.
    private enum Passing: Hashable {
        case own
        case ifRow(Holder)
        case other
    }

    /// What creation `index` fills `property` with: a row's own object (an element, or what
    /// one holds; unless `elementsOnly`, also a property of the creator that the creator
    /// makes), the creator's property that holds one where the creator is a row, or other.
    private func passing(
        for property: String, at index: Int, _ views: [DeclaredView],
        _ origins: [Holder: (type: String, origin: ObjectOrigin?)], elementsOnly: Bool = false
    ) -> Passing {
        let creation = built.creations[index]
        guard let shape = creation.shape, shape < shapes[creation.type].count else { return .other }
        let fills = shapes[creation.type][shape].fills
        guard let position = fills.indices.first(where: { fills[$0].contains(property) }),
            position < creation.arguments.count, let argument = creation.arguments[position]
        else { return .other }
        if argument.isElement { return .own }
        guard !elementsOnly else { return .other }
        // `comment`, `self.comment`, `node.comment`: the creator's property it starts from.
        let base = MemberChain.start(of: argument.expression).start
        let creator = views[built.graph.edges[index].from]
        guard let reference = PropertyReference(base, declares: creator.declares), reference.access == .value,
            creator.property(named: reference.name) != nil
        else { return .other }
        let holder = Holder(view: creator.view, property: reference.name)
        return origins[holder]?.origin == .ownInstance ? .own : .ifRow(holder)
    }
}

/// How the objects whose property a key is were counted: which one changes.
public enum ObjectCounting: Hashable, Sendable {
    /// Each instance of a view makes its own: one maker's object was counted.
    case perMaker
    /// One object for the whole app: an App (or a view with one instance) makes it.
    case one(madeBy: String)
    /// One object the app shares, by the name it is reached by (`Store.shared`).
    case shared(String)
    /// The source does not say where the views' objects come from (handed down by
    /// creators the analysis cannot follow, made by the app's models): counted across
    /// the app as if one. The holders, `View.property`.
    case untold(holders: [String])

    /// `perMaker`, `one`, `shared` or `untold`, for JSON.
    public var name: String {
        switch self {
        case .perMaker: "perMaker"
        case .one: "one"
        case .shared: "shared"
        case .untold: "untold"
        }
    }
}

extension Analysis {
    /// How the objects of the observable class `key` belongs to were counted; `nil` for
    /// a key that is no observable object's property.
    public func objectCounting(of outcome: GraphOutcome) -> ObjectCounting? {
        guard case .model(let object)? = outcome.storage else { return nil }
        if outcome.maker != nil { return .perMaker }
        if let makers = graph.objects.first(where: { $0.type == object }), let maker = makers.owners.first {
            return .one(madeBy: graph.views[maker].name)
        }
        let holders = objectHolders.filter { $0.type == object }
        if let shared = holders.lazy.compactMap({ holder -> String? in
            if case .shared(let name)? = holder.origin { return name } else { return nil }
        }).first {
            return .shared(shared)
        }
        return .untold(holders: holders.map { "\($0.view).\($0.property)" })
    }

    /// Writes how the objects were counted, where the line of `outcome` does not say:
    ///
    ///     one Settings the whole app shares (Settings.shared): counted across the app
    ///     which HistoryItem each view holds, the source does not tell (Row.item): counted across the app, as if one
    public static func writeObjectCounting(_ counting: ObjectCounting?, of outcome: GraphOutcome, to stream: inout some TextOutputStream) {
        guard case .model(let object)? = outcome.storage, !outcome.recomputed.isEmpty else { return }
        switch counting {
        case .shared(let name)?:
            stream.write("one \(object) the whole app shares (\(name)): counted across the app\n")
        case .untold(let holders)?:
            let named = holders.isEmpty ? "" : " (\(holders.prefix(3).joined(separator: ", "))\(holders.count > 3 ? ", …" : ""))"
            stream.write("which \(object) each view holds, the source does not tell\(named): counted across the app, as if one\n")
        case .perMaker?, .one?, nil:
            break
        }
    }
}

/// The assignments `target = value` in a body, outside the closures it holds.
private final class AssignmentFinder: SyntaxVisitor {
    /// Each assignment's target and value, in source order.
    var assignments: [(target: ExprSyntax, value: ExprSyntax)] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) { assignments.append((node.leftOperand, node.rightOperand)) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            assignments.append((elements[0], elements[2]))
        }
        return .visitChildren
    }
}
