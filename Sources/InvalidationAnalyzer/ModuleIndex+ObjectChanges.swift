internal import SwiftSyntax

extension ModuleIndex {
    /// Finds the `ObservableObject`s that send the changes of an object they hold as their
    /// own: a class with a statement, in an initializer or method, that both uses
    /// `panel.objectWillChange` (or `self.panel.objectWillChange`) of a property holding an
    /// `ObservableObject` and calls its own `objectWillChange.send()`, as in
    /// `panel.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`.
    /// A view that observes the holder then runs for the held object's changes too.
    mutating func findForwarding() {
        for id in types.indices where types[id].role == .observableObject {
            var held: [String: Int] = [:]
            for (index, property) in types[id].properties.enumerated() where !property.isStatic {
                if let type = types[id].propertyTypes[index], !type.isCollection,
                    types[type.id].role == .observableObject, type.id != id
                {
                    held[property.name] = type.id
                }
            }
            guard !held.isEmpty else { continue }
            var forwarded: [Int] = []
            let functions = types[id].initializers + types[id].methods.keys.sorted().flatMap { types[id].methods[$0]! }
            for function in functions {
                // A body whose text never names `objectWillChange` forwards nothing: it need not be parsed.
                guard function.bodyMayName(anyOf: [SwiftUIKnowledge.objectWillChange]), let body = function.body else {
                    continue
                }
                let finder = ForwardingFinder(held: held)
                finder.walk(body)
                for name in finder.forwarded where !forwarded.contains(held[name]!) { forwarded.append(held[name]!) }
            }
            if !forwarded.isEmpty { forwardedObjects[id] = forwarded }
        }
    }

    /// Whether a property of an `ObservableObject` announces its changes by hand, as
    /// `@Published` would: `var selection: Set<ID> = [] { willSet { objectWillChange.send() } }`.
    static func sendsChange(_ property: PropertyRecord) -> Bool {
        property.declaration.bindings.contains { binding in
            guard let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self) else { return false }
            return accessors.contains { accessor in
                guard [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
                    let body = accessor.body
                else { return false }
                let finder = OwnSendFinder()
                finder.walk(body)
                return finder.found
            }
        }
    }

    /// The stored properties of the `ObservableObject` `id` that a method changes where it
    /// also sends `objectWillChange` by hand (`objectWillChange.send(); runtimes = found`):
    /// the object announces their changes as `@Published` would.
    func announcedProperties(of id: Int) -> Set<String> {
        var announced = Set<String>()
        for function in types[id].methods.values.flatMap({ $0 }) {
            guard function.bodyMayName(anyOf: [SwiftUIKnowledge.objectWillChange]), let body = function.body else { continue }
            let sends = OwnSendFinder()
            sends.walk(body)
            guard sends.found else { continue }
            let assignments = OwnAssignmentFinder()
            assignments.walk(body)
            for name in assignments.names {
                if let index = types[id].property(name), !types[id].properties[index].isStatic,
                    !types[id].properties[index].isComputed
                {
                    announced.insert(name)
                }
            }
        }
        return announced
    }

    /// Where the code of the `ObservableObject` `id` uses its own `objectWillChange`
    /// (`objectWillChange.send()`, `self.objectWillChange.sink …`): code `@Observable` has
    /// no counterpart for, in source order.
    func ownChangeUses(of id: Int) -> [Place] {
        var places: [Place] = []
        for (file, node) in ownCode(of: id) {
            let finder = OwnChangeUseFinder(file: file)
            finder.walk(node)
            for place in finder.places where !places.contains(place) { places.append(place) }
        }
        return places.sorted()
    }

    /// Where the code of the `ObservableObject` `id` uses the publisher of one of its own
    /// `@Published` properties (`$query.debounce(…)`, `self.$query`): code `@Observable`
    /// has no counterpart for, in source order.
    func ownPublisherUses(of id: Int) -> [Place] {
        let published = Set(types[id].keyProperties.map { "$" + $0 })
        guard !published.isEmpty else { return [] }
        var places: [Place] = []
        for (file, node) in ownCode(of: id) {
            for token in node.tokens(viewMode: .sourceAccurate) where published.contains(token.text) {
                // `$query` alone or after `self.`, not a member of another value.
                if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
                {
                    continue
                }
                let place = Place(file: file, token)
                if !places.contains(place) { places.append(place) }
            }
        }
        return places.sorted()
    }

    /// The code of type `id`: its property declarations (with their accessors), and the
    /// bodies of its initializers and methods, each with its file.
    private func ownCode(of id: Int) -> [(file: Int32, node: Syntax)] {
        var nodes: [(file: Int32, node: Syntax)] = types[id].properties.map { ($0.place.file, Syntax($0.declaration)) }
        for function in types[id].initializers + types[id].methods.values.flatMap({ $0 }) {
            if let body = function.body { nodes.append((function.place.file, Syntax(body))) }
        }
        return nodes
    }

    /// The keys a view that observes the `ObservableObject` `id` runs for: the object's own
    /// (``keys(of:)``), and those of the objects it forwards, followed through theirs.
    func observedKeys(of id: Int) -> [String] {
        var keys = self.keys(of: id)
        var seen: Set<Int> = [id]
        var queue = forwardedObjects[id] ?? []
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            keys += self.keys(of: next)
            queue += forwardedObjects[next] ?? []
        }
        return keys
    }
}

/// Finds, in one function's body, the held objects whose `objectWillChange` a statement
/// uses while sending the holder's own.
final class ForwardingFinder: SyntaxVisitor {
    let held: [String: Int]
    private(set) var forwarded: [String] = []

    init(held: [String: Int]) {
        self.held = held
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "objectWillChange", case .held(let name) = Self.owner(of: node.base),
            held[name] != nil, !forwarded.contains(name)
        else { return .visitChildren }
        var statement = Syntax(node)
        while let parent = statement.parent, !statement.is(CodeBlockItemSyntax.self) { statement = parent }
        let sends = OwnSendFinder()
        sends.walk(statement)
        if sends.found { forwarded.append(name) }
        return .visitChildren
    }

    enum Owner {
        case ownObject
        case held(String)
        case other
    }

    /// Whether `expression` is the holder's own `objectWillChange` (`objectWillChange`,
    /// `self.objectWillChange`, `self?.objectWillChange`).
    static func isOwnObjectWillChange(_ expression: ExprSyntax?) -> Bool {
        if let reference = expression?.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "objectWillChange"
        }
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "objectWillChange",
            case .ownObject = owner(of: member.base)
        else { return false }
        return true
    }

    /// Whose `objectWillChange` the base names: `self`'s (no base, `self`, `self?`, `self!`)
    /// or that of a property of `self` (`panel`, `self.panel`).
    static func owner(of base: ExprSyntax?) -> Owner {
        guard var base else { return .ownObject }
        if let unwrapped = base.as(OptionalChainingExprSyntax.self) { base = unwrapped.expression }
        if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { base = unwrapped.expression }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "self" ? .ownObject : .held(name)
        }
        if let member = base.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return .held(member.declName.baseName.text)
        }
        return .other
    }
}

/// Whether code calls the holder's own `objectWillChange.send()`.
final class OwnSendFinder: SyntaxVisitor {
    private(set) var found = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "send", ForwardingFinder.isOwnObjectWillChange(node.base) { found = true }
        return found ? .skipChildren : .visitChildren
    }
}

/// The places code uses its own object's `objectWillChange`.
private final class OwnChangeUseFinder: SyntaxVisitor {
    let file: Int32
    private(set) var places: [Place] = []

    init(file: Int32) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if ForwardingFinder.isOwnObjectWillChange(ExprSyntax(node)) { places.append(Place(file: file, node)) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if ForwardingFinder.isOwnObjectWillChange(ExprSyntax(node)) { places.append(Place(file: file, node)) }
        return .visitChildren
    }
}

/// The names code assigns as properties of `self` (`name = …`, `self.name = …`, `name += …`).
private final class OwnAssignmentFinder: SyntaxVisitor {
    private(set) var names: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The parser leaves operators unfolded: `name = value` is a sequence of three.
        let elements = Array(node.elements)
        for (position, element) in elements.enumerated() where position > 0 {
            let isAssignment =
                element.is(AssignmentExprSyntax.self)
                || element.as(BinaryOperatorExprSyntax.self).map { ["+=", "-=", "*=", "/="].contains($0.operator.text) } == true
            if isAssignment, let name = Self.ownName(elements[position - 1]) { names.append(name) }
        }
        return .visitChildren
    }

    private static func ownName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }
}
