import Invalidation
internal import SwiftSyntax
internal import SwiftParser
import InvalidationReader

/// What a type is to the analysis.
enum TypeRole: Sendable, Hashable {
    /// A view (or modifier, scene, style): a node wherever a body creates it.
    case view(BodyMember)
    /// An `App`: a root whose body creates the scenes.
    case app(BodyMember)
    /// A preview provider: never a node, and what it creates does not count.
    case preview
    /// An `@Observable` class: a key per tracked property.
    case observable
    /// An `ObservableObject` class: a key per `@Published` property, every one read by each observer.
    case observableObject
    /// Anything else.
    case other

    var bodyMember: BodyMember? {
        switch self {
        case .view(let member), .app(let member): member
        default: nil
        }
    }
}

/// How a view's property gets its value, and so what reading it reads.
package enum PropertyKind: Sendable, Hashable {
    /// Storage the view owns: the key `Type.property` (in the tree, `Node.property`).
    case owned(OwnedStorage)
    /// Storage shared by name (`@AppStorage("username")`): the key `AppStorage.username`.
    case shared(key: String, storage: Storage)
    /// An environment value: the key `\.name`.
    case environmentKey(String)
    /// An object from the environment or owned by the view: reading the reference reads nothing.
    case object
    /// Filled by the parent (a plain property, `@Binding`, `@Bindable`, `@ObservedObject`):
    /// reading it reads what the parent passed.
    case flowed
    /// Nothing the body depends on, or a wrapper the analysis does not know.
    case inert
    /// A computed property: its getter counts as body.
    case computed
}

/// A type of the analyzed module with its members merged across extensions.
struct TypeInfo: Sendable {
    var name: String
    var kind: TypeKind
    var place: Place
    var isFilePrivate: Bool
    var inherited: [String]
    var attributes: [String]
    /// The names of its generic parameters (`Content` in `Card<Content: View>`).
    var genericParameters: [String] = []
    var properties: [PropertyRecord] = []
    var propertyNamed: [String: Int] = [:]
    var methods: [String: [FunctionRecord]] = [:]
    var initializers: [FunctionRecord] = []
    /// Whether an initializer is declared in the type's own body, which removes the memberwise one.
    var declaresInitializer = false
    var role: TypeRole = .other
    /// For a view type, the kind its protocol makes it.
    var viewKind: ViewGraph.ViewKind?
    /// Per property: how a view reads it.
    var propertyKinds: [PropertyKind] = []
    /// Per property: whether the view subscribes to the object it holds (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`).
    var subscribes: [Bool] = []
    /// Per property: the module type of its value, if known, and whether it is a collection of it.
    var propertyTypes: [ValueType?] = []
    /// The properties whose changes are keys: tracked properties of an `@Observable`
    /// class, `@Published` ones of an `ObservableObject`, in declaration order.
    var keyProperties: [String] = []
    var keyPropertySet: Set<String> = []
    /// The module class this class inherits from, if any.
    var superclass: Int?
    /// The first name in the inheritance clause of the type's own declaration: the only
    /// place Swift lets a class name its superclass (an extension adds protocols only).
    var superclassCandidate: String?
    /// For an enum: no case carries associated values (so it is `Equatable` by itself).
    var hasNoAssociatedValues = true
    /// The target that declares it (``ModuleIndex/Targets``); -1 where none is known.
    var target: Int32 = -1

    mutating func add(_ property: PropertyRecord) {
        if propertyNamed[property.name] == nil { propertyNamed[property.name] = properties.count }
        properties.append(property)
    }

    mutating func add(method: FunctionRecord) {
        methods[method.name, default: []].append(method)
    }

    func property(_ name: String) -> Int? { propertyNamed[name] }

    /// Whether the property holds a closure that builds views (`() -> Content`), which
    /// runs when the view's own body calls it.
    func storesViewClosure(property name: String) -> Bool {
        guard let index = property(name), let type = properties[index].type else { return false }
        return type.isFunction && !type.returnsVoid
    }

    /// The UTF-8 length of its members' source: properties, methods and initializers.
    var sourceLength: Int {
        var length = 0
        for property in properties { length += property.declaration.totalLength.utf8Length }
        for overloads in methods.values {
            for method in overloads { length += method.declaration.totalLength.utf8Length }
        }
        for initializer in initializers { length += initializer.declaration.totalLength.utf8Length }
        return length
    }
}

/// A module type, as the type of a value.
struct ValueType: Sendable, Hashable {
    var id: Int
    var isCollection = false
}

/// All the analyzed files' types, functions and globals, merged and classified.
struct ModuleIndex: Sendable {
    var types: [TypeInfo] = []
    var typesNamed: [String: [Int]] = [:]
    /// The last component of every name in `typesNamed`: a name whose last component is
    /// not here names no module type from any scope.
    private var typeNameEnds: Set<Substring> = []
    var functions: [String: [FunctionRecord]] = [:]
    var globals: [String: PropertyRecord] = [:]
    var globalTypes: [String: ValueType] = [:]
    /// Methods declared in `extension View` (custom modifiers).
    var viewExtensionMethods: [String: [FunctionRecord]] = [:]
    /// The environment values the app declares (`extension EnvironmentValues { var theme … }`,
    /// `@Entry`), as keys (`\.theme`): their value is the app's default wherever no view
    /// puts one in the environment, and changes only where a view does.
    var declaredEnvironmentKeys: [String] = []
    /// Methods the app declares in extensions of types it does not declare (`extension
    /// String { func shortened(to:) … }`), by name: whether one of that name is `mutating`.
    var externalExtensionMethods: [String: Bool] = [:]
    /// The functions (methods and initializers) the app adds to types it does not declare,
    /// by the extended type's name (`Color` for `extension Color { init(id:) … }`).
    var externalExtensionFunctions: [String: [FunctionRecord]] = [:]
    /// Every model key (`Type.property` of an observable class or object) with its
    /// storage, the types in declaration order: the same in every tree drawn.
    var modelStorage: [Scenario.Entry] = []
    /// Per `ObservableObject` class: the `ObservableObject`s its properties hold whose
    /// changes it sends as its own (``findForwarding()``).
    var forwardedObjects: [Int: [Int]] = [:]
    var notes: [RawNote] = []
    /// Whether preview providers are views.
    let includesPreviews: Bool
    /// The target of each file, where a project says.
    let targets: Targets
    /// Per file, the targets whose modules it imports (`import Backend`), where a project
    /// says; empty otherwise.
    private var importedTargets: [Set<Int32>] = []
    /// Per target: itself and the targets its files import, directly or through others.
    private var loadedTargets: [Set<Int32>] = []
    /// The targets by module name (``Targets/moduleName(_:)``).
    private var targetNamedAsModule: [String: Int32] = [:]

    /// The targets the analyzed files belong to, as Xcode or SwiftPM builds them: each a
    /// module with its own types.
    struct Targets: Sendable {
        /// Per file: its target, by index in ``names``; -1 for none. Empty when no project is known.
        var ofFile: [Int32] = []
        /// The targets' names.
        var names: [String] = []
        /// Per target: the name of the product it builds, where it differs from the target's.
        var productNames: [String?] = []
        /// Per file that more than one target compiles: the targets besides ``of(file:)``'s.
        var alsoOf: [Int32: [Int32]] = [:]

        /// No project: one module.
        static let none = Targets()

        init() {}

        /// The targets of the files `selection` holds, in its order.
        init(_ selection: SourceSelection) {
            guard selection.hasLayout else { return }
            ofFile = selection.targetOf.map { $0.map(Int32.init) ?? -1 }
            names = selection.layout.targets.map(\.name)
            productNames = selection.layout.targets.map(\.productName)
            for (file, more) in selection.alsoIn { alsoOf[Int32(file)] = more.map(Int32.init) }
        }

        /// Every target that compiles file `file`: its own first; empty for none.
        func all(ofFile file: Int32) -> [Int32] {
            let own = of(file: file)
            return own < 0 ? [] : [own] + (alsoOf[file] ?? [])
        }

        /// The target of file `file`; -1 for none.
        func of(file: Int32) -> Int32 {
            Int(file) < ofFile.count ? ofFile[Int(file)] : -1
        }

        /// The target's name, if there is a target.
        func name(_ target: Int32) -> String? {
            target >= 0 && Int(target) < names.count ? names[Int(target)] : nil
        }

        /// The target's module name: its product's name (or else its own) with what is not
        /// a letter, digit or `_` made `_`, as Xcode makes a product's module name (`Watch
        /// App` is `Watch_App`; a target `Shared-iOS` building `Shared` is `Shared`).
        func moduleName(_ target: Int32) -> String {
            let product = target >= 0 && Int(target) < productNames.count ? productNames[Int(target)] : nil
            let name = product ?? self.name(target) ?? "_"
            var module = String(
                String.UnicodeScalarView(
                    name.unicodeScalars.map { scalar in
                        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? scalar : "_"
                    }))
            if module.first?.isNumber ?? true { module = "_" + module }
            return module
        }
    }

    /// Merges and classifies what `files` declare; with `includesPreviews`, preview
    /// providers are views whose `previews` is their body. A type is one per target: where
    /// two targets declare a type of one name, they are two types, and the one of the
    /// later target is named with its module (`Watch_App.ContentView`), as are the types
    /// nested in it; a name used in a file finds its own target's type first.
    init(files: [FileDeclarations], includesPreviews: Bool = false, targets: Targets = .none) {
        self.includesPreviews = includesPreviews
        self.targets = targets
        if !targets.names.isEmpty {
            for target in targets.names.indices.reversed() {
                targetNamedAsModule[targets.moduleName(Int32(target))] = Int32(target)
            }
            let known = targetNamedAsModule
            importedTargets = files.map { Set(($0.imports + $0.conditionalImports).compactMap { known[$0] }) }
            // What a target's files import, followed through the targets imported: an
            // extension's members are seen wherever its module is loaded.
            var direct = Array(repeating: Set<Int32>(), count: targets.names.count)
            for (file, imported) in importedTargets.enumerated() {
                for target in targets.all(ofFile: Int32(file)) { direct[Int(target)].formUnion(imported) }
            }
            loadedTargets = direct.indices.map { start in
                var seen: Set<Int32> = [Int32(start)]
                var queue = [Int32(start)]
                while let next = queue.popLast() {
                    for imported in direct[Int(next)] where seen.insert(imported).inserted { queue.append(imported) }
                }
                return seen
            }
        }
        var extensions: [TypeRecord] = []
        for (fileIndex, file) in files.enumerated() {
            let target = targets.of(file: Int32(fileIndex))
            for record in file.types {
                if record.isExtension {
                    extensions.append(record)
                    continue
                }
                let existing = typesNamed[record.name]?.first { candidate in
                    let info = types[candidate]
                    return info.isFilePrivate == record.isFilePrivate
                        && (!record.isFilePrivate || info.place.file == Int32(fileIndex)) && info.target == target
                }
                if let existing {
                    if types[existing].place.file != record.place.file {
                        notes.append(
                            RawNote(
                                kind: .duplicateType, place: record.place,
                                message: targets.name(target).map {
                                    "\(record.name) is also declared in another file of target \($0): the two are merged"
                                } ?? "\(record.name) is also declared in another file (another target?): the two are merged"
                            ))
                    }
                    merge(record, into: existing, isDeclaration: true)
                } else {
                    typesNamed[record.name, default: []].append(types.count)
                    types.append(
                        TypeInfo(
                            name: record.name, kind: record.kind, place: record.place,
                            isFilePrivate: record.isFilePrivate,
                            inherited: [], attributes: [], target: target))
                    merge(record, into: types.count - 1, isDeclaration: true)
                }
            }
            for function in file.functions { functions[function.name, default: []].append(function) }
            for global in file.globals where globals[global.name] == nil { globals[global.name] = global }
        }
        nameTypesOfLaterTargets()
        typeNameEnds = Set(typesNamed.keys.map(Self.lastComponent))
        for record in extensions {
            if let id = lookup(record.name, scope: nil, file: record.place.file) {
                merge(record, into: id, isDeclaration: false)
            } else if record.name == SwiftUIKnowledge.viewProtocol {
                for method in record.methods { viewExtensionMethods[method.name, default: []].append(method) }
            } else if record.name == SwiftUIKnowledge.environmentValuesType {
                for property in record.properties where !property.isStatic {
                    declaredEnvironmentKeys.append("\\." + property.name)
                }
            } else {
                for method in record.methods {
                    let isMutating = method.declaration.as(FunctionDeclSyntax.self)?.modifiers.contains {
                        $0.name.tokenKind == .keyword(.mutating)
                    } ?? false
                    externalExtensionMethods[method.name] = (externalExtensionMethods[method.name] ?? false) || isMutating
                }
                externalExtensionFunctions[record.name, default: []] += record.methods + record.initializers
            }
        }
        classify()
        findForwarding()
        for (name, global) in globals {
            if let type = inferType(global, scope: nil) { globalTypes[name] = type }
        }
        let classified = types
        let models = classified.indices.filter {
            classified[$0].role == .observable || classified[$0].role == .observableObject
        }
        for id in models.sorted(by: { classified[$0].place < classified[$1].place }) {
            let name = classified[id].name
            for property in classified[id].keyProperties {
                modelStorage.append(
                    Scenario.Entry(key: StateKey(owner: name, property: property).description, storage: .model(object: name)))
            }
        }
    }

    /// Names each type that an earlier target also declares with its module
    /// (`Watch_App.ContentView`), and the types nested in it, so that views and keys of
    /// the two stay apart; the plain name still finds it from its own target's files.
    private mutating func nameTypesOfLaterTargets() {
        guard !targets.names.isEmpty else { return }
        var renamed: [(id: Int, name: String)] = []
        var clashes: [(name: String, target: Int32)] = []
        for name in typesNamed.keys.sorted() {
            guard let ids = typesNamed[name], let first = ids.map({ types[$0].target }).min(),
                ids.contains(where: { types[$0].target != first })
            else { continue }
            for id in ids where types[id].target != first {
                renamed.append((id, targets.moduleName(types[id].target) + "." + name))
                clashes.append((name, types[id].target))
            }
        }
        guard !renamed.isEmpty else { return }
        // The types nested in a renamed type, in its target, take its new name.
        var seen = Set(renamed.map(\.id))
        for (name, target) in clashes {
            for (nested, ids) in typesNamed where nested.hasPrefix(name + ".") {
                for id in ids where types[id].target == target && seen.insert(id).inserted {
                    renamed.append((id, targets.moduleName(target) + "." + nested))
                }
            }
        }
        for (id, name) in renamed.sorted(by: { $0.id < $1.id }) {
            types[id].name = name
            typesNamed[name, default: []].append(id)
        }
    }

    private mutating func merge(_ record: TypeRecord, into id: Int, isDeclaration: Bool) {
        if record.hasAssociatedValues { types[id].hasNoAssociatedValues = false }
        types[id].inherited.append(contentsOf: record.inherited)
        if isDeclaration, types[id].superclassCandidate == nil { types[id].superclassCandidate = record.inherited.first }
        types[id].attributes.append(contentsOf: record.attributes)
        types[id].genericParameters.append(contentsOf: record.genericParameters)
        for property in record.properties { types[id].add(property) }
        for method in record.methods { types[id].add(method: method) }
        types[id].initializers.append(contentsOf: record.initializers)
        if isDeclaration && !record.initializers.isEmpty { types[id].declaresInitializer = true }
    }

    /// The type `name` refers to from inside `scope` (a qualified type name) in `file`.
    func lookup(_ name: String, scope: String?, file: Int32) -> Int? {
        // Most names called in a body are SwiftUI's and standard ones: one set lookup
        // tells them apart without building the name qualified by every enclosing scope.
        guard typeNameEnds.contains(Self.lastComponent(name)) else { return nil }
        var scope = scope
        while true {
            let candidate = scope.map { "\($0).\(name)" } ?? name
            if var ids = typesNamed[candidate] {
                if !targets.ofFile.isEmpty {
                    // A type of another module is seen only where the file imports it:
                    // a package's own `HStack` does not hide SwiftUI's from the app.
                    ids = ids.filter { isVisible(declaredIn: types[$0].place.file, from: file) }
                    if ids.isEmpty { return nil }
                }
                if ids.count > 1 && !targets.ofFile.isEmpty {
                    // Swift finds a module's own type first, then one of a module the file
                    // imports; a type of a module it does not import comes last.
                    let own = targets.of(file: file)
                    let imported = Int(file) < importedTargets.count ? importedTargets[Int(file)] : []
                    func rank(_ id: Int) -> Int {
                        types[id].target == own ? 0 : imported.contains(types[id].target) ? 1 : 2
                    }
                    ids = ids.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
                }
                if let own = ids.first(where: { types[$0].isFilePrivate && types[$0].place.file == file }) {
                    return own
                }
                if let shared = ids.first(where: { !types[$0].isFilePrivate }) { return shared }
                return ids.first
            }
            guard let current = scope else { return lookup(moduleQualified: name) }
            if let dot = current.utf8.lastIndex(of: UInt8(ascii: ".")) {
                scope = String(current[..<dot])
            } else {
                scope = nil
            }
        }
    }

    /// Whether what file `declaring` declares can be named from `file`: from a target
    /// that compiles both, from a target that imports one compiling `declaring`, or where
    /// `declaring` is in no target. A file of no target sees only what it imports.
    func isVisible(declaredIn declaring: Int32, from file: Int32) -> Bool {
        guard !targets.ofFile.isEmpty else { return true }
        let declaringTargets = targets.all(ofFile: declaring)
        guard !declaringTargets.isEmpty else { return true }
        let own = targets.all(ofFile: file)
        let imported = Int(file) < importedTargets.count ? importedTargets[Int(file)] : []
        return declaringTargets.contains { own.contains($0) || imported.contains($0) }
    }

    /// The `View` extension methods named `name` that `file` can call: those of a target
    /// its own target loads (imports in any of its files, directly or through another
    /// target), as Swift finds an extension's members.
    func viewExtensionMethods(named name: String, from file: Int32) -> [FunctionRecord]? {
        guard let methods = viewExtensionMethods[name] else { return nil }
        guard !targets.ofFile.isEmpty else { return methods }
        // A file of no target loads what it imports itself.
        let own = targets.all(ofFile: file)
        let imported = Int(file) < importedTargets.count ? importedTargets[Int(file)] : []
        let loading = own.map { loadedTargets[Int($0)] } + imported.map { loadedTargets[Int($0)] }
        let visible = methods.filter { method in
            let declaring = targets.all(ofFile: method.place.file)
            return declaring.isEmpty || declaring.contains { target in loading.contains { $0.contains(target) } }
        }
        return visible.isEmpty ? nil : visible
    }

    /// The type a name qualified by a target's module names (`Backend.User`): the type of
    /// that target named by the rest.
    private func lookup(moduleQualified name: String) -> Int? {
        guard !targetNamedAsModule.isEmpty, let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")),
            let target = targetNamedAsModule[String(name[..<dot])]
        else { return nil }
        let rest = String(name[name.utf8.index(after: dot)...])
        return typesNamed[rest]?.first { types[$0].target == target }
    }

    /// The module type a call constructs (``ConstructedType``), seen from `scope` in `file`;
    /// `nil` for a type the module does not declare (`SwiftUI.Text`).
    func type(constructedAs constructed: ConstructedType, scope: String?, file: Int32) -> Int? {
        lookup(constructed.qualifiedName, scope: scope, file: file)
    }

    /// The type `name` declared inside the module type `id` (`Outer.Inner` for `Inner` in `Outer`).
    func nestedType(_ name: String, in id: Int) -> Int? {
        guard typeNameEnds.contains(Self.lastComponent(name)) else { return nil }
        return type(named: "\(types[id].name).\(name)")
    }

    /// The type whose name, as views and keys spell it, is `name` (`Watch_App.ContentView`
    /// names the watch app's, `ContentView` the other).
    func type(named name: String) -> Int? {
        guard let ids = typesNamed[name] else { return nil }
        return ids.first { types[$0].name == name } ?? ids.first
    }

    /// What follows the last dot of a qualified name; the whole name when it has none.
    private static func lastComponent(_ name: String) -> Substring {
        // Searched as bytes: a `.` is never part of another character's encoding.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name[...] }
        return name[name.utf8.index(after: dot)...]
    }

    /// The module type a declared type shape names, seen from `scope` in `file`.
    func resolve(_ shape: TypeShape?, scope: String?, file: Int32) -> ValueType? {
        guard let shape, !shape.isFunction, let id = lookup(shape.name, scope: scope, file: file) else { return nil }
        return ValueType(id: id, isCollection: shape.isCollection)
    }

    /// The names of the properties and methods of type `id` and of its module superclasses.
    func memberNames(of id: Int) -> Set<String> {
        var names = Set<String>()
        var current: Int? = id
        var steps = 0
        while let owner = current, steps < 16 {
            names.formUnion(types[owner].properties.map(\.name))
            names.formUnion(types[owner].methods.keys)
            current = types[owner].superclass
            steps += 1
        }
        return names
    }

    /// The property `name` of type `id` or of the nearest module superclass that declares it.
    func member(_ name: String, of id: Int) -> (owner: Int, index: Int)? {
        var current: Int? = id
        var steps = 0
        while let owner = current, steps < 16 {
            if let index = types[owner].property(name) { return (owner, index) }
            current = types[owner].superclass
            steps += 1
        }
        return nil
    }

    /// The stored properties of value type `id` that its method `name` may change: every
    /// one its body names. `nil` where that cannot be told: no body in sight, or a body that
    /// calls another method of the type (which may change any of them).
    func propertiesChanged(byMethod name: String, of id: Int) -> Set<String>? {
        guard let records = methods(name, of: id) else { return nil }
        let stored = Set(types[id].properties.filter { !$0.isStatic && !$0.isComputed }.map(\.name))
        var found = Set<String>()
        for record in records {
            guard let body = record.body else { return nil }
            for token in body.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind else { continue }
                if stored.contains(text) { found.insert(text) }
                // A call of another of its methods (`reset()`, `self.reset()`).
                if types[id].methods[text] != nil, let reference = token.parent,
                    let call = (reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? reference).parent?
                        .as(FunctionCallExprSyntax.self),
                    call.calledExpression.id == reference.id || call.calledExpression.id == reference.parent?.id
                {
                    return nil
                }
            }
        }
        return found
    }

    /// The methods named `name` of type `id` or of the nearest module superclass that declares them.
    func methods(_ name: String, of id: Int) -> [FunctionRecord]? {
        var current: Int? = id
        var steps = 0
        while let owner = current, steps < 16 {
            if let found = types[owner].methods[name] { return found }
            current = types[owner].superclass
            steps += 1
        }
        return nil
    }

    /// The keys of an observable class and its module superclasses (`Type.property`, each
    /// spelled with the class that declares it).
    func keys(of id: Int) -> [String] {
        var keys: [String] = []
        var current: Int? = id
        var steps = 0
        while let owner = current, steps < 16 {
            keys.append(
                contentsOf: types[owner].keyProperties.map { StateKey(owner: types[owner].name, property: $0).description })
            current = types[owner].superclass
            steps += 1
        }
        return keys
    }

    // MARK: Classification

    private mutating func classify() {
        var conformanceMemo: [Int: Set<String>] = [:]
        for id in types.indices where types[id].kind == .classType {
            for name in types[id].inherited {
                if let parent = lookup(name, scope: nil, file: types[id].place.file), parent != id,
                    types[parent].kind == .classType
                {
                    types[id].superclass = parent
                    break
                }
            }
        }
        for id in types.indices {
            let conformances = allConformances(id, memo: &conformanceMemo, depth: 0)
            types[id].role = role(of: id, conformances: conformances)
            types[id].viewKind = (SwiftUIKnowledge.viewProtocolPrecedence + conformances.sorted())
                .first { conformances.contains($0) && SwiftUIKnowledge.viewProtocols[$0] != nil }
                .flatMap { SwiftUIKnowledge.viewProtocols[$0]?.kind }
        }
        for id in types.indices {
            classifyProperties(of: id)
            noteAttributes(of: id)
        }
    }

    /// Every protocol or superclass name the type conforms to, through module protocols and classes.
    private func allConformances(_ id: Int, memo: inout [Int: Set<String>], depth: Int) -> Set<String> {
        if let known = memo[id] { return known }
        memo[id] = []
        var found = Set(types[id].inherited)
        if depth < 32 {
            for name in types[id].inherited {
                if let parent = lookup(name, scope: nil, file: types[id].place.file), parent != id {
                    found.formUnion(allConformances(parent, memo: &memo, depth: depth + 1))
                    if SwiftUIKnowledge.observableMacros.contains(where: types[parent].attributes.contains) {
                        found.insert("@Observable")
                    }
                }
            }
        }
        memo[id] = found
        return found
    }

    private func role(of id: Int, conformances: Set<String>) -> TypeRole {
        let info = types[id]
        guard info.kind != .protocolType else { return .other }
        if !conformances.isDisjoint(with: SwiftUIKnowledge.previewProtocols) {
            return includesPreviews ? .view(SwiftUIKnowledge.previewBody) : .preview
        }
        if info.attributes.contains(where: SwiftUIKnowledge.previewMacros.contains) {
            return includesPreviews ? .view(.method(SwiftUIKnowledge.previewBlockBody)) : .preview
        }
        for name in SwiftUIKnowledge.viewProtocolPrecedence + conformances.sorted() where conformances.contains(name) {
            guard let conformance = SwiftUIKnowledge.viewProtocols[name] else { continue }
            return SwiftUIKnowledge.rootProtocols.contains(name) ? .app(conformance.body) : .view(conformance.body)
        }
        if info.kind == .structure, info.attributes.contains(where: SwiftUIKnowledge.observableStateMacros.contains) {
            return .observable
        }
        if info.kind == .classType || info.kind == .actor {
            if info.attributes.contains(where: SwiftUIKnowledge.observableMacros.contains)
                || conformances.contains("@Observable")
            {
                return .observable
            }
            if conformances.contains(SwiftUIKnowledge.observableObjectProtocol) { return .observableObject }
        }
        return .other
    }

    private mutating func classifyProperties(of id: Int) {
        let info = types[id]
        let announced = info.role == .observableObject ? announcedProperties(of: id) : []
        var kinds: [PropertyKind] = []
        var subscribes: [Bool] = []
        var valueTypes: [ValueType?] = []
        var keys: [String] = []
        for property in info.properties {
            var valueType = inferType(property, scope: info.name)
            if valueType == nil, let member = property.wrapperArgument?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "self", let base = member.base
            {
                valueType = typeNamed(by: base, scope: info.name, file: property.place.file)
            }
            valueTypes.append(valueType)
            var subscribesToObject = false
            let kind: PropertyKind
            if property.isComputed {
                kind = .computed
            } else if property.isStatic || (property.isLet && property.initializer != nil && property.wrapper == nil) {
                // A `let` with its value in place is the same in every instance: no creator
                // can give it another, so it is no input.
                kind = .inert
            } else if let wrapper = property.wrapper {
                switch SwiftUIKnowledge.propertyWrappers[wrapper] {
                case .owned(let storage)?:
                    kind = .owned(storage)
                case .binding?, .bindable?:
                    kind = .flowed
                case .observedObject?:
                    kind = .flowed
                    subscribesToObject = true
                case .stateObject?, .environmentObject?:
                    kind = .object
                    subscribesToObject = true
                case .environment?:
                    kind = environmentKind(property, in: info)
                case .environmentDerived(let key)?:
                    kind = .environmentKey(key)
                case .shared(let shared)?:
                    if let text = shared.valueName(property.wrapperArgument) {
                        kind = .shared(key: shared.key(text), storage: shared.storage(text))
                    } else {
                        kind = .owned(.unmodelled)
                    }
                case .inert?:
                    kind = .inert
                case nil:
                    let declared = declaredWrapper(wrapper, scope: info.name, file: property.place.file)
                    switch declared {
                    case .object(let object)?:
                        kind = .object
                        subscribesToObject = true
                        valueTypes[valueTypes.count - 1] = object
                    case .environmentKey(let key)?:
                        kind = .environmentKey(key)
                    case .value?:
                        kind = .flowed
                    case .unfollowed?, nil:
                        kind = .inert
                        if case .view = info.role {
                            let what = declared == nil ? "is not known" : "holds no SwiftUI property the analysis follows"
                            notes.append(
                                RawNote(
                                    kind: .unknownPropertyWrapper, place: property.place,
                                    message:
                                        "property wrapper @\(wrapper) \(what): reads of '\(property.name)' in \(info.name) are not followed"
                                ))
                        }
                    }
                }
            } else {
                kind = .flowed
            }
            kinds.append(kind)
            subscribes.append(subscribesToObject)
            switch info.role {
            case .observable:
                if property.attributes.contains(where: SwiftUIKnowledge.defaultsBackedAttributes.contains) {
                    keys.append(property.name)
                } else if !property.isComputed && !property.isStatic && !property.isLet
                    && !property.attributes.contains(where: SwiftUIKnowledge.untrackedAttributes.contains)
                {
                    keys.append(property.name)
                }
            case .observableObject:
                if !property.isStatic,
                    property.attributes.contains("Published") || Self.sendsChange(property)
                        || announced.contains(property.name)
                {
                    keys.append(property.name)
                }
            default:
                break
            }
        }
        types[id].propertyKinds = kinds
        types[id].subscribes = subscribes
        types[id].propertyTypes = valueTypes
        types[id].keyProperties = keys
        types[id].keyPropertySet = Set(keys)
    }

    /// What a property wrapper the app declares stands for in a view that uses it.
    enum DeclaredWrapper: Equatable {
        /// A `DynamicProperty` holding an object with `@ObservedObject`, `@StateObject` or
        /// `@EnvironmentObject`: SwiftUI subscribes the view to that object.
        case object(ValueType)
        /// A `DynamicProperty` whose one SwiftUI property is `@Environment(\.key)`.
        case environmentKey(String)
        /// Not a `DynamicProperty`: SwiftUI sees a plain value, which changes no view.
        case value
        /// A `DynamicProperty` holding nothing of those.
        case unfollowed
    }

    /// What the property wrapper `name`, seen from `scope` in `file`, stands for; `nil` when
    /// the module declares no such wrapper.
    func declaredWrapper(_ name: String, scope: String?, file: Int32) -> DeclaredWrapper? {
        guard let id = lookup(name, scope: scope, file: file), types[id].attributes.contains("propertyWrapper")
        else { return nil }
        let info = types[id]
        guard info.inherited.contains("DynamicProperty") else { return .value }
        var environmentKeys: [String] = []
        for property in info.properties where !property.isStatic && !property.isComputed {
            switch property.wrapper.flatMap({ SwiftUIKnowledge.propertyWrappers[$0] }) {
            case .observedObject?, .stateObject?, .environmentObject?:
                if let object = inferType(property, scope: info.name), types[object.id].role == .observableObject {
                    return .object(object)
                }
            case .environment?:
                if let keyPath = property.wrapperArgument?.as(KeyPathExprSyntax.self),
                    case .property(let named)? = keyPath.components.first?.component,
                    named.declName.baseName.text != "self"
                {
                    environmentKeys.append("\\." + named.declName.baseName.text)
                }
            default:
                // `var settings: Environment<T>`, made in place or in an initializer from a key
                // path of `EnvironmentValues`: an `@Environment` without the attribute.
                if property.wrapper == nil, property.type?.name == SwiftUIKnowledge.environmentType {
                    let code = [property.initializer.map(Syntax.init)] + info.initializers.map { $0.body.map(Syntax.init) }
                    let found = Set(code.compactMap { $0 }.flatMap(EnvironmentKeyPathFinder.keys(in:)))
                    if found.count == 1 { environmentKeys.append(found.first!) }
                }
            }
        }
        return environmentKeys.count == 1 ? .environmentKey(environmentKeys[0]) : .unfollowed
    }

    private mutating func environmentKind(_ property: PropertyRecord, in info: TypeInfo) -> PropertyKind {
        // `\.window.value` reads a part of the environment value `\.window`: the view depends
        // on that value (SwiftUI runs its body when the part it reads changes).
        if let keyPath = property.wrapperArgument?.as(KeyPathExprSyntax.self),
            let component = keyPath.components.first,
            case .property(let named) = component.component
        {
            return .environmentKey("\\." + named.declName.baseName.text)
        }
        if let member = property.wrapperArgument?.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "self"
        {
            return .object
        }
        notes.append(
            RawNote(
                kind: .dynamicKey, place: property.place,
                message:
                    "environment key of '\(property.name)' in \(info.name) is not a literal key path: its reads are not followed"
            ))
        return .inert
    }

    private mutating func noteAttributes(of id: Int) {
        let info = types[id]
        switch info.role {
        case .view, .app, .observable, .observableObject: break
        default: return
        }
        for attribute in Set(info.attributes).sorted() {
            if attribute == "dynamicMemberLookup" {
                notes.append(
                    RawNote(
                        kind: .dynamicKey, place: info.place,
                        message: "\(info.name) uses dynamic member lookup: keys read through it are not seen"))
            } else if !SwiftUIKnowledge.neutralAttributes.contains(attribute) {
                notes.append(
                    RawNote(
                        kind: .unknownMacro, place: info.place,
                        message:
                            "attribute @\(attribute) on \(info.name) is not known: members a macro adds are not seen"))
            }
        }
    }

    /// The module type of a property's value: its annotation, or its initializer when that
    /// names a type (`Store()`, `Store.shared`, `[Item]()`).
    func inferType(_ property: PropertyRecord, scope: String?) -> ValueType? {
        if let shape = property.type {
            if shape.isFunction { return nil }
            return resolve(shape, scope: scope, file: property.place.file)
        }
        guard let initializer = property.initializer else { return nil }
        return typeNamed(by: initializer, scope: scope, file: property.place.file)
    }

    /// The module type an expression such as `Store()`, `Store.shared` or `[Item]()` names;
    /// for a static property of a module type (`AppDelegate.updater`), the property's type.
    func typeNamed(by expression: ExprSyntax, scope: String?, file: Int32, depth: Int = 0) -> ValueType? {
        if let call = expression.as(FunctionCallExprSyntax.self), let constructed = ConstructedType(call) {
            return type(constructedAs: constructed, scope: scope, file: file).map { ValueType(id: $0) }
        }
        if depth < 4, let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            let owner = lookup(base.baseName.text, scope: scope, file: file),
            let index = types[owner].property(member.declName.baseName.text),
            types[owner].properties[index].isStatic
        {
            let property = types[owner].properties[index]
            if let shape = property.type {
                return shape.isFunction ? nil : resolve(shape, scope: types[owner].name, file: property.place.file)
            }
            if let initializer = property.initializer {
                return typeNamed(by: initializer, scope: types[owner].name, file: property.place.file, depth: depth + 1)
            }
        }
        // `Host.Options`: a type nested in a module type, not the type it is nested in.
        if depth < 4, let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
            let outer = typeNamed(by: base, scope: scope, file: file, depth: depth + 1), !outer.isCollection,
            let nested = nestedType(member.declName.baseName.text, in: outer.id)
        {
            return ValueType(id: nested)
        }
        var current = expression
        for _ in 0..<8 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let generic = current.as(GenericSpecializationExprSyntax.self) {
                current = generic.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return lookup(reference.baseName.text, scope: scope, file: file).map { ValueType(id: $0) }
            } else if let array = current.as(ArrayExprSyntax.self) {
                guard let element = array.elements.first,
                    let inner = typeNamed(by: element.expression, scope: scope, file: file)
                else { return nil }
                return ValueType(id: inner.id, isCollection: true)
            } else {
                return nil
            }
        }
        return nil
    }
}

extension ModuleIndex {
    /// Whether SwiftUI can compare the value `argument` stores in a view of type `created`
    /// from one run of the creator's body to the next: not when it is a closure (written
    /// in place, a function passed by name, a content closure the view keeps to call in
    /// its body), nor a value that holds one. A value stored nowhere is never compared.
    func isComparable(
        _ argument: CreationArgument, parameter: InitializerShape.Parameter, fills: [String], in created: Int
    ) -> Bool {
        guard !fills.isEmpty else { return true }
        if parameter.storedAs != nil { return false }
        // A closure written in place is stored, unless the property it fills holds what it
        // builds (`@ViewBuilder var content: Content`, which the initializer calls).
        if argument.expression.is(ClosureExprSyntax.self) && !fills.allSatisfy({ holdsValue($0, of: created) }) {
            return false
        }
        return fills.allSatisfy { storesComparable($0, of: created) }
    }

    /// The properties the `==` that type `id` declares compares (`lhs.title == rhs.title`):
    /// what SwiftUI compares for it under `.equatable()`; `nil` where it declares none
    /// (a synthesized `==` compares every stored property).
    func comparedProperties(of id: Int) -> Set<String>? {
        guard let operators = methods("==", of: id), !operators.isEmpty else { return nil }
        var compared = Set<String>()
        for record in operators {
            let parameters = Set(record.parameters.map(\.name))
            guard let body = record.body else { return nil }
            var previous: [TokenSyntax] = []
            for token in body.tokens(viewMode: .sourceAccurate) {
                // `lhs.title`: a parameter, a dot, the property.
                if previous.count == 2, case .identifier(let base) = previous[0].tokenKind, parameters.contains(base),
                    previous[1].tokenKind == .period, case .identifier(let property) = token.tokenKind
                {
                    compared.insert(property)
                }
                previous.append(token)
                if previous.count > 2 { previous.removeFirst() }
            }
        }
        return compared
    }

    /// Whether property `name` of type `id` is declared with a type that is not a function.
    private func holdsValue(_ name: String, of id: Int) -> Bool {
        guard let (owner, index) = member(name, of: id), let type = types[owner].properties[index].type else {
            return false
        }
        return !type.isFunction
    }

    /// Whether SwiftUI can compare what property `name` of type `id` holds: not a closure,
    /// nor a module struct or enum that stores one (a class or actor is compared by
    /// identity, whatever it holds).
    func storesComparable(_ name: String, of id: Int) -> Bool {
        guard let (owner, index) = member(name, of: id) else { return true }
        if types[owner].properties[index].type?.isFunction == true { return false }
        guard let value = types[owner].propertyTypes[index] else { return true }
        let kind = types[value.id].kind
        guard kind != .classType, kind != .actor else { return true }
        return !types[value.id].properties.contains { !$0.isStatic && !$0.isComputed && $0.type?.isFunction == true }
    }
}

extension ModuleIndex {
    /// The module types type `id` takes from the environment as objects
    /// (`@Environment(Store.self)`, `@EnvironmentObject var store: Store`), by name, in
    /// declaration order: an object a view above puts there replaces them.
    func environmentObjects(of id: Int) -> [String] {
        var names: [String] = []
        for (_, name) in environmentObjectProperties(of: id) where !names.contains(name) { names.append(name) }
        return names
    }

    /// The properties of type `id` that take an object from the environment
    /// (`@EnvironmentObject`, `@Environment(Type.self)`), each with the object's type name.
    func environmentObjectProperties(of id: Int) -> [(property: String, type: String)] {
        var found: [(property: String, type: String)] = []
        // Only the properties that hold objects are looked at, field by field.
        for (index, kind) in types[id].propertyKinds.enumerated() where index < types[id].properties.count {
            guard case .object = kind, let wrapper = types[id].properties[index].wrapper,
                let type = types[id].propertyTypes[index], !type.isCollection
            else { continue }
            switch SwiftUIKnowledge.propertyWrappers[wrapper] {
            case .environment?, .environmentObject?:
                found.append((types[id].properties[index].name, types[type.id].name))
            default:
                continue
            }
        }
        return found
    }
}
