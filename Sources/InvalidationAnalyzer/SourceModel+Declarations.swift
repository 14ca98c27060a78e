import Invalidation
import InvalidationReader
package import SwiftSyntax

/// A stored property of a view type, as declared.
package struct DeclaredProperty: Sendable {
    /// The property's name.
    package var name: String
    /// The property wrapper or macro it is declared with (the first attribute that is neither
    /// neutral nor an availability), as `State` for `@State` or `@SwiftUI.State`.
    package var wrapper: String?
    /// What the knowledge table says of that wrapper, if it knows it.
    package var wrapperKind: WrapperKind?
    /// The wrapper's attribute as written.
    package var wrapperAttribute: AttributeSyntax?
    /// The declaration holding it.
    package var declaration: VariableDeclSyntax
    /// The name's token, the spot rules about the property flag.
    package var nameToken: TokenSyntax
    /// The declared type's name as written, without optionals, if annotated.
    package var typeName: String?
    /// The value it is given where it is declared.
    package var initializer: ExprSyntax?
    /// How the view's body reads it.
    package var kind: PropertyKind
    /// The declared type is optional.
    package var isOptional: Bool
    /// Declared with `let`.
    package var isLet: Bool
    /// Whether its value is an instance of a class (or actor) of the analyzed files, by its
    /// annotation or its initial value (`= Store()`).
    package var holdsObject: Bool

    /// Whether it holds a value before an initializer's first statement, by Swift's rules:
    /// it is given one where it is declared, it is an optional `var` (`var x: T?`, `nil`),
    /// or its wrapper is created from the attribute's arguments (`@Environment(\.dismiss)`)
    /// or by an initializer without arguments (`@FocusState`, `@State var x: T?`). A wrapper
    /// the knowledge table does not know, declared with neither, counts as holding none.
    /// `let x: T?` and `var x: Optional<T>` are not given `nil`.
    package var hasValueBeforeInit: Bool {
        if initializer != nil { return true }
        guard let wrapper else {
            let binding = declaration.bindings.first {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.id == nameToken.id
            }
            guard !isLet, let type = binding?.typeAnnotation?.type else { return false }
            return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        }
        if wrapperAttribute?.arguments != nil { return true }
        switch SwiftUIKnowledge.argumentlessWrappers[wrapper] {
        case .always?: return true
        case .whenOptional?: return isOptional
        case nil: return false
        }
    }

    /// Whether it is `private` or `fileprivate` (not `private(set)`).
    package var isPrivate: Bool {
        declaration.modifiers.contains { modifier in
            let kind = modifier.name.tokenKind
            return (kind == .keyword(.private) || kind == .keyword(.fileprivate)) && modifier.detail == nil
        }
    }
}

/// A view type as declared, across its extensions: what the lint rules check.
package struct DeclaredView: Sendable {
    /// The qualified name (`Outer.Inner`).
    package var name: String
    /// Its view in the graph.
    package var view: Int
    /// The file that declares it, by index in ``SourceModel/files``.
    package var file: Int
    /// Its stored properties, in order.
    package var properties: [DeclaredProperty]
    /// Whether it is a struct: Swift's rules for what `init` initializes are a struct's.
    package var isStructure: Bool
    /// Its initializers, in the order calls are matched against them.
    package var initializers: [InitializerDeclSyntax]
    /// The members that run after construction: the body, computed properties and methods,
    /// of its declaration and of its extensions.
    package var behaviourMembers: [DeclSyntax]
    /// Its computed properties with their getters.
    package var computedProperties: [(name: String, getter: CodeBlockItemListSyntax)]
    /// The method SwiftUI calls as the body, for a type whose body is a method
    /// (`func body(content:)` of a `ViewModifier`, `makeBody(configuration:)` of a style).
    package var bodyMethod: String?

    /// The unqualified name, as the type is spelled where it is created.
    package var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The property named `name`.
    package func property(named name: String) -> DeclaredProperty? {
        properties.first { $0.name == name }
    }
}

/// One place the app's code creates a view type: an edge of the graph, with its syntax.
package struct CreationSite: Sendable {
    /// The edge of the graph.
    package var edge: Int
    /// The creating syntax: the call, or an initializer reference (`Row.init`).
    package var node: Syntax
    /// The declared initializer the call matched, by index in ``DeclaredView/initializers``;
    /// `nil` for the memberwise initializer or a call no initializer matched.
    package var initializer: Int?
    /// Aligned with the matched initializer's parameters: the argument given, `nil` where defaulted.
    package var arguments: [ExprSyntax?]
    /// Aligned with the same parameters: the properties of the created view each fills.
    package var fills: [[String]]
    /// What decides the created view's identity there, outermost first.
    package var identity: [SiteComponent]

    /// The values of the `.id(…)`s applied to the view or to a view containing it.
    package var explicitIDs: [ExprSyntax] {
        identity.compactMap {
            if case .explicitID(let value) = $0.detail { return value }
            return nil
        }
    }
}

extension SourceModel {
    /// Every view type of the app as declared, in the graph's order.
    package var declaredViews: [DeclaredView] {
        built.typeOfView.enumerated().map { view, id in
            let info = module.types[id]
            var properties: [DeclaredProperty] = []
            var members: [DeclSyntax] = []
            var computed: [(name: String, getter: CodeBlockItemListSyntax)] = []
            var seenDeclarations = Set<SyntaxIdentifier>()
            for (position, property) in info.properties.enumerated() where !property.isStatic {
                if let getter = property.getter {
                    computed.append((property.name, getter))
                    if seenDeclarations.insert(property.declaration.id).inserted {
                        members.append(DeclSyntax(property.declaration))
                    }
                    continue
                }
                properties.append(
                    DeclaredProperty(
                        name: property.name, wrapper: property.wrapper,
                        wrapperKind: property.wrapper.flatMap { SwiftUIKnowledge.propertyWrappers[$0] },
                        wrapperAttribute: property.wrapperAttribute, declaration: property.declaration,
                        nameToken: property.nameToken, typeName: property.type?.name,
                        initializer: property.initializer, kind: info.propertyKinds[position],
                        isOptional: property.isOptional, isLet: property.isLet,
                        holdsObject: info.propertyTypes[position].map {
                            !$0.isCollection && [.classType, .actor].contains(module.types[$0.id].kind)
                        } ?? false))
            }
            for method in info.methods.values.joined().sorted(by: { $0.place < $1.place }) {
                if let declaration = method.declaration.as(DeclSyntax.self) { members.append(declaration) }
            }
            members.sort { Place(file: 0, $0) < Place(file: 0, $1) || file(of: $0) ?? 0 < file(of: $1) ?? 0 }
            return DeclaredView(
                name: info.name, view: view, file: Int(info.place.file), properties: properties,
                isStructure: info.kind == .structure,
                initializers: info.initializers.compactMap { $0.declaration.as(InitializerDeclSyntax.self) },
                behaviourMembers: members, computedProperties: computed,
                bodyMethod: { if case .method(let name)? = info.role.bodyMember { name } else { nil } }())
        }
    }

    /// Whether values of the type `name`, written at `node`, can be compared with `==`: the
    /// standard value types, and module types that declare `Equatable`, `Hashable` or
    /// `Comparable` or are enums without associated values. `false` when not known.
    package func isEquatable(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if SwiftUIKnowledge.equatableTypes.contains(name) { return true }
        let file = self.file(of: node).map(Int32.init) ?? 0
        guard let id = module.lookup(name, scope: nil, file: file) else { return false }
        let info = module.types[id]
        if !Set(info.inherited).isDisjoint(with: SwiftUIKnowledge.equatableProtocols) { return true }
        return info.kind == .enumeration && info.hasNoAssociatedValues
    }

    /// The classes and actors of the analyzed files, by qualified and by simple name.
    package var classNames: Set<String> {
        var names = Set<String>()
        for info in module.types where info.kind == .classType || info.kind == .actor {
            names.insert(info.name)
            if let last = info.name.split(separator: ".").last { names.insert(String(last)) }
        }
        return names
    }

    /// The places that create view `view` of the graph, in the graph's edge order.
    package func creationSites(of view: Int) -> [CreationSite] {
        let graph = built.graph
        var sites: [CreationSite] = []
        for (index, edge) in graph.edges.enumerated() where edge.to == view {
            let creation = built.creations[index]
            guard let node = creation.node else { continue }
            let declaredCount = module.types[creation.type].initializers.count
            let fills = creation.shape.flatMap { $0 < shapes[creation.type].count ? shapes[creation.type][$0].fills : nil }
            sites.append(
                CreationSite(
                    edge: index, node: node, initializer: creation.shape.flatMap { $0 < declaredCount ? $0 : nil },
                    arguments: creation.arguments.map { $0?.expression },
                    fills: fills ?? Array(repeating: [], count: creation.arguments.count), identity: creation.identity))
        }
        return sites
    }

    /// Whether an object of the type `name`, written at `node`, can announce changes to the
    /// views that observe it: `false` only for a class of the analyzed files with no
    /// `@Published` property (nor any in its superclasses), no call of `objectWillChange`,
    /// and nothing but quiet types to inherit from. `true` when not known.
    package func publishesChanges(_ name: String, at node: some SyntaxProtocol) -> Bool {
        let file = self.file(of: node).map(Int32.init) ?? 0
        guard var id = module.lookup(name, scope: nil, file: file) else { return true }
        var seen = Set<Int>()
        while seen.insert(id).inserted {
            let info = module.types[id]
            guard info.kind == .classType, info.keyProperties.isEmpty else { return true }
            let declarations: [Syntax] =
                info.properties.map { Syntax($0.declaration) } + info.methods.values.joined().map { Syntax($0.declaration) }
            for declaration in declarations {
                if declaration.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == SwiftUIKnowledge.objectWillChange }) {
                    return true
                }
            }
            let unknownBases = info.inherited.filter {
                !SwiftUIKnowledge.quietBaseTypes.contains($0) && module.lookup($0, scope: nil, file: info.place.file) == nil
            }
            if !unknownBases.isEmpty { return true }
            guard let superclass = info.superclass else { return false }
            id = superclass
        }
        return true
    }

    /// Whether `name`, as written in the file holding `node`, names a class or an actor of
    /// the analyzed files.
    package func isClass(_ name: String, at node: some SyntaxProtocol) -> Bool {
        let file = self.file(of: node).map(Int32.init) ?? 0
        guard let id = module.lookup(name, scope: nil, file: file) else {
            return module.types.contains { ($0.kind == .classType || $0.kind == .actor) && $0.name.hasSuffix("." + name) }
        }
        return module.types[id].kind == .classType || module.types[id].kind == .actor
    }
}

/// How the course's tree drawn from the graph creates one node.
package struct TreeSite: Sendable {
    /// The creating syntax; `nil` for a root.
    package var node: Syntax?
    /// The declared initializer the creation calls, by index in ``DeclaredView/initializers``.
    package var initializer: Int?
    /// What decides the node's identity where it is created, outermost first.
    package var identity: [SiteComponent]
}

extension Analysis {
    /// Aligned with `scenario.nodes`: the syntax that creates each view, the declared
    /// initializer it calls (by index), and what decides its identity there (`nil`, `nil`
    /// and none for a root).
    package var treeSites: [TreeSite] { model.tree.sites }
}
