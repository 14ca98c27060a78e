import Invalidation
import InvalidationReader
internal import SwiftSyntax

/// What the app's code does with its values: every use of a property by the views, Apps
/// and observable objects, when each runs, and from them who changes each key and on what
/// trigger. Built once from the declarations; lint rules, the simulation and the answers
/// about keys are queries over it.
package struct UseModel: Sendable {
    /// Per type of the module: the uses of its properties in its own code, in source order
    /// per member. Empty for types that are neither views nor observable objects.
    package let uses: [[PropertyUse]]
    /// Per type: the references to its own methods in its own code.
    let methodReferences: [[MethodReference]]
    /// Per type and method name: the places that call it, in its own code or through a
    /// property that holds an instance of the type.
    private let callers: [[String: [Caller]]]
    /// Per key: the uses that may change it.
    private let changes: [StateKey: [Change]]
    /// Per key of an observable object: places the text assigns or changes a member of
    /// that name that no use above accounts for (code the analysis did not resolve).
    private let untraced: [StateKey: [Place]]
    /// Per key: where views' code may read it in closures the knowledge table does not describe.
    private let unfollowed: [StateKey: [Place]]
    /// Per key: where the content a view presents (a sheet's, a popover's, a navigation
    /// destination's) reads it: built when shown, not by the presenting body.
    private let presented: [StateKey: [Place]]
    let module: ModuleIndex

    /// One place that calls a method.
    struct Caller: Sendable {
        var holder: Int
        var member: UseMember
        var timing: UseTiming
        var place: Place
        /// In a closure of its member that runs after the member (`Task { … }`, a `sink`).
        var isDeferred = false
        /// What the call site does: a call, or, for a setter, the change that runs it (a
        /// binding handed to a control, an assignment).
        var effect = UseEffect.call
        /// The control, modifier or receiver of a binding whose code makes the call.
        var action: ActionSpan?
        /// In the setter of a `Binding` its member makes: a call whoever receives the
        /// binding makes.
        var isBindingSetter = false
        /// The property of `holder` holding the object whose method it calls (`store` in
        /// `store.add()`); `nil` for a call of its own method.
        var through: String?
    }

    /// One use that may change a key, in the code of `holder`.
    struct Change: Sendable {
        var holder: Int
        var member: UseMember
        var timing: UseTiming
        var effect: UseEffect
        var place: Place
        /// In a closure of its member that runs after the member (`Task { … }`, a `sink`).
        var isDeferred = false
        /// In the setter of a `Binding` its member makes (`Binding { … } set: { … }`): a
        /// change whoever receives the binding makes.
        var isBindingSetter = false
        /// The control, modifier or receiver of a binding whose code makes the change.
        var action: ActionSpan?
        /// The members of the key's value it may change; `nil` for the whole value.
        var parts: Set<String>? = nil
        /// The property of `holder` holding the object it changes (`store` in
        /// `store.count = 0`); `nil` for its own storage.
        var through: String?
        /// What it assigns, where the source tells.
        var assigned: AssignedValue? = nil
    }

    /// What an assignment gives a key, where the source tells: an enum case (`route =
    /// .settings(nil)`), or a parameter of the method that assigns it (`current = newState`
    /// in `func update(to newState:)`), which each call gives.
    enum AssignedValue: Hashable, Sendable {
        case enumCase(String)
        case parameter(label: String?, position: Int)
    }

    /// Where a change of a key starts, before places become lines and columns.
    struct Writer: Hashable, Sendable {
        /// The view or App type whose code starts it; `nil` when the chain of calls does not
        /// lead to one.
        var view: Int?
        /// The type whose code it is, where ``view`` is `nil`.
        var holder: Int
        var place: Place
        var trigger: WriteTrigger
        /// The methods between the place and the change, outermost first (`Store.add`).
        var via: [String]
        /// The control, modifier or receiver of a binding at ``place`` whose code or binding
        /// starts the change; `nil` where none does (a body, an initializer).
        var action: ActionSpan?
        /// The members of the key's value the change touches; `nil` for the whole value.
        var parts: Set<String>? = nil
        /// The property of a view, nearest the code that starts the change, that holds the
        /// object the change reaches (`Editor.store` where `Editor`'s button calls
        /// `store.add()`): the change reaches that view's object, not every object of its class.
        var object: ObjectHop? = nil
        /// What the change assigns, where the source tells and every change from this place
        /// assigns the same.
        var assigned: AssignedValue? = nil
    }

    /// A view's property through which a change reaches an object.
    struct ObjectHop: Hashable, Sendable {
        var holder: Int
        var property: String
    }

    /// Reads the uses of every view of `module`; `extending` a model of the views' uses,
    /// also those of every observable object, and the places the text changes their keys
    /// that no use accounts for.
    init(module: ModuleIndex, files: [SourceFile], isAppFile: [Bool], viewTypes: Set<Int>, extending views: UseModel?) {
        self.module = module
        let readsObjects = views != nil
        if readsObjects { Self.parseObjectBodies(module: module, viewTypes: viewTypes) }
        let found = ParallelWork.map(count: module.types.count) { id -> ([PropertyUse], [MethodReference]) in
            if viewTypes.contains(id) {
                if let views { return (views.uses[id], views.methodReferences[id]) }
                return Self.scan(type: id, module: module, isView: true)
            }
            guard readsObjects, [.observable, .observableObject].contains(module.types[id].role) else { return ([], []) }
            return Self.scan(type: id, module: module, isView: false)
        }
        uses = found.map(\.0)
        methodReferences = found.map(\.1)
        var callers = Array(repeating: [String: [Caller]](), count: module.types.count)
        for references in methodReferences {
            for reference in references {
                callers[reference.holder][reference.method, default: []].append(
                    Caller(
                        holder: reference.holder, member: reference.member, timing: reference.timing,
                        place: reference.place, isDeferred: reference.closure.runsAfterItsCode,
                        action: reference.action.map {
                            ActionSpan(action: $0, closure: reference.closure, file: reference.place.file)
                        }, isBindingSetter: reference.closure == .later(.binding)))
            }
        }
        var changes: [StateKey: [Change]] = [:]
        var unfollowed: [StateKey: [Place]] = [:]
        var presented: [StateKey: [Place]] = [:]
        for typeUses in uses {
            for use in typeUses {
                let action = use.effect.mayWrite || use.reached != nil ? ActionSpan(of: use) : nil
                if module.types[use.holder].role.bodyMember != nil {
                    if use.timing == .unknown { Self.recordRead(use, module: module, into: &unfollowed) }
                    if use.timing == .presented { Self.recordRead(use, module: module, into: &presented) }
                }
                if use.effect.mayWrite, let key = Self.key(of: use.property, in: use.holder, module: module) {
                    changes[key, default: []].append(
                        Change(
                            holder: use.holder, member: use.member, timing: use.timing, effect: use.effect,
                            place: use.place, isDeferred: use.closure.runsAfterItsCode,
                            isBindingSetter: use.closure == .later(.binding), action: action, parts: use.changedParts,
                            assigned: Self.assignedValue(of: use, module: module)))
                }
                // Setting a computed property runs its setter: a call of it.
                if use.effect.mayWrite, let owner = Self.setterOwner(of: use.property, in: use.holder, module: module) {
                    callers[owner][Self.setterName(use.property), default: []].append(
                        Caller(
                            holder: use.holder, member: use.member, timing: use.timing, place: use.place,
                            isDeferred: use.closure.runsAfterItsCode, effect: use.effect, action: action,
                            isBindingSetter: use.closure == .later(.binding)))
                }
                guard let reached = use.reached else { continue }
                if !reached.isCall, reached.effect.mayWrite,
                    let owner = Self.setterOwner(of: reached.member, in: reached.owner, module: module)
                {
                    callers[owner][Self.setterName(reached.member), default: []].append(
                        Caller(
                            holder: use.holder, member: use.member, timing: use.timing, place: reached.place,
                            isDeferred: use.closure.runsAfterItsCode, effect: reached.effect, action: action,
                            isBindingSetter: use.closure == .later(.binding), through: use.property))
                }
                if reached.isCall {
                    callers[reached.owner][reached.member, default: []].append(
                        Caller(
                            holder: use.holder, member: use.member, timing: use.timing, place: reached.place,
                            isDeferred: use.closure.runsAfterItsCode, action: action,
                            isBindingSetter: use.closure == .later(.binding), through: use.property))
                } else if reached.effect.mayWrite, let key = Self.objectKey(reached.member, of: reached.owner, module: module) {
                    changes[key, default: []].append(
                        Change(
                            holder: use.holder, member: use.member, timing: use.timing, effect: reached.effect,
                            place: reached.place, isDeferred: use.closure.runsAfterItsCode,
                            isBindingSetter: use.closure == .later(.binding), action: action, parts: reached.parts,
                            through: use.property))
                }
            }
        }
        self.callers = callers
        self.changes = changes
        self.unfollowed = unfollowed
        self.presented = presented
        self.untraced =
            readsObjects ? Self.untracedWrites(module: module, files: files, isAppFile: isAppFile, uses: uses) : [:]
    }

    // MARK: Queries

    /// The keys of observable objects the code of type `id` reads through its own
    /// properties (`store.items`) with the given timing, in source order, each once.
    package func objectKeysRead(by id: Int, timing: UseTiming) -> [StateKey] {
        var keys: [StateKey] = []
        for use in uses[id] where use.timing == timing && !use.callsMemberOfValue {
            guard let member = use.memberOfValue, let effect = use.memberEffect, effect.isBodyRead,
                let object = Self.objectType(of: use.property, in: id, module: module),
                let key = Self.objectKey(member, of: object, module: module), !keys.contains(key)
            else { continue }
            keys.append(key)
        }
        return keys
    }

    /// Whether code of type `id` names its property `name`'s wrapper: `$name` (a binding,
    /// `$name.member` too) or `_name`, outside the plain statements of an initializer.
    package func namesWrapper(_ name: String, in id: Int) -> Bool {
        uses[id].contains { use in
            guard use.property == name, use.access != .value else { return false }
            if case .initializer = use.member, use.closure == .none { return use.access == .projection }
            return true
        }
    }

    /// The keys `use` reads: the storage of its holder it names (`selection`), and the key
    /// of the object member it reaches (`store.items`; `auth.$user`, the publisher of `user`).
    package func keysRead(by use: PropertyUse) -> [StateKey] {
        var keys: [StateKey] = []
        if let own = Self.key(of: use.property, in: use.holder, module: module) { keys.append(own) }
        if var member = use.memberOfValue, let object = Self.objectType(of: use.property, in: use.holder, module: module) {
            if member.hasPrefix("$") { member.removeFirst() }
            if let key = Self.objectKey(member, of: object, module: module) { keys.append(key) }
        }
        return keys
    }

    /// Where views' code may read `key` in closures given to calls the knowledge table does
    /// not describe (neither known to run during the body nor later): reads the graph leaves
    /// out, for answers that say no view reads the key.
    func unfollowedReads(of key: StateKey) -> [Place] { unfollowed[key] ?? [] }

    /// Where content views present reads `key`: reads no body makes, counted when shown.
    func presentedReads(of key: StateKey) -> [Place] { presented[key] ?? [] }

    /// The keys content views present reads, each with where.
    var presentedReads: [StateKey: [Place]] { presented }

    /// Records the key `use` reads, under the place of the read.
    private static func recordRead(_ use: PropertyUse, module: ModuleIndex, into found: inout [StateKey: [Place]]) {
        if use.effect.isBodyRead, let key = key(of: use.property, in: use.holder, module: module) {
            found[key, default: []].append(use.place)
        }
        if let member = use.memberOfValue, let effect = use.memberEffect, effect.isBodyRead,
            let object = objectType(of: use.property, in: use.holder, module: module),
            let key = objectKey(member, of: object, module: module)
        {
            found[key, default: []].append(use.memberPlace ?? use.place)
        }
    }

    /// Where each change of `key` starts: the control, action, task or initializer in a view
    /// (or App) whose code changes it, through the app's methods between; for an object's
    /// property, also the places in the object's code no view's code leads to.
    func writers(of key: StateKey) -> [Writer] {
        var found: [Writer] = []
        var seen: [WriterPlace: Int] = [:]
        var memo = OriginMemo()
        for change in changes[key] ?? [] {
            let writers = origins(
                holder: change.holder, member: change.member, timing: change.timing, effect: change.effect,
                place: change.place, action: change.action,
                flags: OriginFlags(isDeferred: change.isDeferred, isBindingSetter: change.isBindingSetter), memo: &memo)
            for var writer in writers {
                // One place that starts several changes touches what each of them does, and
                // is told by the most direct of them.
                if let at = seen[WriterPlace(writer)] {
                    found[at].parts = found[at].parts.flatMap { known in change.parts.map { known.union($0) } }
                    if found[at].assigned != change.assigned { found[at].assigned = nil }
                    if writer.via.count < found[at].via.count { found[at].via = writer.via }
                    continue
                }
                writer.parts = change.parts
                writer.assigned = change.assigned
                if writer.object == nil { writer.object = hop(through: change.through, in: change.holder) }
                seen[WriterPlace(writer)] = found.count
                found.append(writer)
            }
        }
        return found.sorted { ($0.place, $0.trigger.rawValue) < ($1.place, $1.trigger.rawValue) }
    }

    /// Every key some use may change, in key order: the keys ``writers(of:)`` can name writers of.
    var changedKeys: [StateKey] { changes.keys.sorted() }

    /// Places the text may change an observable object's property `key` that no resolved
    /// use accounts for.
    func untracedWrites(of key: StateKey) -> [Place] { untraced[key] ?? [] }

    /// Whether anything changes `key` after its first value: `false` for a key nothing
    /// writes outside initializers; `nil` for keys whose writers the model does not know
    /// (the environment, storage a view does not declare).
    func isWritten(_ key: StateKey) -> Bool? {
        guard isTracked(key) else { return nil }
        if writers(of: key).contains(where: { $0.trigger != .initializer }) { return true }
        return !untracedWrites(of: key).isEmpty
    }

    /// Whether the model knows every place that can change `key`: view-owned state, shared
    /// storage the views declare, and observable objects' keys.
    private func isTracked(_ key: StateKey) -> Bool {
        guard let owner = key.owner else { return false }
        if let shared = SharedStorage(rawValue: owner) { return shared.isChangedOnlyByViews }
        guard let id = module.type(named: owner) else { return false }
        let info = module.types[id]
        if info.role.bodyMember != nil {
            guard let index = info.property(key.property) else { return false }
            if case .owned(let storage) = info.propertyKinds[index] { return storage != .query && storage != .unmodelled }
            return false
        }
        // A value kept in user defaults is set by code anywhere, as `@Default`'s.
        guard let index = info.property(key.property),
            !info.properties[index].attributes.contains(where: SwiftUIKnowledge.defaultsBackedAttributes.contains)
        else { return false }
        return info.keyPropertySet.contains(key.property)
    }

    // MARK: Building

    /// The uses in every member of type `id`, with their timing resolved.
    /// Parses, on every core, the deferred method and initializer bodies that the scans of
    /// the observable objects read: the one thread that scans a large object would
    /// otherwise parse its bodies one after another while the others wait.
    private static func parseObjectBodies(module: ModuleIndex, viewTypes: Set<Int>) {
        var functions: [FunctionRecord] = []
        for (id, type) in module.types.enumerated()
        where !viewTypes.contains(id) && [.observable, .observableObject].contains(type.role) {
            let members = module.memberNames(of: id)
            for method in type.methods.values.joined()
            where !method.isStatic && method.hasDeferredBody && method.bodyMayName(anyOf: members) {
                functions.append(method)
            }
            functions += type.initializers.filter(\.hasDeferredBody)
        }
        let found = functions
        ParallelWork.forEach(count: found.count, threads: ParallelWork.activeCores) { _ = found[$0].body }
    }

    private static func scan(type id: Int, module: ModuleIndex, isView: Bool) -> ([PropertyUse], [MethodReference]) {
        let info = module.types[id]
        let holder = UseScanner.Holder(id: id, module: module)
        var uses: [PropertyUse] = []
        var references: [MethodReference] = []
        func walk(_ node: some SyntaxProtocol, _ member: UseMember, file: Int32, shadowed: Set<String> = []) {
            let scanner = UseScanner(holder: holder, member: member, file: file, shadowed: shadowed)
            scanner.walk(node)
            uses += scanner.uses
            references += scanner.methods
        }
        var seenDeclarations = Set<SyntaxIdentifier>()
        for property in info.properties where !property.isStatic {
            if let getter = property.getter {
                walk(getter, .property(property.name), file: property.place.file)
                if let setter = Self.setter(of: property) {
                    walk(setter, .method(Self.setterName(property.name)), file: property.place.file, shadowed: ["newValue"])
                }
            } else if seenDeclarations.insert(property.declaration.id).inserted {
                for binding in property.declaration.bindings {
                    guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
                    for accessor in accessors
                    where [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind) {
                        walk(accessor, .observer, file: property.place.file)
                    }
                }
            }
        }
        // An object's method whose text names none of its members (properties, methods,
        // those its superclasses declare) uses none: its body need not be parsed.
        let members = isView ? nil : module.memberNames(of: id)
        for (name, overloads) in info.methods.sorted(by: { $0.key < $1.key }) {
            for method in overloads where !method.isStatic {
                if let members, !method.bodyMayName(anyOf: members) { continue }
                guard let body = method.body else { continue }
                walk(body, .method(name), file: method.place.file, shadowed: Set(method.parameters.map(\.name)))
            }
        }
        scanProtocolMembers(of: id, module: module, walk: walk)
        for (position, initializer) in info.initializers.enumerated() {
            guard let body = initializer.body else { continue }
            var shadowed = Set(initializer.parameters.map(\.name))
            for token in body.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true {
                    shadowed.insert(name)
                }
            }
            walk(body, .initializer(position), file: initializer.place.file, shadowed: shadowed)
        }
        let resolver = TimingResolver(
            isView: isView, bodyMethod: { if case .method(let name)? = info.role.bodyMember { name } else { nil } }(),
            references: references)
        for position in uses.indices { uses[position].timing = resolver.timing(uses[position].member, uses[position].closure) }
        for position in references.indices {
            references[position].timing = resolver.timing(references[position].member, references[position].closure)
        }
        uses.sort { $0.place < $1.place }
        return (uses, references)
    }

    /// Scans, as code of type `id`, the members that the extensions of the app's protocols
    /// it conforms to give it and that its code names (`isUnlocked` in `extension
    /// StoreAccessor { var isUnlocked: Bool { store.flag } }`, for a view that declares
    /// `store`): in them `self` is the type, and what they use is its. The members they name
    /// in turn follow; a member the type declares itself is its own.
    private static func scanProtocolMembers(
        of id: Int, module: ModuleIndex, walk: (Syntax, UseMember, Int32, Set<String>) -> Void
    ) {
        let info = module.types[id]
        var protocols: [Int] = []
        var pendingNames = info.inherited
        while let name = pendingNames.popLast(), protocols.count < 32 {
            guard let found = module.lookup(name, scope: nil, file: info.place.file), found != id,
                module.types[found].kind == .protocolType, !protocols.contains(found)
            else { continue }
            protocols.append(found)
            pendingNames += module.types[found].inherited
        }
        let given = protocols.flatMap { protocolID in
            module.types[protocolID].properties.filter { !$0.isStatic && $0.getter != nil && info.property($0.name) == nil }
                .map { (name: $0.name, member: UseMember.property($0.name), code: Syntax($0.getter!), file: $0.place.file, parameters: [String]()) }
                + module.types[protocolID].methods.flatMap { name, overloads in
                    overloads.compactMap { method -> (name: String, member: UseMember, code: Syntax, file: Int32, parameters: [String])? in
                        guard !method.isStatic, info.methods[name] == nil, let body = method.body else { return nil }
                        return (name, .method(name), Syntax(body), method.place.file, method.parameters.map(\.name))
                    }
                }
        }
        guard !given.isEmpty else { return }
        // The names the type's own code uses, then those of the members it takes.
        var named = Set<String>()
        func noteNames(in node: some SyntaxProtocol) {
            for token in node.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { named.insert(name) }
            }
        }
        for property in info.properties { noteNames(in: property.declaration) }
        for method in info.methods.values.joined() { if let body = method.body { noteNames(in: body) } }
        var taken = Set<Int>()
        var grew = true
        while grew {
            grew = false
            for (index, member) in given.enumerated() where !taken.contains(index) && named.contains(member.name) {
                taken.insert(index)
                grew = true
                noteNames(in: member.code)
                walk(member.code, member.member, member.file, Set(member.parameters))
            }
        }
    }

    /// The `set` accessor of a computed property, if it has one.
    static func setter(of property: PropertyRecord) -> AccessorDeclSyntax? {
        for binding in property.declaration.bindings where binding.pattern.trimmedDescription == property.name {
            guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        }
        return nil
    }

    /// The name under which the model keeps a computed property's setter, as a method the
    /// writes of the property call: `options (set)`.
    static func setterName(_ property: String) -> String { "\(property) (set)" }

    /// The type that declares `property` of type `id` as computed with a setter, if any.
    static func setterOwner(of property: String, in id: Int, module: ModuleIndex) -> Int? {
        guard let (owner, index) = module.member(property, of: id) else { return nil }
        let record = module.types[owner].properties[index]
        return record.getter != nil && setter(of: record) != nil ? owner : nil
    }

    /// The key a write to `property` in the code of type `id` changes: the view's own
    /// storage, shared storage it declares, or the object's own key.
    static func key(of property: String, in id: Int, module: ModuleIndex) -> StateKey? {
        guard let (owner, index) = module.member(property, of: id) else { return nil }
        let info = module.types[owner]
        if info.role.bodyMember != nil, index < info.propertyKinds.count {
            switch info.propertyKinds[index] {
            case .owned: return StateKey(owner: info.name, property: property)
            case .shared(let key, _): return StateKey(key)
            default: return nil
            }
        }
        return info.keyPropertySet.contains(property) ? StateKey(owner: info.name, property: property) : nil
    }

    /// The observable object type the property `property` of type `id` holds, if it holds one.
    static func objectType(of property: String, in id: Int, module: ModuleIndex) -> Int? {
        guard let (owner, index) = module.member(property, of: id),
            let type = module.types[owner].propertyTypes[index], !type.isCollection
        else { return nil }
        return [.classType, .actor].contains(module.types[type.id].kind) ? type.id : nil
    }

    /// The key of `member` of the object type `id`, or of the superclass that declares it.
    static func objectKey(_ member: String, of id: Int, module: ModuleIndex) -> StateKey? {
        var current: Int? = id
        var steps = 0
        while let owner = current, steps < 16 {
            if module.types[owner].keyPropertySet.contains(member) {
                return StateKey(owner: module.types[owner].name, property: member)
            }
            current = module.types[owner].superclass
            steps += 1
        }
        return nil
    }

    /// What a change carries up the calls that lead to it. `isDeferred`: it runs after the
    /// code that starts it (in a `Task`, a `sink`), so started from an initializer it is a
    /// change, not the first value. `isBindingSetter`: it is made by the setter of a binding
    /// the code returns, so where a view's body hands that binding on, its receiver makes it.
    struct OriginFlags: Hashable {
        var isDeferred: Bool
        var isBindingSetter: Bool
    }

    /// A writer by where it starts and on what trigger: two chains of calls from the same
    /// place are one writer.
    private struct WriterPlace: Hashable {
        var place: Place
        var trigger: WriteTrigger
        init(_ writer: Writer) {
            place = writer.place
            trigger = writer.trigger
        }
    }

    /// Where calls of each method start, found once per question: the calls between the
    /// app's methods form a graph in which the same method is reached by many paths.
    struct OriginMemo {
        fileprivate var found: [MethodOrigin: [Writer]] = [:]
        fileprivate var open: Set<MethodOrigin> = []
    }

    fileprivate struct MethodOrigin: Hashable {
        var holder: Int
        var method: String
        var flags: OriginFlags
    }

    /// Where a change made at `place` in the code of `holder` starts: the trigger of the
    /// closure around it in a view, or, in a method, each place that calls the method.
    private func origins(
        holder: Int, member: UseMember, timing: UseTiming, effect: UseEffect, place: Place, action: ActionSpan?,
        flags: OriginFlags, memo: inout OriginMemo
    ) -> [Writer] {
        let view: Int? = module.types[holder].role.bodyMember != nil ? holder : nil
        func writer(_ trigger: WriteTrigger) -> [Writer] {
            // Only code a view runs on a trigger, or a binding it hands over, starts at a control.
            let starts = view != nil && trigger != .initializer && trigger != .other
            return [Writer(view: view, holder: holder, place: place, trigger: trigger, via: [], action: starts ? action : nil)]
        }
        switch timing {
        case .later(let trigger): return writer(trigger)
        case .initializer: return writer(flags.isDeferred ? .other : .initializer)
        case .body, .unknown, .presented:
            let hands = flags.isBindingSetter || [.binding, .shownBinding, .handOverBinding].contains(effect)
            return writer(hands ? .binding : .other)
        case .observer: return writer(.other)
        case .method:
            guard case .method(let name) = member else { return writer(.other) }
            let upstream = callOrigins(of: name, in: holder, flags: flags, memo: &memo)
            return upstream.isEmpty ? writer(.other) : upstream
        }
    }

    /// The view's property `through` as the hop a change takes to an object; `nil` in an
    /// object's code, or where the code uses its own members.
    private func hop(through property: String?, in holder: Int) -> ObjectHop? {
        guard let property, module.types[holder].role.bodyMember != nil else { return nil }
        return ObjectHop(holder: holder, property: property)
    }

    /// Where the calls of method `name` of type `holder` start, each with the methods between
    /// (ending with this one): none where nothing calls it, or where it is only reached
    /// from itself.
    private func callOrigins(of name: String, in holder: Int, flags: OriginFlags, memo: inout OriginMemo) -> [Writer] {
        let key = MethodOrigin(holder: holder, method: name, flags: flags)
        if let found = memo.found[key] { return found }
        guard memo.open.insert(key).inserted else { return [] }
        let step = "\(module.types[holder].name).\(name)"
        var found: [Writer] = []
        var seen = Set<WriterPlace>()
        for call in callers[holder][name] ?? [] where !(call.holder == holder && call.member == .method(name)) {
            let writers = origins(
                holder: call.holder, member: call.member, timing: call.timing, effect: call.effect, place: call.place,
                action: call.action,
                flags: OriginFlags(
                    isDeferred: flags.isDeferred || call.isDeferred, isBindingSetter: flags.isBindingSetter || call.isBindingSetter),
                memo: &memo)
            for var writer in writers where seen.insert(WriterPlace(writer)).inserted {
                writer.via.append(step)
                if writer.object == nil { writer.object = hop(through: call.through, in: call.holder) }
                found.append(writer)
            }
        }
        memo.open.remove(key)
        memo.found[key] = found
        return found
    }
}

/// Decides when each use of one type runs, from its member and the closure around it: a
/// view's body, computed properties and the methods they call (outside closures that run
/// later) run during the body; other methods when something calls them.
private struct TimingResolver {
    let isView: Bool
    let bodyMethod: String?
    /// The view's methods the body calls while it is evaluated.
    let duringMethods: Set<String>
    /// The view's methods, not among those, that build content a presentation shows (a
    /// sheet's content calling `accountList()`): built again each time the body runs.
    let presentedMethods: Set<String>

    init(isView: Bool, bodyMethod: String?, references: [MethodReference]) {
        self.isView = isView
        self.bodyMethod = bodyMethod
        var during = Set<String>()
        var presented = Set<String>()
        if isView {
            var byMember: [UseMember: [MethodReference]] = [:]
            for reference in references { byMember[reference.member, default: []].append(reference) }
            let starts = byMember.keys.filter {
                if case .property = $0 { return true }
                if case .method(let name) = $0 { return name == bodyMethod }
                return false
            }
            var pending = starts
            while let member = pending.popLast() {
                for reference in byMember[member] ?? [] where Self.runsNow(reference.closure) {
                    if during.insert(reference.method).inserted { pending.append(.method(reference.method)) }
                }
            }
            // What presented content calls, and what that calls in turn while it is built.
            pending = starts + during.map { .method($0) }
            var expanded = Set<UseMember>()
            while let member = pending.popLast() {
                guard expanded.insert(member).inserted else { continue }
                let isPresentedCode = if case .method(let name) = member { presented.contains(name) } else { false }
                for reference in byMember[member] ?? [] where !during.contains(reference.method) {
                    let builds = reference.closure == .presented || (isPresentedCode && Self.runsNow(reference.closure))
                    if builds, presented.insert(reference.method).inserted { pending.append(.method(reference.method)) }
                }
            }
        }
        duringMethods = during
        presentedMethods = presented
    }

    /// Whether code in `member` runs while a view's body is evaluated.
    private func runsDuringBody(_ member: UseMember) -> Bool {
        guard isView else { return false }
        switch member {
        case .property: return true
        case .method(let name): return name == bodyMethod || duringMethods.contains(name)
        case .initializer, .observer: return false
        }
    }

    private static func runsNow(_ closure: UseClosure) -> Bool {
        switch closure {
        case .none, .during, .unknown: true
        case .later, .presented: false
        }
    }

    func timing(_ member: UseMember, _ closure: UseClosure) -> UseTiming {
        // A closure that runs later decides the trigger only in code the body runs: in a
        // method, an initializer or an object's code (`Task { … }`, `DispatchQueue.main.async`),
        // what starts it is whatever calls that code.
        if runsDuringBody(member) {
            switch closure {
            case .later(let trigger): return .later(trigger)
            case .presented: return .presented
            case .none, .during, .unknown: break
            }
        }
        if case .method(let name) = member, isView, presentedMethods.contains(name) {
            if case .later(let trigger) = closure { return .later(trigger) }
            return .presented
        }
        let unknown = closure == .unknown
        switch member {
        case .property where isView:
            return unknown ? .unknown : .body
        case .method(let name) where isView && (name == bodyMethod || duringMethods.contains(name)):
            return unknown ? .unknown : .body
        case .property, .method:
            return .method
        case .initializer:
            return unknown ? .unknown : .initializer
        case .observer:
            return .observer
        }
    }
}
