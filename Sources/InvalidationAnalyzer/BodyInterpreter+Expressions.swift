import Invalidation
import InvalidationReader
internal import SwiftSyntax

// Expressions and names.
extension BodyInterpreter {
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

    func sequence(_ node: SequenceExprSyntax) -> Value {
        let elements = Array(node.elements)
        if let assignment = elements.firstIndex(where: { $0.kind == .assignmentExpr }), assignment > 0 {
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
    func assign(to target: ExprSyntax, _ value: Value) {
        guard case .initializer(let id) = frame.selfKind,
            let reference = PropertyReference(target, declares: { self.module.types[id].property($0) != nil }),
            reference.access != .projection
        else { return }
        // A parameter or local of that spelling hides the property.
        if let spelled = target.as(DeclReferenceExprSyntax.self), local(spelled.baseName.text) != nil { return }
        let property = reference.name
        guard let index = module.types[id].property(property), module.types[id].propertyKinds[index] == .flowed else {
            return
        }
        for atom in value.atoms {
            if case .parameter(let parameter) = atom { initializerFills[property, default: []].append(parameter) }
        }
    }

    func ifExpression(_ node: IfExprSyntax) {
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

    func switchExpression(_ node: SwitchExprSyntax) {
        let subject = eval(node.subject)
        switchCases(node.cases, subject: subject)
    }

    func switchCases(_ cases: SwitchCaseListSyntax, subject: Value) {
        for element in cases {
            switch element {
            case .switchCase(let switchCase):
                withScope {
                    if case .case(let label) = switchCase.label {
                        for item in label.caseItems {
                            bind(item.pattern, Value(atoms: subject.atoms, isElement: subject.isElement))
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

    func unknownMacro(_ name: TokenSyntax, at node: some SyntaxProtocol) {
        let text = name.text
        guard !SwiftUIKnowledge.neutralMacros.contains(text) else { return }
        note(.unknownMacro, at: node, "macro #\(text) is not known: what it expands to is not seen")
    }

    // MARK: Names

    /// The value of a name in the current scope: a local, a property of `self`, a global or a type.
    func reference(_ text: String, at node: some SyntaxProtocol) -> Value {
        if text == "self" { return Value(isSelf: true) }
        if let value = local(text) {
            if !value.isBinding { read(value.atoms, at: node) }
            return value
        }
        let property = selfReference(text)
        switch property.access {
        case .projection:
            if var value = local(property.name) {
                value.isBinding = true
                return value
            }
            return projected(property.name)
        case .storage:
            if let value = storage(property.name) { return value }
        case .value:
            if let value = selfMember(text, at: node) { return value }
        }
        if let type = module.globalTypes[text] { return Value(type: type) }
        if text == "Self", case .view(let id) = frame.selfKind { return Value(metatype: id) }
        if let id = module.lookup(text, scope: frame.scope, file: frame.file) { return Value(metatype: id) }
        return Value()
    }

    /// The property of `self` that `text` (`x`, `$x`, `_x`) names, by the declarations of
    /// `self`'s type.
    func selfReference(_ text: String) -> PropertyReference {
        guard let id = selfType else { return PropertyReference.named(text) }
        return PropertyReference.named(text) { self.module.member($0, of: id) != nil }
    }

    /// The value of a member of `self` spelled `text` (`self.x`, `self.$x`, `self._x`).
    func qualifiedSelfMember(_ text: String, at node: some SyntaxProtocol) -> Value? {
        let property = selfReference(text)
        switch property.access {
        case .value: return selfMember(property.name, at: node)
        case .projection: return projected(property.name)
        case .storage: return storage(property.name)
        }
    }

    /// The id of the type whose members `self` names, if any.
    var selfType: Int? {
        switch frame.selfKind {
        case .view(let id), .object(let id), .initializer(let id): id
        case .other(let id): id
        }
    }

    /// A property of `self`, or `nil` when `self` has none of that name.
    func selfMember(_ name: String, at node: some SyntaxProtocol) -> Value? {
        if case .object(let id) = frame.selfKind {
            guard module.member(name, of: id) != nil else { return nil }
            return memberOfType(ValueType(id: id), name: name, baseAtoms: [], reading: true, at: node)
        }
        guard let id = selfType, let index = module.types[id].property(name) else { return nil }
        // Fields are read one by one: copying the whole shared type costs more than the lookup.
        let type = module.types[id].propertyTypes[index]
        switch frame.selfKind {
        case .view:
            switch module.types[id].propertyKinds[index] {
            case .computed:
                let property = module.types[id].properties[index]
                return inline(getter: property, of: id, selfKind: frame.selfKind, site: Syntax(node))
            case .owned, .flowed:
                let declared = module.types[id].properties[index]
                if declared.type?.isBinding == true && declared.wrapper == nil {
                    return Value(atoms: [.member(name)], type: type, isBinding: true)
                }
                read([.member(name)], at: node)
                return Value(atoms: [.member(name)], type: type)
            case .shared(let key, _):
                read([.key(key)], at: node)
                return Value(atoms: [.key(key)], type: type)
            case .environmentKey(let key):
                read([.key(key)], at: node)
                return Value(atoms: [.key(key)], type: type)
            case .object, .inert:
                return Value(type: type)
            }
        case .object:
            return memberOfType(ValueType(id: id), name: name, baseAtoms: [], reading: true, at: node)
        case .other:
            let property = module.types[id].properties[index]
            if property.isComputed {
                return inline(getter: property, of: id, selfKind: frame.selfKind, site: Syntax(node))
            }
            return Value(type: type)
        case .initializer:
            return Value(type: type)
        }
    }

    /// `_name` for a property of a view: its wrapper, which like a binding gives what reading
    /// the property would read through `wrappedValue`; `nil` where `self` has no such property.
    func storage(_ name: String) -> Value? {
        guard case .view(let id) = frame.selfKind, module.types[id].property(name) != nil else { return nil }
        return projected(name)
    }

    /// `$name` for a property of `self`: a binding to what reading it would read.
    func projected(_ name: String) -> Value {
        guard case .view(let id) = frame.selfKind, let index = module.types[id].property(name) else { return Value() }
        let type = module.types[id].propertyTypes[index]
        switch module.types[id].propertyKinds[index] {
        case .owned, .flowed:
            return Value(atoms: [.member(name)], type: type, isBinding: true)
        case .object:
            return Value(type: type, isBinding: true)
        case .shared(let key, _):
            return Value(atoms: [.key(key)], type: type, isBinding: true)
        default:
            return Value()
        }
    }
}
