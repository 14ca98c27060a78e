import Invalidation
internal import SwiftSyntax
import InvalidationReader

/// A place in one of the analyzed files: the file's index and a UTF-8 offset,
/// turned into `file:line:column` only when reported.
struct Place: Hashable, Sendable, Comparable {
    var file: Int32
    var offset: Int32

    init(file: Int32, offset: Int32) {
        self.file = file
        self.offset = offset
    }

    init(file: Int32, _ node: some SyntaxProtocol) {
        self.file = file
        self.offset = Int32(truncatingIfNeeded: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    static func < (lhs: Place, rhs: Place) -> Bool {
        (lhs.file, lhs.offset) < (rhs.file, rhs.offset)
    }
}

/// What the analysis could not see, before its place is turned into a line and column.
struct RawNote: Hashable, Sendable {
    var kind: AnalysisNote.Kind
    var place: Place
    var message: String
}

/// The kind of a nominal type declaration.
enum TypeKind: Sendable, Hashable {
    case structure, classType, enumeration, actor, protocolType
}

/// A declared type as written: its name with generic arguments dropped, and what wraps it.
struct TypeShape: Sendable, Hashable {
    /// The name, qualified as written (`Outer.Inner`), without a `SwiftUI.` prefix.
    var name: String
    /// `[T]`, `Array<T>`, `Set<T>`, `ContiguousArray<T>`: `name` is the element's.
    var isCollection = false
    /// `Binding<T>`: `name` is the value's.
    var isBinding = false
    /// A function type; `name` is its result's.
    var isFunction = false
    /// A function type whose result is `Void` or `()`.
    var returnsVoid = false

    /// Reads a type's shape, or `nil` for shapes the analysis does not follow (tuples, compositions).
    init?(_ type: TypeSyntax, depth: Int = 0) {
        guard depth < 16 else { return nil }
        switch type.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            let name = identifier.name.text
            let arguments = identifier.genericArgumentClause?.arguments
            if let first = arguments?.first, let argument = first.argument.as(TypeSyntax.self),
                let inner = TypeShape(argument, depth: depth + 1)
            {
                if SwiftUIKnowledge.collectionTypes.contains(name) {
                    self = inner
                    isCollection = true
                    return
                }
                if name == SwiftUIKnowledge.bindingType {
                    self = inner
                    isBinding = true
                    return
                }
                if SwiftUIKnowledge.transparentWrapperTypes.contains(name) || name == SwiftUIKnowledge.storeType {
                    self = inner
                    return
                }
                if name == SwiftUIKnowledge.storeOfType, !inner.isCollection, !inner.isBinding, !inner.isFunction {
                    self = inner
                    self.name = inner.name + "." + SwiftUIKnowledge.reducerStateType
                    return
                }
            }
            self.name = name
        case .memberType(let member):
            guard let base = TypeShape(member.baseType, depth: depth + 1), !base.isCollection, !base.isFunction else {
                return nil
            }
            let prefix = base.name
            self.name =
                SwiftUIKnowledge.frameworkModules.contains(prefix)
                ? member.name.text : prefix + "." + member.name.text
        case .optionalType(let optional):
            guard let inner = TypeShape(optional.wrappedType, depth: depth + 1) else { return nil }
            self = inner
        case .implicitlyUnwrappedOptionalType(let optional):
            guard let inner = TypeShape(optional.wrappedType, depth: depth + 1) else { return nil }
            self = inner
        case .arrayType(let array):
            guard let inner = TypeShape(array.element, depth: depth + 1) else { return nil }
            self = inner
            isCollection = true
        case .someOrAnyType(let some):
            guard let inner = TypeShape(some.constraint, depth: depth + 1) else { return nil }
            self = inner
        case .attributedType(let attributed):
            guard let inner = TypeShape(attributed.baseType, depth: depth + 1) else { return nil }
            self = inner
        case .functionType(let function):
            let result = function.returnClause.type
            let resultText = result.trimmedSource
            self.name = TypeShape(result, depth: depth + 1)?.name ?? resultText
            isFunction = true
            returnsVoid = resultText == "Void" || resultText == "()"
        case .tupleType(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first,
                let inner = TypeShape(only.type, depth: depth + 1)
            else { return nil }
            self = inner
        default:
            return nil
        }
    }

    init(name: String) {
        self.name = name
    }
}

/// A function parameter.
struct ParameterRecord: Sendable {
    /// The argument label; `nil` for `_`.
    var label: String?
    /// The name inside the body.
    var name: String
    var type: TypeShape?
    var hasDefault: Bool
    var isViewBuilder: Bool
}

/// A stored or computed property, as declared.
struct PropertyRecord: Sendable {
    var name: String
    var isStatic: Bool
    var isLet: Bool
    /// Attribute names, without arguments.
    var attributes: [String]
    /// The first attribute that is not a neutral one: a property wrapper or a macro.
    var wrapper: String?
    /// The first argument of that attribute (`\.colorScheme`, `Store.self`, `"username"`).
    var wrapperArgument: ExprSyntax?
    var type: TypeShape?
    var initializer: ExprSyntax?
    /// The getter of a computed property.
    var getter: CodeBlockItemListSyntax?
    var place: Place
    /// The declaration holding it (several properties may share one).
    var declaration: VariableDeclSyntax
    /// The name where it is declared.
    var nameToken: TokenSyntax
    /// The wrapper's attribute, as written.
    var wrapperAttribute: AttributeSyntax?
    /// The declared type is optional (`T?`, `T!`, `Optional<T>`).
    var isOptional: Bool

    var isComputed: Bool { getter != nil }
}

/// A function, method or initializer, as declared.
struct FunctionRecord: Sendable {
    var name: String
    var parameters: [ParameterRecord]
    /// The body as the file's tree holds it: blank where ``deferred`` defers it.
    var writtenBody: CodeBlockItemListSyntax?
    var returnType: TypeShape?
    var isStatic: Bool
    var place: Place
    /// The type whose scope names in the body resolve in, if any.
    var scope: String?
    /// The declaration: a function or an initializer (or, for a `#Preview` block, the macro).
    var declaration: Syntax
    /// The bodies its file's tree defers, if any.
    var deferred: DeferredBodies?

    /// Whether the file's tree holds the body blank.
    var hasDeferredBody: Bool {
        guard let deferred, let block = writtenBody?.parent?.as(CodeBlockSyntax.self) else { return false }
        return deferred.isDeferred(braceAt: block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Whether the body may name one of `words`: a body its file's tree defers is read as
    /// text first.
    func bodyMayName(anyOf words: Set<String>) -> Bool {
        guard let deferred, let block = writtenBody?.parent?.as(CodeBlockSyntax.self) else { return true }
        return deferred.mayName(anyOf: words, in: block)
    }

    /// The body's statements: parsed from the file's text where its tree defers them.
    var body: CodeBlockItemListSyntax? {
        guard let deferred, let writtenBody, let block = writtenBody.parent?.as(CodeBlockSyntax.self) else {
            return writtenBody
        }
        return deferred.statements(of: block)
    }
}

/// A type declaration or an extension, with its members.
struct TypeRecord: Sendable {
    /// The qualified name (`Outer.Inner`), or for an extension the extended type as written.
    var name: String
    var kind: TypeKind
    var isExtension: Bool
    var inherited: [String]
    var attributes: [String]
    var isFilePrivate: Bool
    /// The names of its generic parameters (`Content` in `Card<Content: View>`).
    var genericParameters: [String] = []
    var properties: [PropertyRecord] = []
    var methods: [FunctionRecord] = []
    var initializers: [FunctionRecord] = []
    var place: Place
    /// For an enum: whether a case carries associated values.
    var hasAssociatedValues = false
}

/// Everything one file declares.
struct FileDeclarations: Sendable {
    /// The modules the file imports, by their first name component.
    var imports: [String] = []
    /// The modules it imports in a clause of an `#if`: for some builds only.
    var conditionalImports: [String] = []
    var types: [TypeRecord] = []
    var functions: [FunctionRecord] = []
    var globals: [PropertyRecord] = []
    var notes: [RawNote] = []
}

/// Walks the declarations of one file (not the bodies of functions): types, their
/// members across `#if` clauses, nested types, extensions, free functions and globals.
/// Previews (`#Preview`, `PreviewProvider`) are skipped here or marked for exclusion.
struct DeclarationCollector {
    let file: Int32
    var result = FileDeclarations()
    /// The function bodies the file's tree defers.
    let deferred: DeferredBodies?

    /// The file's name and lines, for naming its `#Preview` blocks.
    let fileName: String
    let lines: LineTable?

    init(file: Int32, path: String = "", lines: LineTable? = nil, deferred: DeferredBodies? = nil) {
        self.file = file
        self.deferred = deferred
        fileName = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        self.lines = lines
    }

    mutating func collect(_ tree: SourceFileSyntax) {
        items(tree.statements, depth: 0)
    }

    private mutating func items(_ list: CodeBlockItemListSyntax, depth: Int) {
        for item in list {
            switch item.item {
            case .decl(let decl):
                if let importDecl = decl.as(ImportDeclSyntax.self), let module = importDecl.path.first {
                    result.imports.append(module.name.text)
                    continue
                }
                var none: TypeRecord?
                declaration(decl, scope: nil, owner: &none, depth: depth)
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self) {
                    if SwiftUIKnowledge.previewMacros.contains(macro.macroName.text) {
                        preview(
                            macro.macroName, arguments: macro.arguments, closure: macro.trailingClosure, at: Syntax(macro))
                    } else {
                        freestandingMacro(macro.macroName, at: macro)
                    }
                }
            case .stmt:
                break
            @unknown default:
                break
            }
        }
    }

    /// A `#Preview` block as a view type of its own, named after its title or its place
    /// (`#Preview("Dark")`, `#Preview(Row.swift:12)`), whose body is the block: it takes
    /// part in the app only when previews are asked for.
    private mutating func preview(
        _ macro: TokenSyntax, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, at node: Syntax
    ) {
        guard let closure else { return }
        let title = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?
            .representedLiteralValue
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let line = lines?.lineAndColumn(ofOffset: offset).line ?? offset
        let name = "#\(macro.text)(\(title.map { "\"\($0)\"" } ?? "\(fileName):\(line)"))"
        var record = TypeRecord(
            name: name, kind: .structure, isExtension: false, inherited: [], attributes: [macro.text],
            isFilePrivate: true, place: Place(file: file, node))
        record.methods.append(
            FunctionRecord(
                name: SwiftUIKnowledge.previewBlockBody, parameters: [], writtenBody: closure.statements,
                returnType: nil, isStatic: false, place: Place(file: file, node), scope: nil, declaration: node))
        result.types.append(record)
    }

    private mutating func freestandingMacro(_ name: TokenSyntax, at node: some SyntaxProtocol) {
        let text = name.text
        guard !SwiftUIKnowledge.neutralMacros.contains(text) else { return }
        result.notes.append(
            RawNote(
                kind: .unknownMacro, place: Place(file: file, node),
                message: "macro #\(text) is not known: the declarations it expands to are not seen"))
    }

    /// Handles one declaration; members go to `owner` when inside a type.
    private mutating func declaration(_ decl: DeclSyntax, scope: String?, owner: inout TypeRecord?, depth: Int) {
        guard depth < 64 else { return }
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let node):
            typeDeclaration(
                name: node.name.text, kind: .structure, inheritance: node.inheritanceClause,
                attributes: node.attributes,
                modifiers: node.modifiers, members: node.memberBlock.members, scope: scope, at: node.name, depth: depth)
        case .classDecl(let node):
            typeDeclaration(
                name: node.name.text, kind: .classType, inheritance: node.inheritanceClause,
                attributes: node.attributes,
                modifiers: node.modifiers, members: node.memberBlock.members, scope: scope, at: node.name, depth: depth)
        case .enumDecl(let node):
            typeDeclaration(
                name: node.name.text, kind: .enumeration, inheritance: node.inheritanceClause,
                attributes: node.attributes,
                modifiers: node.modifiers, members: node.memberBlock.members, scope: scope, at: node.name, depth: depth)
        case .actorDecl(let node):
            typeDeclaration(
                name: node.name.text, kind: .actor, inheritance: node.inheritanceClause, attributes: node.attributes,
                modifiers: node.modifiers, members: node.memberBlock.members, scope: scope, at: node.name, depth: depth)
        case .protocolDecl(let node):
            typeDeclaration(
                name: node.name.text, kind: .protocolType, inheritance: node.inheritanceClause,
                attributes: node.attributes, modifiers: node.modifiers, members: node.memberBlock.members, scope: scope,
                at: node.name, depth: depth)
        case .extensionDecl(let node):
            guard let shape = TypeShape(node.extendedType) else { return }
            var record = TypeRecord(
                name: shape.name, kind: .structure, isExtension: true,
                inherited: Self.inherited(node.inheritanceClause),
                attributes: Self.attributeNames(node.attributes), isFilePrivate: false, place: Place(file: file, node))
            members(node.memberBlock.members, scope: shape.name, into: &record, depth: depth + 1)
            result.types.append(record)
        case .variableDecl(let node):
            let properties = self.properties(node)
            if owner != nil {
                owner!.properties.append(contentsOf: properties)
            } else {
                result.globals.append(contentsOf: properties)
            }
        case .functionDecl(let node):
            let function = self.function(node, scope: scope)
            if owner != nil {
                owner!.methods.append(function)
            } else {
                result.functions.append(function)
            }
        case .subscriptDecl(let node):
            // A subscript's getter is code of the type like a method's, called as `self[…]`.
            if owner != nil, let body = Self.getter(of: node.accessorBlock) {
                owner!.methods.append(
                    FunctionRecord(
                        name: SwiftUIKnowledge.subscriptMember, parameters: parameters(node.parameterClause),
                        writtenBody: body, returnType: TypeShape(node.returnClause.type), isStatic: false,
                        place: Place(file: file, node), scope: scope, declaration: Syntax(node), deferred: nil))
            }
        case .initializerDecl(let node):
            if owner != nil {
                owner!.initializers.append(
                    FunctionRecord(
                        name: "init", parameters: parameters(node.signature.parameterClause),
                        writtenBody: node.body?.statements, returnType: nil, isStatic: false,
                        place: Place(file: file, node), scope: scope, declaration: Syntax(node), deferred: deferred))
            }
        case .importDecl(let node):
            // An import in a clause of an `#if`: the file may be built with it.
            if let module = node.path.first { result.conditionalImports.append(module.name.text) }
        case .ifConfigDecl(let node):
            for clause in node.clauses {
                switch clause.elements {
                case .statements(let list)?:
                    for item in list {
                        if case .decl(let inner) = item.item {
                            declaration(inner, scope: scope, owner: &owner, depth: depth + 1)
                        }
                    }
                case .decls(let list)?:
                    for member in list { declaration(member.decl, scope: scope, owner: &owner, depth: depth + 1) }
                default:
                    break
                }
            }
        case .enumCaseDecl(let node):
            if node.elements.contains(where: { $0.parameterClause != nil }) { owner?.hasAssociatedValues = true }
        case .macroExpansionDecl(let node):
            if owner == nil, SwiftUIKnowledge.previewMacros.contains(node.macroName.text) {
                preview(node.macroName, arguments: node.arguments, closure: node.trailingClosure, at: Syntax(node))
            } else {
                freestandingMacro(node.macroName, at: node)
            }
        default:
            break
        }
    }

    private mutating func typeDeclaration(
        name: String, kind: TypeKind, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
        modifiers: DeclModifierListSyntax, members list: MemberBlockItemListSyntax, scope: String?,
        at node: some SyntaxProtocol, depth: Int
    ) {
        let qualified = scope.map { "\($0).\(name)" } ?? name
        let isFilePrivate =
            scope == nil
            && modifiers.contains {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            }
        var record = TypeRecord(
            name: qualified, kind: kind, isExtension: false, inherited: Self.inherited(inheritance),
            attributes: Self.attributeNames(attributes), isFilePrivate: isFilePrivate, place: Place(file: file, node))
        // `node` is the declaration's name.
        let declaration = Syntax(node).parent
        let generics =
            declaration?.as(StructDeclSyntax.self)?.genericParameterClause
            ?? declaration?.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? declaration?.as(EnumDeclSyntax.self)?.genericParameterClause
        record.genericParameters = generics?.parameters.map(\.name.text) ?? []
        members(list, scope: qualified, into: &record, depth: depth + 1)
        result.types.append(record)
    }

    private mutating func members(
        _ list: MemberBlockItemListSyntax, scope: String, into record: inout TypeRecord, depth: Int
    ) {
        var owner: TypeRecord? = record
        for member in list {
            declaration(member.decl, scope: scope, owner: &owner, depth: depth)
        }
        record = owner!
    }

    private func properties(_ node: VariableDeclSyntax) -> [PropertyRecord] {
        let isStatic = node.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        var attributeNames: [String] = []
        var wrapper: String?
        var wrapperArgument: ExprSyntax?
        var wrapperAttribute: AttributeSyntax?
        for element in node.attributes {
            guard case .attribute(let attribute) = element, let name = TypeShape(attribute.attributeName)?.name else {
                continue
            }
            attributeNames.append(name)
            if wrapper == nil && !SwiftUIKnowledge.neutralAttributes.contains(name) {
                wrapper = name
                wrapperAttribute = attribute
                if case .argumentList(let arguments)? = attribute.arguments {
                    wrapperArgument = arguments.first?.expression
                }
            }
        }
        var found: [PropertyRecord] = []
        var lastType: TypeShape?
        // Backwards: `var a, b: Int` gives `a` the type written after `b`.
        let bindings = Array(node.bindings)
        for binding in bindings.reversed() {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            var type = binding.typeAnnotation.flatMap { TypeShape($0.type) }
            if type == nil, binding.initializer == nil { type = lastType } else { lastType = type }
            let getter = Self.getter(of: binding.accessorBlock)
            found.append(
                PropertyRecord(
                    name: identifier.identifier.text, isStatic: isStatic, isLet: isLet, attributes: attributeNames,
                    wrapper: wrapper, wrapperArgument: wrapperArgument, type: type,
                    initializer: binding.initializer?.value,
                    getter: getter, place: Place(file: file, node), declaration: node, nameToken: identifier.identifier,
                    wrapperAttribute: wrapperAttribute,
                    isOptional: binding.typeAnnotation.map { Self.isOptional($0.type) } ?? false))
        }
        return found.reversed()
    }

    /// Whether a declared type is optional: `T?`, `T!` or `Optional<T>`.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        switch type.kind {
        case .optionalType, .implicitlyUnwrappedOptionalType: return true
        case .identifierType: return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
        default: return false
        }
    }

    /// The statements of the getter an accessor block holds: the block itself, or its `get`.
    private static func getter(of block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let list)?:
            return list
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil:
            return nil
        @unknown default:
            return nil
        }
    }

    private func function(_ node: FunctionDeclSyntax, scope: String?) -> FunctionRecord {
        let isStatic = node.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        // A name written in backticks (`` func `if`(…) ``) is called without them (`.if(…)`).
        return FunctionRecord(
            name: node.name.identifier?.name ?? node.name.text, parameters: parameters(node.signature.parameterClause),
            writtenBody: node.body?.statements,
            returnType: node.signature.returnClause.flatMap { TypeShape($0.type) }, isStatic: isStatic,
            place: Place(file: file, node), scope: scope, declaration: Syntax(node), deferred: deferred)
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterRecord] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? first
            let isViewBuilder =
                parameter.attributes.contains {
                    if case .attribute(let attribute) = $0 {
                        return attribute.attributeName.trimmedSource == "ViewBuilder"
                    }
                    return false
                }
                || {
                    if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
                        return attributed.attributes.contains {
                            if case .attribute(let attribute) = $0 {
                                return attribute.attributeName.trimmedSource == "ViewBuilder"
                            }
                            return false
                        }
                    }
                    return false
                }()
            return ParameterRecord(
                label: first == "_" ? nil : first, name: name, type: TypeShape(parameter.type),
                hasDefault: parameter.defaultValue != nil, isViewBuilder: isViewBuilder)
        }
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.compactMap { TypeShape($0.type)?.name }
    }

    static func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap {
            if case .attribute(let attribute) = $0 { return TypeShape(attribute.attributeName)?.name }
            return nil
        }
    }
}
