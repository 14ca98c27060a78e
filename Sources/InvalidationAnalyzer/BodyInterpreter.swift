import SwiftSyntax
import InvalidationReader

/// A key a body reads, before the view instance is known.
enum Atom: Hashable, Sendable {
    /// A key spelled the same for every instance: `Store.count`, `\.colorScheme`.
    case key(String)
    /// A property of the view whose body this is; what it reads depends on the node.
    case member(String)
    /// A parameter of the initializer being followed.
    case parameter(Int)
}

/// What evaluating an expression tells the analysis.
struct Value {
    /// The keys the value depends on: read when the value is used, passed on when it fills a property.
    var atoms: [Atom] = []
    /// The module type of the value, when known.
    var type: ValueType?
    /// A `Binding` (`$x`): using it as an argument does not read it.
    var isBinding = false
    /// The expression is `self`.
    var isSelf = false
    /// The expression names a module type (`Store` in `Store.shared`).
    var metatype: Int?

    mutating func merge(_ atoms: [Atom]) {
        for atom in atoms where !self.atoms.contains(atom) { self.atoms.append(atom) }
    }
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
    /// Aligned with that shape's parameters: the atoms of the argument given for each
    /// (`nil` when the parameter keeps its default). Unlike `flows`, this covers
    /// parameters that fill no flowed property, such as one only used to build `@State`.
    var arguments: [[Atom]?] = []
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
    enum SelfKind {
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
    private var readSet: Set<Atom> = []
    private var noteSet: Set<RawNote> = []
    var frame: Frame
    private var mode = ClosureTiming.during
    private var inlineStack: [Place] = []
    private var depth = 0
    private var statementPosition = false
    /// Inside code of another type followed from the body: the place in the body that
    /// led there, where its reads are reported.
    private var readSite: Place?
    /// Atoms read while following closures whose reads decide a call's result
    /// (`first { $0.id == selection }`), innermost call last.
    private var captures: [Value] = []
    private var inlinedCount = 0
    /// In an initializer: per property name, the parameters assigned to it.
    var initializerFills: [String: [Int]] = [:]

    init(module: ModuleIndex, shapes: [[InitializerShape]], frame: Frame) {
        self.module = module
        self.shapes = shapes
        self.frame = frame
    }

    // MARK: Entry points

    /// Follows the body of the view type `id`.
    static func summarize(type id: Int, module: ModuleIndex, shapes: [[InitializerShape]]) -> BodySummary {
        let info = module.types[id]
        let interpreter = BodyInterpreter(
            module: module, shapes: shapes,
            frame: Frame(selfKind: .view(id), file: info.place.file, scope: info.name, scopes: [[:]]))
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
            if let method = info.methods[name]?.first(where: { $0.body != nil }), let body = method.body {
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
                            storedAs: fills[index].first { storesViewClosure(info, property: $0) })
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
                case .object where property.wrapper != "StateObject":
                    continue
                default:
                    break
                }
                let hasDefault =
                    property.initializer != nil || property.wrapper == "State" || property.wrapper == "FocusState"
                    || property.wrapper == "GestureState" || property.wrapper == "StateObject"
                parameters.append(
                    .init(
                        label: property.name, hasDefault: hasDefault,
                        closure: closureTiming(
                            of: property.type, isViewBuilder: property.attributes.contains("ViewBuilder")),
                        storedAs: storesViewClosure(info, property: property.name) ? property.name : nil))
                fills.append(kind == .flowed ? [property.name] : [])
            }
            shapes.append(InitializerShape(parameters: parameters, fills: fills))
        }
        return shapes
    }

    /// Whether the property holds a closure that builds views (`() -> Content`), which
    /// runs when the view's own body calls it.
    static func storesViewClosure(_ info: TypeInfo, property name: String) -> Bool {
        guard let index = info.property(name), let type = info.properties[index].type else { return false }
        return type.isFunction && !type.returnsVoid
    }

    /// When a closure passed for a parameter of this type runs: a function that returns
    /// a view is called while the body is built, one that returns `Void` is an action.
    static func closureTiming(of type: TypeShape?, isViewBuilder: Bool) -> ClosureTiming? {
        if isViewBuilder { return .during }
        guard let type, type.isFunction else { return nil }
        return type.returnsVoid ? .later : .during
    }

    // MARK: Recording

    private func read(_ atoms: [Atom], at node: some SyntaxProtocol) {
        if !captures.isEmpty { captures[captures.count - 1].merge(atoms) }
        guard mode == .during, !atoms.isEmpty else { return }
        for atom in atoms where readSet.insert(atom).inserted {
            summary.reads.append(atom)
            summary.readPlaces.append(readSite ?? Place(file: frame.file, node))
        }
    }

    func note(_ kind: AnalysisNote.Kind, _ place: Place, _ message: String) {
        let note = RawNote(kind: kind, place: place, message: message)
        if noteSet.insert(note).inserted { summary.notes.append(note) }
    }

    private func note(_ kind: AnalysisNote.Kind, at node: some SyntaxProtocol, _ message: String) {
        note(kind, Place(file: frame.file, node), message)
    }

    // MARK: Scopes

    private func local(_ name: String) -> Value? {
        for scope in frame.scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    private func define(_ name: String, _ value: Value) {
        frame.scopes[frame.scopes.count - 1][name] = value
    }

    private func withScope<Result>(_ body: () -> Result) -> Result {
        frame.scopes.append([:])
        defer { frame.scopes.removeLast() }
        return body()
    }

    // MARK: Statements

    /// Follows a code block; a single expression is its value (an implicit return).
    func bodyValue(_ list: CodeBlockItemListSyntax) -> Value {
        if list.count == 1, let only = list.first, case .expr(let expression) = only.item {
            statementPosition = true
            return eval(expression)
        }
        statements(list)
        return frame.returns
    }

    func statements(_ list: CodeBlockItemListSyntax) {
        guard enter(list) else { return }
        defer { depth -= 1 }
        for item in list {
            switch item.item {
            case .expr(let expression):
                statementPosition = true
                _ = eval(expression)
            case .stmt(let statement):
                self.statement(statement)
            case .decl(let declaration):
                self.declaration(declaration)
            @unknown default:
                break
            }
        }
    }

    private func enter(_ node: some SyntaxProtocol) -> Bool {
        depth += 1
        if depth > Self.maximumDepth {
            note(.limit, at: node, "code nested too deeply: the analysis does not follow it further")
            depth -= 1
            return false
        }
        return true
    }

    private func statement(_ statement: StmtSyntax) {
        switch statement.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let node):
            statementPosition = true
            _ = eval(node.expression)
        case .returnStmt(let node):
            if let expression = node.expression {
                statementPosition = true
                let value = eval(expression)
                frame.returns.merge(value.atoms)
                if frame.returns.type == nil { frame.returns.type = value.type }
            }
        case .guardStmt(let node):
            conditions(node.conditions)
            withScope { statements(node.body.statements) }
        case .forStmt(let node):
            let sequence = eval(node.sequence)
            withScope {
                bind(node.pattern, Value(atoms: sequence.atoms, type: sequence.type.map { ValueType(id: $0.id) }))
                if let condition = node.whereClause?.condition { _ = eval(condition) }
                statements(node.body.statements)
            }
        case .whileStmt(let node):
            withScope {
                conditions(node.conditions)
                statements(node.body.statements)
            }
        case .repeatStmt(let node):
            withScope { statements(node.body.statements) }
            _ = eval(node.condition)
        case .doStmt(let node):
            withScope { statements(node.body.statements) }
            for clause in node.catchClauses {
                withScope { statements(clause.body.statements) }
            }
        case .deferStmt(let node):
            withScope { statements(node.body.statements) }
        case .throwStmt(let node):
            _ = eval(node.expression)
        case .labeledStmt(let node):
            self.statement(node.statement)
        default:
            break
        }
    }

    private func declaration(_ declaration: DeclSyntax) {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard binding.accessorBlock == nil else { continue }
                var value = binding.initializer.map { eval($0.value) } ?? Value()
                if let annotation = binding.typeAnnotation, let shape = TypeShape(annotation.type) {
                    if value.type == nil { value.type = module.resolve(shape, scope: frame.scope, file: frame.file) }
                    if shape.isBinding { value.isBinding = true }
                }
                bind(binding.pattern, value)
            }
        } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .statements(let list)? = clause.elements { statements(list) }
            }
        } else if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
            unknownMacro(macro.macroName, at: macro)
        }
    }

    private func conditions(_ list: ConditionElementListSyntax) {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                _ = eval(expression)
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = eval(initializer.value)
                } else if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    value = reference(identifier.identifier.text, at: identifier)
                } else {
                    value = Value()
                }
                bind(binding.pattern, value)
            case .matchingPattern(let matching):
                let value = eval(matching.initializer.value)
                bind(matching.pattern, Value(atoms: value.atoms))
            default:
                break
            }
        }
    }

    /// Binds every name a pattern introduces to `value`.
    private func bind(_ pattern: PatternSyntax, _ value: Value) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            define(identifier.identifier.text, value)
            return
        }
        var names: [String] = []
        collectNames(Syntax(pattern), into: &names, depth: 0)
        let shared = Value(atoms: value.atoms, isBinding: value.isBinding)
        for name in names { define(name, shared) }
    }

    private func collectNames(_ node: Syntax, into names: inout [String], depth: Int) {
        guard depth < 32 else { return }
        if let identifier = node.as(IdentifierPatternSyntax.self) {
            names.append(identifier.identifier.text)
            return
        }
        for child in node.children(viewMode: .sourceAccurate) {
            collectNames(child, into: &names, depth: depth + 1)
        }
    }

    // MARK: Expressions

    func eval(_ expression: ExprSyntax) -> Value {
        let isStatement = statementPosition
        statementPosition = false
        guard enter(expression) else { return Value() }
        defer { depth -= 1 }
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let node):
            return reference(node.baseName.text, at: node)
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .postfixIfConfigExpr, .optionalChainingExpr,
            .forceUnwrapExpr:
            return chain(expression, implicitBase: nil, isStatement: isStatement)
        case .stringLiteralExpr(let node):
            var value = Value()
            for segment in node.segments {
                if case .expressionSegment(let interpolation) = segment {
                    for argument in interpolation.expressions { value.merge(eval(argument.expression).atoms) }
                }
            }
            return value
        case .sequenceExpr(let node):
            return sequence(node)
        case .infixOperatorExpr(let node):
            var value = eval(node.leftOperand)
            value.merge(eval(node.rightOperand).atoms)
            value.isBinding = false
            return value
        case .prefixOperatorExpr(let node):
            var value = eval(node.expression)
            value.type = nil
            return value
        case .postfixOperatorExpr(let node):
            return eval(node.expression)
        case .tupleExpr(let node):
            if node.elements.count == 1, let only = node.elements.first { return eval(only.expression) }
            var value = Value()
            for element in node.elements { value.merge(eval(element.expression).atoms) }
            return value
        case .arrayExpr(let node):
            var value = Value()
            for element in node.elements {
                let item = eval(element.expression)
                value.merge(item.atoms)
                if value.type == nil, let type = item.type { value.type = ValueType(id: type.id, isCollection: true) }
            }
            return value
        case .dictionaryExpr(let node):
            var value = Value()
            if case .elements(let elements) = node.content {
                for element in elements {
                    value.merge(eval(element.key).atoms)
                    value.merge(eval(element.value).atoms)
                }
            }
            return value
        case .ternaryExpr(let node):
            var value = eval(node.condition)
            let first = eval(node.thenExpression)
            value.merge(first.atoms)
            value.merge(eval(node.elseExpression).atoms)
            value.type = first.type
            return value
        case .unresolvedTernaryExpr(let node):
            return eval(node.thenExpression)
        case .ifExpr(let node):
            ifExpression(node)
            return Value()
        case .switchExpr(let node):
            switchExpression(node)
            return Value()
        case .closureExpr:
            return Value()
        case .tryExpr(let node):
            statementPosition = isStatement
            return eval(node.expression)
        case .awaitExpr(let node):
            return eval(node.expression)
        case .unsafeExpr(let node):
            return eval(node.expression)
        case .asExpr(let node):
            var value = eval(node.expression)
            if let shape = TypeShape(node.type) {
                value.type = module.resolve(shape, scope: frame.scope, file: frame.file)
            }
            return value
        case .isExpr(let node):
            return Value(atoms: eval(node.expression).atoms)
        case .inOutExpr(let node):
            let saved = mode
            mode = .deferred
            defer { mode = saved }
            return eval(node.expression)
        case .macroExpansionExpr(let node):
            unknownMacro(node.macroName, at: node)
            var value = Value()
            for argument in node.arguments { value.merge(eval(argument.expression).atoms) }
            return value
        case .typeExpr(let node):
            if let shape = TypeShape(node.type),
                let id = module.lookup(shape.name, scope: frame.scope, file: frame.file)
            {
                return Value(metatype: id)
            }
            return Value()
        case .genericSpecializationExpr(let node):
            return eval(node.expression)
        case .keyPathExpr, .booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .nilLiteralExpr,
            .regexLiteralExpr, .simpleStringLiteralExpr, .superExpr, .discardAssignmentExpr, .patternExpr,
            .editorPlaceholderExpr, .missingExpr, .assignmentExpr, .binaryOperatorExpr, .arrowExpr:
            return Value()
        default:
            var value = Value()
            for child in expression.children(viewMode: .sourceAccurate) {
                if let inner = child.as(ExprSyntax.self) { value.merge(eval(inner).atoms) }
            }
            return value
        }
    }

    private func sequence(_ node: SequenceExprSyntax) -> Value {
        let elements = Array(node.elements)
        if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), assignment > 0 {
            var value = Value()
            for element in elements[(assignment + 1)...] { value.merge(eval(element).atoms) }
            if assignment == 1 { assign(to: elements[0], value) }
            return Value()
        }
        var value = Value()
        for element in elements { value.merge(eval(element).atoms) }
        return value
    }

    /// Records, in an initializer, which parameters an assignment to a property carries.
    private func assign(to target: ExprSyntax, _ value: Value) {
        guard case .initializer(let id) = frame.selfKind else { return }
        var name: String?
        if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            name = member.declName.baseName.text
        } else if let reference = target.as(DeclReferenceExprSyntax.self), local(reference.baseName.text) == nil {
            name = reference.baseName.text
        }
        guard var property = name else { return }
        if property.hasPrefix("_") && module.types[id].property(property) == nil { property.removeFirst() }
        guard let index = module.types[id].property(property), module.types[id].propertyKinds[index] == .flowed else {
            return
        }
        for atom in value.atoms {
            if case .parameter(let parameter) = atom { initializerFills[property, default: []].append(parameter) }
        }
    }

    private func ifExpression(_ node: IfExprSyntax) {
        withScope {
            conditions(node.conditions)
            statements(node.body.statements)
        }
        switch node.elseBody {
        case .ifExpr(let next)?:
            ifExpression(next)
        case .codeBlock(let block)?:
            withScope { statements(block.statements) }
        case nil:
            break
        @unknown default:
            break
        }
    }

    private func switchExpression(_ node: SwitchExprSyntax) {
        let subject = eval(node.subject)
        switchCases(node.cases, subject: subject)
    }

    private func switchCases(_ cases: SwitchCaseListSyntax, subject: Value) {
        for element in cases {
            switch element {
            case .switchCase(let switchCase):
                withScope {
                    if case .case(let label) = switchCase.label {
                        for item in label.caseItems {
                            bind(item.pattern, Value(atoms: subject.atoms))
                            if let condition = item.whereClause?.condition { _ = eval(condition) }
                        }
                    }
                    statements(switchCase.statements)
                }
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .switchCases(let inner)? = clause.elements { switchCases(inner, subject: subject) }
                }
            @unknown default:
                break
            }
        }
    }

    private func unknownMacro(_ name: TokenSyntax, at node: some SyntaxProtocol) {
        let text = name.text
        guard !SwiftUIKnowledge.neutralMacros.contains(text) else { return }
        note(.unknownMacro, at: node, "macro #\(text) is not known: what it expands to is not seen")
    }

    // MARK: Names

    /// The value of a name in the current scope: a local, a property of `self`, a global or a type.
    private func reference(_ text: String, at node: some SyntaxProtocol) -> Value {
        if text == "self" { return Value(isSelf: true) }
        if let value = local(text) {
            if !value.isBinding { read(value.atoms, at: node) }
            return value
        }
        if text.hasPrefix("$") {
            let base = String(text.dropFirst())
            if var value = local(base) {
                value.isBinding = true
                return value
            }
            return projected(base)
        }
        if let value = selfMember(text, at: node) { return value }
        if let type = module.globalTypes[text] { return Value(type: type) }
        if text == "Self", case .view(let id) = frame.selfKind { return Value(metatype: id) }
        if let id = module.lookup(text, scope: frame.scope, file: frame.file) { return Value(metatype: id) }
        return Value()
    }

    /// The id of the type whose members `self` names, if any.
    private var selfType: Int? {
        switch frame.selfKind {
        case .view(let id), .object(let id), .initializer(let id): id
        case .other(let id): id
        }
    }

    /// A property of `self`, or `nil` when `self` has none of that name.
    private func selfMember(_ name: String, at node: some SyntaxProtocol) -> Value? {
        if case .object(let id) = frame.selfKind {
            guard module.member(name, of: id) != nil else { return nil }
            return memberOfType(ValueType(id: id), name: name, baseAtoms: [], reading: true, at: node)
        }
        guard let id = selfType, let index = module.types[id].property(name) else { return nil }
        let info = module.types[id]
        let property = info.properties[index]
        let type = info.propertyTypes[index]
        switch frame.selfKind {
        case .view:
            switch info.propertyKinds[index] {
            case .computed:
                return inline(getter: property, of: id, selfKind: frame.selfKind, site: Place(file: frame.file, node))
            case .state, .flowed:
                if property.type?.isBinding == true && property.wrapper == nil {
                    return Value(atoms: [.member(name)], type: type, isBinding: true)
                }
                read([.member(name)], at: node)
                return Value(atoms: [.member(name)], type: type)
            case .external(let key):
                let atom = key.map(Atom.key) ?? .member(name)
                read([atom], at: node)
                return Value(atoms: [atom], type: type)
            case .environmentKey(let key):
                read([.key(key)], at: node)
                return Value(atoms: [.key(key)], type: type)
            case .object, .inert:
                return Value(type: type)
            }
        case .object:
            return memberOfType(ValueType(id: id), name: name, baseAtoms: [], reading: true, at: node)
        case .other:
            if property.isComputed {
                return inline(getter: property, of: id, selfKind: frame.selfKind, site: Place(file: frame.file, node))
            }
            return Value(type: type)
        case .initializer:
            return Value(type: type)
        }
    }

    /// `$name` for a property of `self`: a binding to what reading it would read.
    private func projected(_ name: String) -> Value {
        guard case .view(let id) = frame.selfKind, let index = module.types[id].property(name) else { return Value() }
        let info = module.types[id]
        switch info.propertyKinds[index] {
        case .state, .flowed:
            return Value(atoms: [.member(name)], type: info.propertyTypes[index], isBinding: true)
        case .object:
            return Value(type: info.propertyTypes[index], isBinding: true)
        case .external(let key):
            return Value(atoms: [key.map(Atom.key) ?? .member(name)], type: info.propertyTypes[index], isBinding: true)
        default:
            return Value()
        }
    }

    // MARK: Chains

    /// Follows a postfix chain (`a.b(x).c[0]`) from its innermost base outwards, without
    /// recursing once per link, so that long modifier chains cost no stack.
    private func chain(_ expression: ExprSyntax, implicitBase: Value?, isStatement: Bool) -> Value {
        var links: [ExprSyntax] = []
        var current = expression
        var start: Value?
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                if let base = member.base {
                    links.append(current)
                    current = base
                    continue
                }
                if let implicitBase {
                    links.append(current)
                    start = implicitBase
                }
                break
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                if let base = member.base {
                    links.append(current)
                    current = base
                    continue
                }
                if let implicitBase {
                    links.append(current)
                    start = implicitBase
                }
                break
            }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                links.append(current)
                current = subscriptCall.calledExpression
                continue
            }
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                links.append(current)
                current = base
                continue
            }
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
                continue
            }
            if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
                continue
            }
            break
        }
        var value: Value
        if let start {
            value = start
        } else if let call = current.as(FunctionCallExprSyntax.self) {
            value = plainCall(call, isStatement: isStatement)
        } else if current.is(MemberAccessExprSyntax.self) {
            value = Value()
        } else {
            value = eval(current)
        }
        for link in links.reversed() {
            value = apply(link, to: value)
        }
        return value
    }

    private func apply(_ link: ExprSyntax, to base: Value) -> Value {
        if let call = link.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            return methodCall(base: base, name: member.declName.baseName.text, call: call)
        }
        if let member = link.as(MemberAccessExprSyntax.self) {
            return self.member(of: base, name: member.declName.baseName.text, at: member.declName)
        }
        if let subscriptCall = link.as(SubscriptCallExprSyntax.self) {
            var value = Value(atoms: base.atoms, isBinding: base.isBinding)
            if let type = base.type, type.isCollection { value.type = ValueType(id: type.id) }
            for argument in subscriptCall.arguments {
                if argument.label?.text == "keyPath" {
                    note(.dynamicKey, at: argument, "a key path subscript: the key it reads is not seen")
                }
                value.merge(eval(argument.expression).atoms)
            }
            return value
        }
        if let postfix = link.as(PostfixIfConfigExprSyntax.self) {
            var result: Value?
            for clause in postfix.config.clauses {
                if case .postfixExpression(let expression)? = clause.elements {
                    let value = chain(expression, implicitBase: base, isStatement: false)
                    if result == nil { result = value }
                }
            }
            return result ?? base
        }
        return base
    }

    private func member(of base: Value, name: String, at node: some SyntaxProtocol) -> Value {
        if base.isSelf { return selfMember(name, at: node) ?? Value() }
        if base.isBinding {
            if name == "wrappedValue" {
                read(base.atoms, at: node)
                return Value(atoms: base.atoms, type: base.type)
            }
            var value = memberOfType(base.type, name: name, baseAtoms: base.atoms, reading: false, at: node)
            value.isBinding = true
            return value
        }
        if let metatype = base.metatype {
            let info = module.types[metatype]
            if let nested = module.typesNamed["\(info.name).\(name)"]?.first { return Value(metatype: nested) }
            if let index = info.property(name), info.properties[index].isStatic {
                if info.properties[index].isComputed {
                    return inline(
                        getter: info.properties[index], of: metatype, selfKind: .other(metatype),
                        site: Place(file: frame.file, node))
                }
                return Value(type: info.propertyTypes[index])
            }
            return Value()
        }
        return memberOfType(base.type, name: name, baseAtoms: base.atoms, reading: true, at: node)
    }

    /// A property of a value of a module type: a key when the type is `@Observable` and
    /// tracks it; its getter followed when computed.
    private func memberOfType(
        _ type: ValueType?, name: String, baseAtoms: [Atom], reading: Bool, at node: some SyntaxProtocol
    ) -> Value {
        guard let type, !type.isCollection, let (owner, index) = module.member(name, of: type.id) else {
            return Value(atoms: baseAtoms)
        }
        let info = module.types[owner]
        let property = info.properties[index]
        var value = Value(atoms: baseAtoms, type: info.propertyTypes[index])
        if property.isComputed {
            let role = module.types[type.id].role
            let selfKind: SelfKind =
                role == .observable || role == .observableObject ? .object(type.id) : .other(type.id)
            let saved = mode
            if !reading { mode = .deferred }
            let result = inline(getter: property, of: owner, selfKind: selfKind, site: Place(file: frame.file, node))
            mode = saved
            value.merge(result.atoms)
            if value.type == nil { value.type = result.type }
            return value
        }
        if info.keyPropertySet.contains(name) {
            // An `ObservableObject` invalidates its observers whatever they read, so its
            // properties are not reads here; they still flow into the views they fill.
            let atom = Atom.key("\(info.name).\(name)")
            if reading && info.role == .observable { read([atom], at: node) }
            value.merge([atom])
        }
        return value
    }

    // MARK: Calls

    /// A call whose callee is not a member of another expression: a type, a function, a method of `self`.
    private func plainCall(_ call: FunctionCallExprSyntax, isStatement: Bool) -> Value {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else {
            if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
                return implicitMemberCall(call, name: member.declName.baseName.text)
            }
            var value = callee.is(MemberAccessExprSyntax.self) ? Value() : eval(callee)
            value.merge(arguments(of: call, rule: nil, name: nil, input: Value()).atoms)
            return Value(atoms: value.atoms)
        }
        let name = reference.baseName.text
        if local(name) != nil {
            return Value(atoms: arguments(of: call, rule: nil, name: nil, input: Value()).atoms)
        }
        if callStoredContent(name, at: call) { return Value() }
        if let id = selfType, let methods = module.methods(name, of: id) {
            let selfKind: SelfKind
            if case .initializer = frame.selfKind { selfKind = .other(id) } else { selfKind = frame.selfKind }
            return inline(pick(methods, call), call: call, selfKind: selfKind)
        }
        if let id = module.lookup(name, scope: frame.scope, file: frame.file) {
            return typeCall(id, call: call)
        }
        if let functions = module.functions[name] {
            return inline(pick(functions, call), call: call, selfKind: .other(nil))
        }
        if SwiftUIKnowledge.bindingInitializers.contains(name), let first = call.arguments.first {
            // `Bindable(store).name`: a binding to the object's properties.
            var value = eval(first.expression)
            value.isBinding = true
            return value
        }
        if name == "AnyView" {
            note(
                .typeErased, at: call,
                "AnyView erases the wrapped view's type: only views created in its argument here are followed")
        }
        if let rule = SwiftUIKnowledge.calls[name] {
            return Value(atoms: arguments(of: call, rule: rule, name: name, input: Value()).atoms)
        }
        if isStatement, frame.mayBuildViews, name.first?.isUppercase == true,
            !SwiftUIKnowledge.primitiveViews.contains(name)
        {
            note(
                .unknownType, at: call,
                "\(name) is not declared in the analyzed files (another module?): its body is not seen")
        }
        return Value(atoms: arguments(of: call, rule: nil, name: name, input: Value()).atoms)
    }

    /// A call to a member of the type the context expects (`.destructive(Text("Delete")) { … }`,
    /// `.init(get:set:)`), by the knowledge table's rule for implicit members.
    private func implicitMemberCall(_ call: FunctionCallExprSyntax, name: String) -> Value {
        let rule = SwiftUIKnowledge.implicitMemberRule(name, labels: arguments(call).map(\.label))
        return Value(atoms: arguments(of: call, rule: rule, name: rule == nil ? nil : name, input: Value()).atoms)
    }

    /// A call to a member of `base`: a method of a module type, a custom modifier, or a
    /// SwiftUI or standard library call the knowledge table describes.
    private func methodCall(base: Value, name: String, call: FunctionCallExprSyntax) -> Value {
        if base.isSelf, let id = selfType, let methods = module.types[id].methods[name] {
            return inline(pick(methods, call), call: call, selfKind: frame.selfKind)
        }
        if base.isSelf, callStoredContent(name, at: call) { return Value() }
        if let metatype = base.metatype {
            let info = module.types[metatype]
            if name == "init" { return typeCall(metatype, call: call) }
            if let nested = module.typesNamed["\(info.name).\(name)"]?.first { return typeCall(nested, call: call) }
            if let methods = info.methods[name] {
                return inline(pick(methods, call), call: call, selfKind: .other(metatype))
            }
        }
        if let type = base.type, !type.isCollection, let methods = module.methods(name, of: type.id) {
            let role = module.types[type.id].role
            let selfKind: SelfKind =
                role == .observable || role == .observableObject ? .object(type.id) : .other(type.id)
            var value = inline(pick(methods, call), call: call, selfKind: selfKind)
            value.merge(base.atoms)
            return value
        }
        if let methods = module.viewExtensionMethods[name] {
            var value = inline(pick(methods, call), call: call, selfKind: .other(nil))
            value.merge(base.atoms)
            return value
        }
        let rule = SwiftUIKnowledge.calls[name]
        var value = Value(atoms: base.atoms)
        let capturesClosures = SwiftUIKnowledge.closureDecidedMethods.contains(name)
        if capturesClosures { captures.append(Value()) }
        value.merge(arguments(of: call, rule: rule, name: name, input: Value()).atoms)
        if capturesClosures { value.merge(captures.removeLast().atoms) }
        if let type = base.type {
            if SwiftUIKnowledge.collectionPreservingMethods.contains(name) {
                value.type = type
            } else if SwiftUIKnowledge.elementMethods.contains(name) {
                value.type = ValueType(id: type.id)
            }
        }
        return value
    }

    /// A call that names a module type: a view is created, anything else is constructed.
    private func typeCall(_ id: Int, call: FunctionCallExprSyntax) -> Value {
        switch module.types[id].role {
        case .view:
            return create(id, call: call)
        default:
            var value = Value(type: ValueType(id: id))
            for argument in arguments(call) where !argument.expression.is(ClosureExprSyntax.self) {
                value.merge(eval(argument.expression).atoms)
            }
            return value
        }
    }

    /// A view created by the body: its arguments are evaluated (a plain value is read by the
    /// body, a binding is not) and recorded per property they fill.
    private func create(_ id: Int, call: FunctionCallExprSyntax) -> Value {
        let arguments = self.arguments(call)
        let candidates = id < shapes.count ? shapes[id] : []
        let (shapeIndex, matches) = Self.bestShape(candidates, arguments: arguments)
        let shape = shapeIndex.map { candidates[$0] }
        var parameterAtoms = Array(repeating: [Atom]?.none, count: shape?.parameters.count ?? 0)
        var flows: [(property: String, atoms: [Atom])] = []
        var contents: [(property: String, summary: BodySummary)] = []
        for (position, argument) in arguments.enumerated() {
            let parameter = matches[position]
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                if let property = parameter.flatMap({ shape?.parameters[$0].storedAs }) {
                    contents.append((property, content { self.closure(closure, timing: .during, input: Value()) }))
                    continue
                }
                let timing = parameter.flatMap { shape?.parameters[$0].closure } ?? .deferred
                self.closure(closure, timing: timing, input: Value())
                continue
            }
            let value = eval(argument.expression)
            guard let parameter, let shape else { continue }
            parameterAtoms[parameter] = value.atoms
            for property in shape.fills[parameter] {
                if let existing = flows.firstIndex(where: { $0.property == property }) {
                    for atom in value.atoms where !flows[existing].atoms.contains(atom) {
                        flows[existing].atoms.append(atom)
                    }
                } else {
                    flows.append((property, value.atoms))
                }
            }
        }
        summary.creations.append(
            Creation(
                type: id, place: Place(file: frame.file, call.calledExpression), flows: flows, contents: contents,
                shape: shapeIndex, arguments: parameterAtoms))
        return Value(type: ValueType(id: id))
    }

    /// What `body` reads and creates, kept apart from the current body's summary.
    private func content(_ body: () -> Void) -> BodySummary {
        let savedSummary = summary
        let savedReadSet = readSet
        let savedMode = mode
        summary = BodySummary()
        readSet = []
        mode = .during
        body()
        var content = summary
        summary = savedSummary
        readSet = savedReadSet
        mode = savedMode
        summary.notes.append(contentsOf: content.notes)
        content.notes = []
        return content
    }

    /// Where a view's body calls a closure it stores: the closure its creator passed runs here.
    private func callStoredContent(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard case .view(let id) = frame.selfKind, Self.storesViewClosure(module.types[id], property: name) else {
            return false
        }
        summary.creations.append(
            Creation(type: -1, place: Place(file: frame.file, node), flows: [], callsContent: name))
        return true
    }

    /// All arguments of a call, trailing closures included (the first without a label).
    private func arguments(_ call: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        var list: [(label: String?, expression: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
        if let trailing = call.trailingClosure { list.append((nil, ExprSyntax(trailing))) }
        for additional in call.additionalTrailingClosures {
            list.append((additional.label.text, ExprSyntax(additional.closure)))
        }
        return list
    }

    /// Evaluates a call's arguments by a rule of the knowledge table (or none): plain values
    /// are read, bindings are read where the call shows them, closures follow their timing.
    private func arguments(of call: FunctionCallExprSyntax, rule: CallRule?, name: String?, input: Value) -> Value {
        let list = arguments(call)
        var value = Value()
        var labelled: [String: Value] = [:]
        var firstUnlabeled: Value?
        var initializerReferences: [(label: String?, type: Int, expression: ExprSyntax)] = []
        for argument in list where !argument.expression.is(ClosureExprSyntax.self) {
            if let type = viewInitializerReference(argument.expression) {
                initializerReferences.append((argument.label, type, argument.expression))
                continue
            }
            let argumentValue = eval(argument.expression)
            if argumentValue.isBinding {
                if let rule {
                    if rule.shownBindings.contains(argument.label ?? "_") {
                        read(argumentValue.atoms, at: argument.expression)
                    }
                } else if let name, !argumentValue.atoms.isEmpty {
                    note(
                        .unfollowedBinding, at: argument.expression,
                        "a binding is passed to '\(name)', which the SwiftUI table does not describe: whether it reads it is not known"
                    )
                }
            } else {
                value.merge(argumentValue.atoms)
            }
            if let label = argument.label {
                labelled[label] = argumentValue
            } else if firstUnlabeled == nil {
                firstUnlabeled = argumentValue
            }
        }
        var closureInput = input
        if let rule {
            switch rule.input {
            case .elements(let label):
                if let source = label == "_" ? firstUnlabeled ?? labelled["data"] : labelled[label] {
                    closureInput = Value(
                        atoms: source.atoms, type: source.type.map { ValueType(id: $0.id) }, isBinding: source.isBinding
                    )
                }
            case .value(let label):
                if let source = labelled[label] {
                    closureInput = Value(atoms: source.atoms, type: source.type.map { ValueType(id: $0.id) })
                }
            case .none:
                break
            }
        }
        let givenLabels = Set(list.compactMap { $0.expression.is(ClosureExprSyntax.self) ? $0.label : nil })
        for reference in initializerReferences {
            // `ForEach(items, content: Row.init)`: the call creates the view with each element.
            let timing =
                rule?.timing(forLabel: reference.label, unlabeledIndex: 0, givenLabels: givenLabels) ?? .deferred
            guard timing != .later else { continue }
            let saved = mode
            if timing == .deferred { mode = .deferred }
            createByReference(reference.type, input: closureInput, at: reference.expression)
            mode = saved
        }
        var unlabeledIndex = 0
        for argument in list {
            guard let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
            var timing = rule?.timing(
                forLabel: argument.label, unlabeledIndex: unlabeledIndex, givenLabels: givenLabels)
            if argument.label == nil { unlabeledIndex += 1 }
            if timing == nil {
                timing = .deferred
                let described = name.map { "'\($0)'" } ?? "this call"
                note(
                    .unfollowedClosure, at: closure,
                    "closure passed to \(described), which the SwiftUI table does not describe: views it creates are kept, its reads are not counted"
                )
            }
            self.closure(closure, timing: timing!, input: closureInput)
        }
        return value
    }

    /// The view type `expression` names the initializer of (`Row.init`), if any.
    private func viewInitializerReference(_ expression: ExprSyntax) -> Int? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        else { return nil }
        var name: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let shape = base.as(TypeExprSyntax.self).flatMap({ TypeShape($0.type) }) {
            name = shape.name
        } else if let nested = base.as(MemberAccessExprSyntax.self), let outer = nested.base {
            name = outer.trimmedDescription + "." + nested.declName.baseName.text
        }
        guard let name, let id = module.lookup(name, scope: frame.scope, file: frame.file) else { return nil }
        if case .view = module.types[id].role { return id }
        return nil
    }

    /// A view created by an initializer reference, its first parameter given `input`.
    private func createByReference(_ id: Int, input: Value, at node: some SyntaxProtocol) {
        let candidates = id < shapes.count ? shapes[id] : []
        var flows: [(property: String, atoms: [Atom])] = []
        let shapeIndex = candidates.firstIndex { !$0.parameters.isEmpty }
        var parameterAtoms: [[Atom]?] = []
        if let shapeIndex {
            let shape = candidates[shapeIndex]
            flows = shape.fills[0].map { ($0, input.atoms) }
            parameterAtoms = Array(repeating: nil, count: shape.parameters.count)
            parameterAtoms[0] = input.atoms
        }
        summary.creations.append(
            Creation(
                type: id, place: Place(file: frame.file, node), flows: flows, shape: shapeIndex,
                arguments: parameterAtoms))
    }

    /// Follows a closure that runs `timing`, its first parameter bound to `input`.
    private func closure(_ closure: ClosureExprSyntax, timing: ClosureTiming, input: Value) {
        guard timing != .later else { return }
        let saved = mode
        if timing == .deferred { mode = .deferred }
        defer { mode = saved }
        withScope {
            var names: [String] = []
            switch closure.signature?.parameterClause {
            case .simpleInput(let list)?:
                names = list.map(\.name.text)
            case .parameterClause(let clause)?:
                names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil:
                break
            @unknown default:
                break
            }
            for (position, name) in names.enumerated() {
                let value = position == 0 ? input : Value()
                if name.hasPrefix("$") {
                    var binding = value
                    binding.isBinding = true
                    define(name, binding)
                    var plain = value
                    plain.isBinding = false
                    define(String(name.dropFirst()), plain)
                } else {
                    define(name, value)
                }
            }
            define("$0", input)
            statements(closure.statements)
        }
    }

    // MARK: Inlining

    private func pick(_ functions: [FunctionRecord], _ call: FunctionCallExprSyntax) -> FunctionRecord {
        guard functions.count > 1 else { return functions[0] }
        let labels = arguments(call).map(\.label)
        return functions.first { function in
            function.parameters.count >= labels.count
                && zip(function.parameters, labels).allSatisfy {
                    $0.label == $1 || ($1 == nil && $0.type?.isFunction == true)
                }
        } ?? functions[0]
    }

    /// Follows a function in place: arguments evaluated in the caller, parameters bound to them.
    private func inline(_ function: FunctionRecord, call: FunctionCallExprSyntax, selfKind: SelfKind) -> Value {
        let site = Place(file: frame.file, call)
        let returnType = module.resolve(function.returnType, scope: function.scope, file: function.place.file)
        var parameters: [String: Value] = [:]
        do {
            let arguments = self.arguments(call)
            let shape = InitializerShape(
                parameters: function.parameters.map {
                    .init(
                        label: $0.label, hasDefault: $0.hasDefault,
                        closure: Self.closureTiming(of: $0.type, isViewBuilder: $0.isViewBuilder))
                }, fills: [])
            let matches = Self.match(arguments, to: shape)
            for (position, argument) in arguments.enumerated() {
                let parameterIndex = matches[position]
                if let closure = argument.expression.as(ClosureExprSyntax.self) {
                    let timing = parameterIndex.flatMap { shape.parameters[$0].closure } ?? .during
                    self.closure(closure, timing: timing, input: Value())
                    continue
                }
                var value = eval(argument.expression)
                if let parameterIndex {
                    let parameter = function.parameters[parameterIndex]
                    if value.type == nil {
                        value.type = module.resolve(parameter.type, scope: function.scope, file: function.place.file)
                    }
                    parameters[parameter.name] = value
                }
            }
        }
        for parameter in function.parameters where parameters[parameter.name] == nil {
            parameters[parameter.name] = Value(
                type: module.resolve(parameter.type, scope: function.scope, file: function.place.file))
        }
        guard let body = function.body else { return Value(type: returnType) }
        guard !inlineStack.contains(function.place), inlineStack.count < Self.maximumInlining else {
            return Value(type: returnType)
        }
        var value = followed(
            body, place: function.place, scope: function.scope, selfKind: selfKind, parameters: parameters, site: site,
            mayBuildViews: mayHoldView(function.returnType, scope: function.scope, file: function.place.file))
        if value.type == nil { value.type = returnType }
        return value
    }

    private func inline(getter property: PropertyRecord, of owner: Int, selfKind: SelfKind, site: Place) -> Value {
        let type = module.types[owner].property(property.name).flatMap { module.types[owner].propertyTypes[$0] }
        guard let getter = property.getter, !inlineStack.contains(property.place),
            inlineStack.count < Self.maximumInlining
        else {
            return Value(type: type)
        }
        let scope = module.types[owner].name
        var value = followed(
            getter, place: property.place, scope: scope, selfKind: selfKind, parameters: [:], site: site,
            mayBuildViews: mayHoldView(property.type, scope: scope, file: property.place.file))
        if value.type == nil { value.type = type }
        return value
    }

    /// Whether a declared type may hold a view: not when it is known to be something else, a
    /// module type that is not a view (nor a protocol), a function, a binding, or one of the
    /// table's value types. An undeclared type, a protocol or a generic parameter may be one.
    private func mayHoldView(_ shape: TypeShape?, scope: String?, file: Int32) -> Bool {
        guard let shape else { return true }
        if shape.isFunction || shape.isBinding { return false }
        if let id = module.lookup(shape.name, scope: scope, file: file) {
            let info = module.types[id]
            return info.kind == .protocolType || info.role.bodyMember != nil
        }
        return !SwiftUIKnowledge.valueTypes.contains(shape.name)
    }

    private func followed(
        _ body: CodeBlockItemListSyntax, place: Place, scope: String?, selfKind: SelfKind, parameters: [String: Value],
        site: Place, mayBuildViews: Bool
    ) -> Value {
        inlinedCount += 1
        if inlinedCount > Self.inliningBudget {
            if inlinedCount == Self.inliningBudget + 1 {
                note(.limit, place, "helpers call each other too many times: the rest of this body is not followed")
            }
            return Value()
        }
        let saved = frame
        let savedSite = readSite
        if case .view = selfKind {} else if readSite == nil { readSite = site }
        defer { readSite = savedSite }
        frame = Frame(
            selfKind: selfKind, file: place.file, scope: scope, scopes: [parameters], mayBuildViews: mayBuildViews)
        inlineStack.append(place)
        let value = bodyValue(body)
        inlineStack.removeLast()
        frame = saved
        return value
    }

    // MARK: Matching arguments

    /// The index of the shape the arguments match best, and for each argument the parameter it fills.
    static func bestShape(
        _ shapes: [InitializerShape], arguments: [(label: String?, expression: ExprSyntax)]
    ) -> (Int?, [Int?]) {
        var best: (Int?, [Int?]) = (nil, Array(repeating: nil, count: arguments.count))
        var bestScore = -1
        for (index, shape) in shapes.enumerated() {
            let matches = match(arguments, to: shape)
            let matched = Set(matches.compactMap { $0 })
            let missing = shape.parameters.indices.filter { !matched.contains($0) && !shape.parameters[$0].hasDefault }
                .count
            let score = matched.count * 4 - missing - (matches.count - matched.count) * 4
            if score > bestScore {
                bestScore = score
                best = (index, matches)
            }
        }
        return best
    }

    /// For each argument, the parameter it fills, scanning forward as Swift does.
    static func match(_ arguments: [(label: String?, expression: ExprSyntax)], to shape: InitializerShape) -> [Int?] {
        var used = Set<Int>()
        var cursor = 0
        var result: [Int?] = []
        let parameters = shape.parameters
        func find(from start: Int, _ accept: (InitializerShape.Parameter) -> Bool) -> Int? {
            var index = start
            while index < parameters.count {
                if !used.contains(index) && accept(parameters[index]) { return index }
                index += 1
            }
            return nil
        }
        for argument in arguments {
            var found: Int?
            if let label = argument.label {
                found = find(from: cursor) { $0.label == label } ?? find(from: 0) { $0.label == label }
            } else if argument.expression.is(ClosureExprSyntax.self) {
                found = find(from: cursor) { $0.closure != nil } ?? find(from: cursor) { $0.label == nil }
            } else {
                found = find(from: cursor) { $0.label == nil }
            }
            if let found {
                used.insert(found)
                cursor = found + 1
            }
            result.append(found)
        }
        return result
    }
}
