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
    /// Whether its value is proven to be a value, copied rather than shared, by its annotation
    /// or its initial value: see ``SourceModel/isValueType(_:scope:file:)``. `false` for an
    /// object and for any type the analysis cannot place (a framework class such as a player).
    package var holdsValue: Bool

    /// The value given where it is declared, as written (`Color.red`); `nil` for none.
    package var initializerText: String? { initializer?.trimmedSource }
    /// The wrapper's name as written (`SwiftUI.State`); `nil` for a plain property.
    package var wrapperAsWritten: String? { wrapperAttribute?.attributeName.trimmedSource }

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

    /// The type of the object it holds: its annotation, or the type its initial value is
    /// built from (`Store()`, `Store.shared`).
    package var objectTypeName: String? {
        if let typeName { return typeName }
        guard let value = initializer else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self) { return ConstructedType(call)?.name }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text.first?.isUppercase == true
        {
            return base.baseName.text
        }
        return nil
    }

    /// Whether it is `private` or `fileprivate` (not `private(set)`).
    package var isPrivate: Bool {
        declaration.modifiers.contains { modifier in
            let kind = modifier.name.tokenKind
            return (kind == .keyword(.private) || kind == .keyword(.fileprivate)) && modifier.detail == nil
        }
    }

    /// Whether code outside its file cannot assign it: it is private or `private(set)`
    /// (`fileprivate(set)`), or a type around it is private or fileprivate.
    package var isSetOnlyInItsFile: Bool {
        let access: Set<TokenKind> = [.keyword(.private), .keyword(.fileprivate)]
        if declaration.modifiers.contains(where: { access.contains($0.name.tokenKind) }) { return true }
        var current = declaration.parent
        while let node = current {
            let modifiers =
                node.as(StructDeclSyntax.self)?.modifiers ?? node.as(ClassDeclSyntax.self)?.modifiers
                ?? node.as(EnumDeclSyntax.self)?.modifiers ?? node.as(ExtensionDeclSyntax.self)?.modifiers
            if let modifiers, modifiers.contains(where: { access.contains($0.name.tokenKind) }) { return true }
            current = node.parent
        }
        return false
    }
}

/// A view type as declared, across its extensions: what the lint rules check.
package struct DeclaredView: Sendable {
    /// The qualified name (`Outer.Inner`).
    package var name: String
    /// Its view in the graph.
    package var view: Int
    /// Its type, by index in the analysis' types (``UseModel/uses`` is indexed by it).
    package var type: Int
    /// The file that declares it, by index in ``SourceModel/files``.
    package var file: Int
    /// Its stored properties, in order.
    package var properties: [DeclaredProperty]
    /// Whether it is a struct: Swift's rules for what `init` initializes are a struct's.
    package var isStructure: Bool
    /// Whether Swift gives it a memberwise initializer: a struct whose declaration (not an
    /// extension) declares no initializer.
    package var hasMemberwiseInitializer: Bool
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

    /// The `willSet` and `didSet` observers of its stored properties: code that runs after
    /// construction, whenever its property is set.
    package var propertyObservers: [AccessorDeclSyntax] {
        let observers: Set<TokenKind> = [.keyword(.willSet), .keyword(.didSet)]
        var seen = Set<SyntaxIdentifier>()
        var found: [AccessorDeclSyntax] = []
        for property in properties where seen.insert(property.declaration.id).inserted {
            for binding in property.declaration.bindings {
                guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
                found += accessors.filter { observers.contains($0.accessorSpecifier.tokenKind) }
            }
        }
        return found
    }

    /// The unqualified name, as the type is spelled where it is created.
    package var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The property named `name`.
    package func property(named name: String) -> DeclaredProperty? {
        properties.first { $0.name == name }
    }

    /// Whether it declares a stored or computed property named exactly `name`: the
    /// declarations ``PropertyReference`` decides `_x` by.
    package func declares(_ name: String) -> Bool {
        property(named: name) != nil || computedProperties.contains { $0.name == name }
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
        let typeOfView = built.typeOfView
        // Each view is read on its own, on every core.
        return ParallelWork.map(count: typeOfView.count) {
            self.declaredView($0, type: typeOfView[$0])
        }
    }

    /// Where the object that property `name` of the view type `id` holds comes from
    /// (``objectOrigin(of:in:)``); `nil` for a type that is no view of the graph.
    package func objectOrigin(ofProperty name: String, inType id: Int) -> ObjectOrigin? {
        guard let view = built.typeOfView.firstIndex(of: id) else { return nil }
        let declared = declaredView(view, type: id)
        return declared.property(named: name).flatMap { objectOrigin(of: $0, in: declared) }
    }

    /// The view `view` of the graph, of module type `id`, as its declaration says.
    private func declaredView(_ view: Int, type id: Int) -> DeclaredView {
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
                    } ?? false,
                    holdsValue: holdsValue(property, scope: info.name)))
        }
        for method in info.methods.values.joined().sorted(by: { $0.place < $1.place }) {
            if let declaration = method.declaration.as(DeclSyntax.self) { members.append(declaration) }
        }
        members.sort { Place(file: 0, $0) < Place(file: 0, $1) || file(of: $0) ?? 0 < file(of: $1) ?? 0 }
        return DeclaredView(
            name: info.name, view: view, type: id, file: Int(info.place.file), properties: properties,
            isStructure: info.kind == .structure,
            hasMemberwiseInitializer: info.kind == .structure && !info.declaresInitializer,
            initializers: info.initializers.compactMap { $0.declaration.as(InitializerDeclSyntax.self) },
            behaviourMembers: members, computedProperties: computed,
            bodyMethod: { if case .method(let name)? = info.role.bodyMember { name } else { nil } }())
    }

    /// Whether values of the type `name`, written at `node`, can be compared with `==`: the
    /// standard value types, and module types that declare `Equatable`, `Hashable` or
    /// `Comparable` or are enums without associated values. `false` when not known.
    package func isEquatable(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if SwiftUIKnowledge.equatableTypes.contains(name) { return true }
        let file = self.file(of: node).map(Int32.init) ?? 0
        guard let id = module.lookup(name, scope: Self.typeScope(of: node), file: file) else { return false }
        let info = module.types[id]
        if !Set(info.inherited).isDisjoint(with: SwiftUIKnowledge.equatableProtocols) { return true }
        return info.kind == .enumeration && info.hasNoAssociatedValues
    }

    /// Whether the type `type`, written in `file` inside the type named `scope`, is proven to
    /// hold values: a standard value type (``SwiftUIKnowledge/valueSemanticTypes``) with value
    /// arguments, a struct or enum of the analyzed files, or an optional, array, dictionary
    /// or tuple of such. `false` for classes, protocols, functions and types not known.
    package func isValueType(_ type: TypeSyntax, scope: String?, file: Int32) -> Bool {
        isValueType(type, scope: scope, file: file, depth: 0)
    }

    private func isValueType(_ type: TypeSyntax, scope: String?, file: Int32, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let isValue = { (inner: TypeSyntax) in self.isValueType(inner, scope: scope, file: file, depth: depth + 1) }
        switch type.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            let arguments = identifier.genericArgumentClause?.arguments.map { $0.argument.as(TypeSyntax.self) } ?? []
            return arguments.allSatisfy { $0.map(isValue) ?? false }
                && isValueTypeName(identifier.name.text, scope: scope, file: file)
        case .memberType(let member):
            let arguments = member.genericArgumentClause?.arguments.map { $0.argument.as(TypeSyntax.self) } ?? []
            guard arguments.allSatisfy({ $0.map(isValue) ?? false }) else { return false }
            let base = member.baseType.trimmedSource
            let name = SwiftUIKnowledge.frameworkModules.contains(base) ? member.name.text : base + "." + member.name.text
            return isValueTypeName(name, scope: scope, file: file)
        case .optionalType(let optional):
            return isValue(optional.wrappedType)
        case .implicitlyUnwrappedOptionalType(let optional):
            return isValue(optional.wrappedType)
        case .arrayType(let array):
            return isValue(array.element)
        case .dictionaryType(let dictionary):
            return isValue(dictionary.key) && isValue(dictionary.value)
        case .tupleType(let tuple):
            return !tuple.elements.isEmpty && tuple.elements.allSatisfy { isValue($0.type) }
        default:
            return false
        }
    }

    /// Whether the type named `name` is a struct or enum of the analyzed files or, when no
    /// type of theirs has that name, a standard value type.
    private func isValueTypeName(_ name: String, scope: String?, file: Int32) -> Bool {
        if let id = module.lookup(name, scope: scope, file: file) {
            return [.structure, .enumeration].contains(module.types[id].kind)
        }
        return SwiftUIKnowledge.valueSemanticTypes.contains(name)
    }

    /// Whether `expression`, an initial value written in `file` inside the type named
    /// `scope`, is proven to be a value: a literal, an array, dictionary or tuple of values,
    /// the creation of a value type (`Date()`, `[String]()`, `Filter(…)`), or a member of a
    /// standard value type or of an enum of the analyzed files (`Color.red`, `Mode.list`).
    private func isValue(_ expression: ExprSyntax, scope: String?, file: Int32) -> Bool {
        let isValue = { (inner: ExprSyntax) in self.isValue(inner, scope: scope, file: file) }
        switch expression.as(ExprSyntaxEnum.self) {
        case .booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr, .simpleStringLiteralExpr:
            return true
        case .prefixOperatorExpr(let prefix):
            return isValue(prefix.expression)
        case .arrayExpr(let array):
            return !array.elements.isEmpty && array.elements.allSatisfy { isValue($0.expression) }
        case .tupleExpr(let tuple):
            return !tuple.elements.isEmpty && tuple.elements.allSatisfy { isValue($0.expression) }
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return false }
            return elements.allSatisfy { isValue($0.key) && isValue($0.value) }
        case .functionCallExpr(let call):
            return valueTypeCreated(by: call, scope: scope, file: file)
        case .memberAccessExpr(let member):
            guard let base = member.base, let name = typeName(base) else { return false }
            if let id = module.lookup(name, scope: scope, file: file) { return module.types[id].kind == .enumeration }
            return SwiftUIKnowledge.valueSemanticTypes.contains(name)
        default:
            return false
        }
    }

    /// Whether `call` creates a value: `T(…)`, `T.init(…)`, `T<U>(…)`, `Outer.T(…)` of a
    /// value type (the type ``ConstructedType`` decides), or `[T]()` of value types.
    private func valueTypeCreated(by call: FunctionCallExprSyntax, scope: String?, file: Int32) -> Bool {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
            let base = member.base
        {
            callee = base
        }
        // The literal form of an array type: `[T]`.
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
            guard let element = typeName(array.elements.first!.expression) else { return false }
            let type = ArrayTypeSyntax(element: IdentifierTypeSyntax(name: .identifier(element)))
            return isValueType(TypeSyntax(type), scope: scope, file: file)
        }
        guard var path = ConstructedType(call)?.path else { return false }
        if path.count > 1, SwiftUIKnowledge.frameworkModules.contains(path[0]) { path.removeFirst() }
        let type = IdentifierTypeSyntax(
            name: .identifier(path.joined(separator: ".")),
            genericArgumentClause: callee.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause)
        return isValueType(TypeSyntax(type), scope: scope, file: file)
    }

    /// The type an expression names: `T` for `T`, `A.B` for `A.B` (without a framework
    /// module), when each part starts with an uppercase letter.
    private func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(typeName) {
            let name = member.declName.baseName.text
            guard name.first?.isUppercase == true else { return nil }
            return SwiftUIKnowledge.frameworkModules.contains(base) ? name : base + "." + name
        }
        return nil
    }

    /// Whether `property`, declared in the type named `scope`, holds a value by its annotation
    /// or, without one, by its initial value.
    private func holdsValue(_ property: PropertyRecord, scope: String) -> Bool {
        var annotation: TypeSyntax?
        // `var a, b: Int`: a name without a type and value takes the next name's type.
        for binding in property.declaration.bindings.reversed() {
            if let type = binding.typeAnnotation?.type {
                annotation = type
            } else if binding.initializer != nil {
                annotation = nil
            }
            if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.id == property.nameToken.id { break }
        }
        if let annotation { return isValueType(annotation, scope: scope, file: property.place.file) }
        return property.initializer.map { isValue($0, scope: scope, file: property.place.file) } ?? false
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

    /// Per view of the graph: the places that create it, in the graph's edge order; one pass
    /// over the edges for all views.
    package var creationSitesByView: [[CreationSite]] {
        var sites = Array(repeating: [CreationSite](), count: built.graph.views.count)
        for (index, edge) in built.graph.edges.enumerated() {
            if let site = site(ofEdge: index) { sites[edge.to].append(site) }
        }
        return sites
    }

    /// Per edge, the edge whose creating syntax most closely holds its own (`WithStore {
    /// Home() }`: `Home`'s creation lies in `WithStore`'s arguments); one sort of the
    /// creations by place, then a stack per tree. A `View` extension method that builds a
    /// view around `self` (`func inRoot() -> some View { RootView { self } }`) holds what
    /// its receiver creates: `Home().inRoot()` puts `Home` in that `RootView`'s content.
    package var enclosingCreations: [Int: Int] {
        struct Span {
            var edge: Int
            var root: SyntaxIdentifier
            var start: AbsolutePosition
            var end: AbsolutePosition
        }
        var spans: [Span] = []
        for (index, creation) in built.creations.enumerated() {
            guard let node = creation.node else { continue }
            spans.append(Span(edge: index, root: node.root.id, start: node.position, end: node.endPosition))
        }
        // Outer first where two start together.
        spans.sort { ($0.root.hashValue, $0.start, $1.end) < ($1.root.hashValue, $1.start, $0.end) }
        var enclosing: [Int: Int] = [:]
        var open: [Span] = []
        for span in spans {
            while let last = open.last, last.root != span.root || last.end < span.end { open.removeLast() }
            if let last = open.last, last.start <= span.start, span.end <= last.end, last.end != span.end || last.start != span.start {
                enclosing[span.edge] = last.edge
            }
            open.append(span)
        }
        for (receiver, wrapper) in receiverWrappings() where enclosing[receiver] == nil { enclosing[receiver] = wrapper }
        return enclosing
    }

    /// The creations in the receiver of a call of a `View` extension method whose body
    /// builds a view around `self`, each with the edge of that view built for the same creator.
    private func receiverWrappings() -> [(receiver: Int, wrapper: Int)] {
        // Per creator and method: the edges of the views the method builds around `self`.
        var wrappers: [Int: [String: Int]] = [:]
        for (index, creation) in built.creations.enumerated() {
            guard let node = creation.node, let method = Self.viewExtensionMethod(holding: node),
                node.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.self) })
            else { continue }
            wrappers[built.graph.edges[index].from, default: [:]][method] = index
        }
        guard !wrappers.isEmpty else { return [] }
        var found: [(Int, Int)] = []
        for (index, creation) in built.creations.enumerated() {
            guard let node = creation.node, let methods = wrappers[built.graph.edges[index].from] else { continue }
            // Up from the creation: a member access whose base holds it, called.
            var current = node
            while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
                if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                    member.parent?.is(FunctionCallExprSyntax.self) == true,
                    let wrapper = methods[member.declName.baseName.text], wrapper != index
                {
                    found.append((index, wrapper))
                    break
                }
                current = parent
            }
        }
        return found
    }

    /// The name of the method of an `extension View` whose body holds `node`.
    private static func viewExtensionMethod(holding node: Syntax) -> String? {
        var current = node
        while let parent = current.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                // The declaration around it, through `#if` clauses.
                var around = function.parent
                while let next = around, !next.isProtocol(DeclGroupSyntax.self) { around = next.parent }
                let isViewExtension =
                    around?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == SwiftUIKnowledge.viewProtocol
                return isViewExtension ? function.name.text : nil
            }
            current = parent
        }
        return nil
    }

    /// The place edge `index` stands for, when it has syntax.
    private func site(ofEdge index: Int) -> CreationSite? {
        let creation = built.creations[index]
        guard let node = creation.node else { return nil }
        let declaredCount = module.types[creation.type].initializers.count
        let fills = creation.shape.flatMap { $0 < shapes[creation.type].count ? shapes[creation.type][$0].fills : nil }
        return CreationSite(
            edge: index, node: node, initializer: creation.shape.flatMap { $0 < declaredCount ? $0 : nil },
            arguments: creation.arguments.map { $0?.expression },
            fills: fills ?? Array(repeating: [], count: creation.arguments.count), identity: creation.identity)
    }

    /// Whether a closure given to `view`'s initializer under `label` (`nil`: unlabelled or
    /// trailing) is content the view shows: a `@ViewBuilder` parameter of one of its
    /// initializers. Such content is its creator's code, built for the creator's state.
    package func takesContent(_ view: DeclaredView, label: String?) -> Bool {
        guard module.types.indices.contains(view.type) else { return false }
        return module.types[view.type].initializers.contains { initializer in
            initializer.parameters.contains { $0.isViewBuilder && (label == nil || $0.label == label) }
        }
    }

    /// The qualified name of the type whose declaration (or extension) holds `node`: the
    /// scope a type name written there is looked up from (`Observer` inside
    /// `struct Modifier` names `Modifier.Observer` first).
    static func typeScope(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.asProtocol(NamedDeclSyntax.self),
                ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self)
                    || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self)
            {
                names.append(declaration.name.text)
            } else if let extended = ancestor.as(ExtensionDeclSyntax.self) {
                names.append(extended.extendedType.trimmedDescription)
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// Whether the type `view` declares a method named `name` (in its body or an extension).
    package func declaresMethod(_ name: String, in view: DeclaredView) -> Bool {
        module.types.indices.contains(view.type) && module.types[view.type].methods[name] != nil
    }

    /// Whether an object of the type `name`, written at `node`, can announce changes to the
    /// views that observe it: `false` only for a class of the analyzed files with no
    /// `@Published` property (nor any in its superclasses), no call of `objectWillChange`,
    /// and nothing but quiet types to inherit from. An `@Observable` class's properties are
    /// tracked by Observation, not announced through `objectWillChange`: one that also
    /// conforms to `ObservableObject` announces nothing unless it sends the change itself.
    /// `true` when not known.
    package func publishesChanges(_ name: String, at node: some SyntaxProtocol) -> Bool {
        let file = self.file(of: node).map(Int32.init) ?? 0
        guard var id = module.lookup(name, scope: Self.typeScope(of: node), file: file) else { return true }
        var seen = Set<Int>()
        while seen.insert(id).inserted {
            let info = module.types[id]
            guard info.kind == .classType, info.keyProperties.isEmpty || info.role == .observable else { return true }
            let declarations: [Syntax] =
                info.properties.map { Syntax($0.declaration) } + info.methods.values.joined().map { Syntax($0.declaration) }
            for declaration in declarations {
                if declaration.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == SwiftUIKnowledge.objectWillChange }) {
                    return true
                }
            }
            // A class outside the analyzed files may publish; only the declaration's first
            // inherited name can be one (the protocols an extension adds announce nothing).
            if let base = info.superclassCandidate, !SwiftUIKnowledge.quietBaseTypes.contains(base),
                !SwiftUIKnowledge.environmentProvidedDelegates.contains(base),
                module.lookup(base, scope: nil, file: info.place.file) == nil
            {
                return true
            }
            guard let superclass = info.superclass else { return false }
            id = superclass
        }
        return true
    }

    /// The properties of `view` that take an object from the environment
    /// (`@EnvironmentObject`, `@Environment(Type.self)`), each with the object's type name.
    package func environmentObjectProperties(of view: DeclaredView) -> [(property: String, type: String)] {
        module.environmentObjectProperties(of: view.type)
    }

    /// Whether SwiftUI itself puts objects of the type `name` in the environment: an app or
    /// scene delegate class (``SwiftUIKnowledge/environmentProvidedDelegates``), or one
    /// that inherits from such a class of the analyzed files.
    package func isProvidedBySwiftUI(_ name: String) -> Bool {
        var current = module.typesNamed[name]?.first
        var seen = Set<Int>()
        while let id = current, seen.insert(id).inserted {
            let info = module.types[id]
            if info.inherited.contains(where: SwiftUIKnowledge.environmentProvidedDelegates.contains) { return true }
            current = info.superclass
        }
        return false
    }

    /// Whether the code of `view` names an environment modifier (`environmentObject`,
    /// `environment`) anywhere: it may put an object around the content it is given
    /// (`content.environmentObject(store)`), which the graph does not see as a creation.
    package func namesEnvironmentModifier(_ view: DeclaredView) -> Bool {
        let names: Set<String> = [SwiftUIKnowledge.environmentObjectModifier, SwiftUIKnowledge.environmentModifier]
        let members = view.behaviourMembers.map(Syntax.init) + view.computedProperties.map { Syntax($0.getter) }
        return members.contains { member in
            member.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier(let name) = token.tokenKind { return names.contains(name) }
                return false
            }
        }
    }

    /// Whether what file `declaring` declares can be named from `file` (one target
    /// compiles both, or `file`'s imports the other's; files of no target see everything).
    package func isVisible(declaredIn declaring: Int32, from file: Int32) -> Bool {
        module.isVisible(declaredIn: declaring, from: file)
    }

    /// Whether code in the analyzed file at `path` can run in an app that runs code of file
    /// `file`: they share a target, or one's target loads the other's (a shared package).
    /// An iOS target's code never runs in the macOS app beside it. `true` where the targets
    /// are not known.
    package func canRunTogether(path: String?, with file: Int) -> Bool {
        guard let path, let index = files.firstIndex(where: { $0.path == path }) else { return true }
        let other = Int32(index)
        let own = Int32(file)
        return module.isVisible(declaredIn: other, from: own) || module.isVisible(declaredIn: own, from: other)
    }

    /// A protocol of the analyzed files that `view` adopts and that requires a property
    /// named `name` (the property fulfils it, and cannot be less visible than it), by name.
    package func protocolRequiring(_ name: String, of view: DeclaredView) -> String? {
        let info = module.types[view.type]
        for inherited in info.inherited {
            guard let id = module.lookup(inherited, scope: nil, file: info.place.file),
                module.types[id].kind == .protocolType, module.types[id].property(name) != nil
            else { continue }
            return module.types[id].name
        }
        return nil
    }

    /// Whether a static member of `view` (an `==` that compares two of its values) names
    /// its property `name` on a value (`lhs.timestamp`): a use no instance's code makes.
    package func staticMembersName(_ name: String, of view: DeclaredView) -> Bool {
        view.behaviourMembers.contains { member in
            guard let function = member.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return false }
            return function.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .identifier(name) && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
            }
        }
    }

    /// Whether an initializer of the class `name`, as written in the file holding `node`,
    /// starts work that outlives it (``SwiftUIKnowledge/workStartingCalls``: `Task { … }`,
    /// a timer, a subscription): work that runs again for each object built.
    package func initializerStartsWork(_ name: String, at node: some SyntaxProtocol) -> Bool {
        anInitializer(of: name, at: node, hasToken: { token in
            guard case .identifier(let text) = token.tokenKind, SwiftUIKnowledge.workStartingCalls.contains(text) else {
                return false
            }
            // Called: `Task {`, `Task(`, `.sink(`, `.async {`.
            guard let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
            return next.tokenKind == .leftParen || next.tokenKind == .leftBrace
        })
    }

    /// Whether an initializer of the class `name`, as written in the file holding `node`,
    /// hands the new object to other code (`Menu.shared.delegate = self`, `register(self)`):
    /// each object built takes that place from the one before it.
    package func initializerHandsOutSelf(_ name: String, at node: some SyntaxProtocol) -> Bool {
        anInitializer(of: name, at: node, hasToken: { token in
            // `self.x` and `self.init` are the object's own members.
            token.tokenKind == .keyword(.self) && token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .period
        })
    }

    /// ``Analysis/isInUncalledMethod(_:)``.
    func isInUncalledMethod(_ location: Invalidation.SourceLocation) -> Bool {
        guard let path = location.file, let file = files.firstIndex(where: { $0.path == path }) else { return false }
        let at = (location.line, location.column)
        for type in module.types {
            guard type.inherited.allSatisfy(SwiftUIKnowledge.conformancesCallingNothing.contains) else { continue }
            for method in type.methods.values.joined() where method.place.file == Int32(file) {
                let start = self.location(of: method.declaration)
                let end = endLocation(of: method.declaration)
                guard (start.line, start.column) <= at, at <= (end.line, end.column),
                    let function = method.declaration.as(FunctionDeclSyntax.self)
                else { continue }
                let exposed =
                    function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
                    || function.attributes.contains { attribute in
                        attribute.as(AttributeSyntax.self).map {
                            SwiftUIKnowledge.externallyCalledAttributes.contains($0.attributeName.trimmedDescription)
                        } ?? false
                    }
                if exposed { return false }
                var occurrences = 0
                let word = Array(method.name.utf8)
                for (index, source) in files.enumerated() where built.isAppFile[index] {
                    var text = source.text
                    occurrences += text.withUTF8 { $0.wordOffsets(word).count }
                    if occurrences > 1 { return false }
                }
                return occurrences == 1
            }
        }
        return false
    }

    /// Whether `view`'s body member names the representable's coordinator (`context.
    /// coordinator.update(…)` in `updateUIViewController`): what the coordinator holds is
    /// read each time SwiftUI updates the view.
    package func bodyUsesCoordinator(of view: DeclaredView) -> Bool {
        guard module.types.indices.contains(view.type),
            case .method(let name)? = module.types[view.type].role.bodyMember,
            let methods = module.types[view.type].methods[name]
        else { return false }
        return methods.contains { method in
            method.body?.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .identifier(SwiftUIKnowledge.coordinatorMember)
            } ?? false
        }
    }

    /// Whether the type `name`, as written in the file holding `node`, has an instance
    /// property behind a property wrapper other than `@Published` (`@AppStorage("key")`):
    /// `@Observable` rejects one, and one marked `@ObservationIgnored` is not observed.
    package func holdsWrappedProperties(_ name: String, at node: some SyntaxProtocol) -> Bool {
        let file = self.file(of: node).map(Int32.init) ?? 0
        guard let id = module.lookup(name, scope: Self.typeScope(of: node), file: file) else { return false }
        return module.types[id].properties.contains { !$0.isStatic && $0.wrapper != nil }
    }

    /// Whether the body of some initializer of the type `name`, as written in the file
    /// holding `node`, has a token `matches` accepts.
    private func anInitializer(
        of name: String, at node: some SyntaxProtocol, hasToken matches: (TokenSyntax) -> Bool
    ) -> Bool {
        let file = self.file(of: node).map(Int32.init) ?? 0
        guard let id = module.lookup(name, scope: Self.typeScope(of: node), file: file) else { return false }
        return module.types[id].initializers.contains { initializer in
            initializer.body?.tokens(viewMode: .sourceAccurate).contains(where: matches) ?? false
        }
    }

    /// Whether `name`, as written in the file holding `node`, names a class or an actor of
    /// the analyzed files.
    package func isClass(_ name: String, at node: some SyntaxProtocol) -> Bool {
        let file = self.file(of: node).map(Int32.init) ?? 0
        guard let id = module.lookup(name, scope: Self.typeScope(of: node), file: file) else {
            return module.types.contains { ($0.kind == .classType || $0.kind == .actor) && $0.name.hasSuffix("." + name) }
        }
        return module.types[id].kind == .classType || module.types[id].kind == .actor
    }

    /// Whether `name`, as written in the file holding `node`, names a type of the analyzed
    /// files (a nested one by its last name too); `false` for a type of another module.
    package func declaresType(_ name: String, at node: some SyntaxProtocol) -> Bool {
        let file = self.file(of: node).map(Int32.init) ?? 0
        if module.lookup(name, scope: Self.typeScope(of: node), file: file) != nil { return true }
        return module.types.contains { $0.name.hasSuffix("." + name) }
    }
}

/// The instances one instance of a view holds: the course's tree with that view as its
/// only root, for questions about one view's own state.
package struct InstanceTree: Sendable {
    /// The tree, its root first.
    package var scenario: Scenario
    /// Aligned with `scenario.nodes`: how each is created.
    package var sites: [TreeSite]
    /// Aligned with `scenario.nodes`: where and how each is created.
    package var creations: [ViewCreation]
}

extension SourceModel {
    /// The instances one instance of view `view` of the graph holds, expanded from the
    /// bodies up to ``nodeLimit`` views; with `rootStateOnly`, the storage lists only that
    /// view's own state.
    package func instanceTree(of view: Int, rootStateOnly: Bool = false) -> InstanceTree {
        let tree = ExpandedTree(model: self, root: built.typeOfView[view], rootStateOnly: rootStateOnly)
        return InstanceTree(scenario: tree.scenario, sites: tree.sites, creations: tree.creations)
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
