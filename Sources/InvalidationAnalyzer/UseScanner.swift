internal import SwiftSyntax

/// Finds, in one member of a type, every use of the type's properties and every reference
/// to its methods, with what each use does and the closure it sits in. The only reading of
/// a member's syntax for uses: ``UseModel`` resolves when each runs.
final class UseScanner: SyntaxVisitor {
    /// What the scanner needs to know of the type whose code it reads.
    struct Holder {
        /// The type, by index in the module.
        var id: Int
        /// The module's types.
        var module: ModuleIndex
    }

    private let holder: Holder
    private let member: UseMember
    private let file: Int32
    /// Names that, spelled plainly, are a parameter or a local rather than a property: an
    /// initializer's parameters and locals.
    private let shadowed: Set<String>
    /// The closures around the current node, outermost first, each with what it makes of the ones outside.
    private var closures: [UseClosure] = [.none]
    /// Aligned with `closures`: the call whose later closure decides when the code runs
    /// (`.onChange(of: x) { … }` for everything inside its action), once there is one.
    private var actions: [FunctionCallExprSyntax?] = [nil]
    private(set) var uses: [PropertyUse] = []
    private(set) var methods: [MethodReference] = []
    /// Per statement list around the current node: the locals its earlier statements
    /// declared that shadow a property of the same name (`let manga = manga.toOld()`).
    private var locals: [Set<String>] = []

    init(holder: Holder, member: UseMember, file: Int32, shadowed: Set<String> = []) {
        isView = holder.module.types[holder.id].role.bodyMember != nil
        scope = holder.module.types[holder.id].name
        self.holder = holder
        self.member = member
        self.file = file
        self.shadowed = shadowed
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether the holder is a view (or App): its `$x` are bindings, not publishers.
    private let isView: Bool
    /// The holder's name, the scope names in its code are looked up from.
    private let scope: String

    private func declares(_ name: String) -> Bool {
        holder.module.member(name, of: holder.id) != nil
    }

    /// Whether `name`, spelled plainly here, is a parameter or a local, not a property.
    private func isShadowed(_ name: String) -> Bool {
        shadowed.contains(name) || locals.contains { $0.contains(name) }
    }

    // MARK: Locals

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        locals.append([])
        for item in node {
            walk(item)
            locals[locals.count - 1].formUnion(Self.shadowingLocals(declaredBy: item.item))
        }
        locals.removeLast()
        return .skipChildren
    }

    /// The locals a statement declares for the statements after it (`let x = …`, `var x`,
    /// `guard let x = … else`), but for those that stand for the property of their name
    /// (`guard let store = store`, `guard let store`, `let store = self.store`).
    private static func shadowingLocals(declaredBy item: CodeBlockItemSyntax.Item) -> Set<String> {
        var names = Set<String>()
        func add(_ pattern: PatternSyntax, value: ExprSyntax?) {
            guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
            if let value, let reference = PropertyReference(value), reference.access == .value,
                reference.name == name
            {
                return
            }
            if value == nil, pattern.parent?.is(OptionalBindingConditionSyntax.self) == true { return }
            names.insert(name)
        }
        switch item {
        case .decl(let declaration):
            guard let variable = declaration.as(VariableDeclSyntax.self) else { break }
            for binding in variable.bindings { add(binding.pattern, value: binding.initializer?.value) }
        case .stmt(let statement):
            guard let guardStatement = statement.as(GuardStmtSyntax.self) else { break }
            for condition in guardStatement.conditions {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else { continue }
                add(binding.pattern, value: binding.initializer?.value)
            }
        default:
            break
        }
        return names
    }

    // MARK: Closures

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let outer = closures.last ?? .none
        let nested = Self.nest(closure(ExprSyntax(node)), in: outer)
        closures.append(nested)
        // Its parameters (`{ (source, destination) in … }`, `{ item in … }`) stand for
        // themselves inside it, not for properties of their names.
        locals.append(ClosureSites.parameterNames(of: node))
        if case .later = nested, !outer.isLater {
            actions.append(ClosureSites.call(receiving: ExprSyntax(node)))
        } else {
            actions.append(actions.last ?? nil)
        }
        return .visitChildren
    }

    /// What the knowledge table (or the app's type that takes it) makes of code handed to a
    /// call: a closure, or a method named in its place.
    private func closure(_ argument: ExprSyntax) -> UseClosure {
        let (timing, call) = SwiftUIKnowledge.timing(ofArgument: argument)
        switch timing {
        case .during?: return .during
        case .later?: return .later(call.flatMap { SwiftUIKnowledge.writeTriggers[$0] } ?? .action)
        case .deferred?: return .presented
        case nil: return moduleClosure(call, argument: argument)
        }
    }

    /// A closure (or a method named in its place) given to a type of the app that the table
    /// cannot describe, by the parameter it fills: one whose function type returns nothing
    /// (`let action: () -> Void`) is an action run later; one that returns a value
    /// (`@ViewBuilder content: () -> Content`) is content its body builds; otherwise not known.
    private func moduleClosure(_ call: String?, argument: ExprSyntax) -> UseClosure {
        guard let call, let id = holder.module.lookup(call, scope: scope, file: file) else {
            // A view from another module given a closure that builds views shows it, as the
            // body interpreter takes it (``BodyInterpreter/buildsViews(_:)``).
            if call?.first?.isUppercase == true, let closure = argument.as(ClosureExprSyntax.self),
                BodyInterpreter.buildsViews(closure)
            {
                return .during
            }
            return .unknown
        }
        let type = holder.module.types[id]
        // The function-typed parameters, per initializer (the memberwise one's are the stored properties).
        var initializers: [[(label: String?, returnsVoid: Bool)]] = type.initializers.map { initializer in
            initializer.parameters.compactMap { parameter in
                guard let shape = parameter.type, shape.isFunction else { return nil }
                return (parameter.label, shape.returnsVoid)
            }
        }
        if !type.declaresInitializer {
            initializers.append(
                type.properties.compactMap { property in
                    guard !property.isStatic, property.getter == nil, let shape = property.type, shape.isFunction else {
                        return nil
                    }
                    return (property.name, shape.returnsVoid)
                })
        }
        var label: String?
        var isTrailing = false
        if let labeled = argument.parent?.as(LabeledExprSyntax.self) {
            label = labeled.label?.text
        } else if let extra = argument.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            label = extra.label.text
        } else {
            isTrailing = true
        }
        let candidates = initializers.compactMap { parameters -> Bool? in
            if isTrailing { return parameters.last?.returnsVoid }
            return parameters.first { $0.label == label }?.returnsVoid
        }
        guard let first = candidates.first, candidates.allSatisfy({ $0 == first }) else { return .unknown }
        return first ? .later(.action) : .during
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        closures.removeLast()
        actions.removeLast()
        locals.removeLast()
    }

    /// The closure a use in `inner` runs in, given the closures around `inner`: the
    /// outermost one that runs later decides when; then one shown on demand; then one not
    /// described.
    static func nest(_ inner: UseClosure, in outer: UseClosure) -> UseClosure {
        switch (outer, inner) {
        case (.later, _): outer
        case (_, .later): inner
        case (.presented, _): outer
        case (_, .presented): inner
        case (.unknown, _): outer
        case (_, .unknown): inner
        case (.during, _): outer
        default: inner
        }
    }

    // MARK: References

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `b` in `a.b`: a property of `self` only when `a` is `self`.
            if let reference = PropertyReference(ExprSyntax(member), declares: declares) {
                record(reference, expression: ExprSyntax(member), nameToken: node.baseName)
            }
            return .skipChildren
        }
        guard let reference = PropertyReference(ExprSyntax(node), declares: declares) else { return .skipChildren }
        if isShadowed(node.baseName.text) { return .skipChildren }
        record(reference, expression: ExprSyntax(node), nameToken: node.baseName)
        return .skipChildren
    }

    /// `self[…]`: a call of the type's own subscript, whose getter is code of the type.
    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            holder.module.methods(SwiftUIKnowledge.subscriptMember, of: holder.id) != nil
        else { return .visitChildren }
        methods.append(
            MethodReference(
                holder: holder.id, method: SwiftUIKnowledge.subscriptMember, member: member, closure: closures.last ?? .none,
                action: actions.last ?? nil, timing: .unknown, place: Place(file: file, node.leftSquare)))
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let x` without a value reads `x`.
        if node.initializer == nil, let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
            recordCapture(pattern.identifier, node: Syntax(pattern))
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil { recordCapture(node.name, node: Syntax(node)) }
        return .visitChildren
    }

    private func recordCapture(_ name: TokenSyntax, node: Syntax) {
        let reference = PropertyReference.named(name.text, declares: declares)
        guard declares(reference.name), !isShadowed(name.text) else { return }
        uses.append(
            PropertyUse(
                holder: holder.id, property: reference.name, access: reference.access, effect: .capture,
                member: member, closure: closures.last ?? .none, action: actions.last ?? nil, timing: .unknown, needsValue: false,
                memberOfValue: nil, node: node,
                place: Place(file: file, name), assignedValue: nil, memberPlace: nil, reached: nil))
    }

    private func record(_ reference: PropertyReference, expression: ExprSyntax, nameToken: TokenSyntax) {
        let closure = closures.last ?? .none
        if reference.access == .value, holder.module.methods(reference.name, of: holder.id) != nil,
            !declares(reference.name)
        {
            // A method named where code is handed over (`action: reload`) runs when that code would.
            let isCalled = expression.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == expression.id
            let runs = isCalled ? closure : Self.nest(self.closure(expression), in: closure)
            var action = actions.last ?? nil
            if action == nil, case .later = runs { action = ClosureSites.call(receiving: expression) }
            methods.append(
                MethodReference(
                    holder: holder.id, method: reference.name, member: member, closure: runs, action: action,
                    timing: .unknown, place: Place(file: file, nameToken)))
            return
        }
        guard declares(reference.name) else { return }
        var use = PropertyUse(
            holder: holder.id, property: reference.name, access: reference.access, effect: .read, member: member,
            closure: closure, action: actions.last ?? nil, timing: .unknown, needsValue: false, memberOfValue: nil,
            node: Syntax(expression), place: Place(file: file, nameToken), assignedValue: nil, memberPlace: nil,
            reached: nil)
        classify(&use, expression: expression)
        uses.append(use)
    }

    // MARK: Effects

    /// Decides what the use does: by the access path built on the reference (`x.y[i]?.z`),
    /// typed step by step where the app declares the types, what ends it (an assignment, a
    /// call, `&`), and where it stands (an argument). A change lands on the member right
    /// after the last object on the way (`env.router.flag = true` changes `Router.flag`);
    /// a method of an object called on the way is a call of that object's method.
    private func classify(_ use: inout PropertyUse, expression: ExprSyntax) {
        let path = PropertyUse.accessPath(of: expression)
        let top = path.last!
        use.needsValue =
            path.count > 1 && (path[1].is(OptionalChainingExprSyntax.self) || path[1].is(ForceUnwrapExprSyntax.self))
        let types = self.types(along: path, from: propertyType(use.property))
        // The first member of the value the path reaches (`items` in `store.items.append(…)`).
        for node in path.dropFirst() {
            if let member = node.as(MemberAccessExprSyntax.self) {
                use.memberOfValue = member.declName.baseName.text
                use.memberPlace = Place(file: file, member.declName.baseName)
                break
            }
            if !Self.isUnwrap(node) { break }
        }
        var effect = UseEffect.read
        var written: Int?
        if let call = top.as(FunctionCallExprSyntax.self) {
            (effect, written) = callEffect(call, path: path, types: types, use: &use)
        } else if top.parent?.is(InOutExprSyntax.self) == true {
            (effect, written) = (.inOut, path.count - 1)
        } else if Self.isAssignmentTarget(top) {
            (effect, written) = (.assign, path.count - 1)
            if path.count == 1 { use.assignedValue = Self.assignedValue(to: top) }
        } else if use.access == .projection, !isView {
            // In an object, `$x` of a `@Published` property is its publisher: subscribing reads.
            effect = .read
        } else if use.access == .projection {
            effect =
                Self.isShown(expression) ? .shownBinding : Self.isHandedOver(expression) ? .handOverBinding : .binding
            written = path.count - 1
        } else if use.access == .storage {
            (effect, written) = (.wrapper, 0)
        } else if Self.isHandedOver(expression) {
            effect = .handOver
        } else if let member = top.as(MemberAccessExprSyntax.self), path.count > 1, let receiver = types[path.count - 2],
            isObject(receiver), holder.module.methods(member.declName.baseName.text, of: receiver.id) != nil
        {
            // An object's method named where code is handed over (`action: model.reload`):
            // called when that code runs.
            let runs = Self.nest(closure(ExprSyntax(member)), in: use.closure)
            use.closure = runs
            if use.action == nil, runs.isLater { use.action = ClosureSites.call(receiving: ExprSyntax(member)) }
            use.reached = ReachedMember(
                owner: receiver.id, member: member.declName.baseName.text, effect: .call, isCall: true,
                place: Place(file: file, member.declName.baseName))
        }
        use.effect = effect
        if let written {
            land(effect, at: written, path: path, types: types, use: &use)
            if use.effect.mayWrite { use.changedParts = changedParts(at: written, path: path, types: types, effect: effect) }
        }
    }

    /// The members of the value a change at step `written` of `path` may change: the member
    /// the path takes first past the value (`visited` in `post.visited = true`), or for a
    /// `mutating` method of the app's own type called on the value itself, the properties
    /// its body names. `nil` for the whole value: an assignment to it, a subscript, a method
    /// the app does not declare.
    private func changedParts(at written: Int, path: [Syntax], types: [ValueType?], effect: UseEffect) -> Set<String>? {
        if written >= 1 {
            var index = 1
            while index < path.count, Self.isUnwrap(path[index]) { index += 1 }
            guard index <= written, let member = path[index].as(MemberAccessExprSyntax.self) else { return nil }
            return [member.declName.baseName.text]
        }
        guard effect == .mutatingCall, let type = types[0], !type.isCollection,
            let method = path.last(where: { $0.is(MemberAccessExprSyntax.self) })?.as(MemberAccessExprSyntax.self)
        else { return nil }
        return holder.module.propertiesChanged(byMethod: method.declName.baseName.text, of: type.id)
    }

    /// The type of each step of `path`, where the app declares it: a member's declared type,
    /// a collection's element for a subscript, the same type through `?` and `!`.
    private func types(along path: [Syntax], from root: ValueType?) -> [ValueType?] {
        var types: [ValueType?] = [root]
        for node in path.dropFirst() {
            let previous = types[types.count - 1]
            if let member = node.as(MemberAccessExprSyntax.self) {
                types.append(
                    previous.flatMap { type -> ValueType? in
                        guard !type.isCollection,
                            let (owner, index) = holder.module.member(member.declName.baseName.text, of: type.id)
                        else { return nil }
                        return holder.module.types[owner].propertyTypes[index]
                    })
            } else if node.is(SubscriptCallExprSyntax.self) {
                types.append(previous.flatMap { $0.isCollection ? ValueType(id: $0.id) : nil })
            } else if Self.isUnwrap(node) {
                types.append(previous)
            } else {
                types.append(nil)
            }
        }
        return types
    }

    /// Where a change of the node at `written` lands: on the member after the last object
    /// before it (then the property itself is only read), or, through values only, on the
    /// property.
    private func land(_ effect: UseEffect, at written: Int, path: [Syntax], types: [ValueType?], use: inout PropertyUse) {
        var position = written
        while position > 0 {
            let node = path[position]
            guard let member = node.as(MemberAccessExprSyntax.self) else {
                position -= 1
                continue
            }
            var base = position - 1
            while base > 0, Self.isUnwrap(path[base]) { base -= 1 }
            if let owner = types[base], isObject(owner) {
                // Past the object's member, the first member the path takes is what changes.
                var next = position + 1
                while next < written, Self.isUnwrap(path[next]) { next += 1 }
                let part = next <= written ? path[next].as(MemberAccessExprSyntax.self)?.declName.baseName.text : nil
                use.reached = ReachedMember(
                    owner: owner.id, member: member.declName.baseName.text, effect: effect, isCall: false,
                    place: Place(file: file, member.declName.baseName), parts: part.map { [$0] })
                // The object stays the same; only a wrapper named `_x` is itself changed.
                if use.access != .storage { use.effect = .read }
                return
            }
            position = base
        }
    }

    /// What calling the method that ends the path does, and which step of the path it may change.
    private func callEffect(
        _ call: FunctionCallExprSyntax, path: [Syntax], types: [ValueType?], use: inout PropertyUse
    ) -> (UseEffect, Int?) {
        var callee = path.count - 2
        while callee > 0, Self.isUnwrap(path[callee]) { callee -= 1 }
        // Calling the value itself, a stored closure (`action()`, `onSave?()`, `self.onSave?()`), reads it.
        guard callee > 0, let method = path[callee].as(MemberAccessExprSyntax.self) else { return (.read, nil) }
        let name = method.declName.baseName.text
        var receiver = callee - 1
        while receiver > 0, Self.isUnwrap(path[receiver]) { receiver -= 1 }
        // In a view, `$x` and its members are bindings, whose methods make other bindings of
        // the same value (`$isOn.animation()`, `$query.name.map(…)`, one of an `extension
        // Binding`): whoever is handed the result may change it.
        if use.access == .projection, isView { return (.call, receiver) }
        if let type = types[receiver], !type.isCollection {
            if isObject(type) {
                if holder.module.methods(name, of: type.id) != nil {
                    use.reached = ReachedMember(
                        owner: type.id, member: name, effect: .call, isCall: true,
                        place: Place(file: file, method.declName.baseName))
                }
                return (.read, nil)
            }
            if let declared = holder.module.methods(name, of: type.id) {
                let isMutating = declared.contains { record in
                    record.declaration.as(FunctionDeclSyntax.self)?.modifiers.contains {
                        $0.name.tokenKind == .keyword(.mutating)
                    } ?? false
                }
                return isMutating ? (.mutatingCall, receiver) : (.read, nil)
            }
            // A stored closure of a value, called.
            if holder.module.member(name, of: type.id) != nil { return (.read, nil) }
        }
        if SwiftUIKnowledge.mutatingMethods.contains(name) { return (.mutatingCall, receiver) }
        if SwiftUIKnowledge.readingMethods.contains(name) { return (.read, nil) }
        // A method the app adds to a type it does not declare (`extension String`) says
        // whether it is `mutating`.
        if let isMutating = holder.module.externalExtensionMethods[name] {
            return isMutating ? (.mutatingCall, receiver) : (.read, nil)
        }
        // `$published.sink { … }` in an object: the projection of `@Published` is its publisher.
        if use.access == .projection, receiver == 0, !isView { return (.read, nil) }
        // A method whose result the code uses (`url?.path(percentEncoded: false) ?? ""`)
        // answers a question; the standard ones that change a value and return one
        // (`removeFirst()`) are the table's.
        // A method of a binding (`$isOn.animation()`) makes another binding of the same value.
        if use.access == .value, Self.resultIsUsed(call) { return (.read, nil) }
        return (.call, receiver)
    }

    /// Whether the value `call` returns is used: not a statement of its own, nor discarded
    /// with `_ =`. A closure's single statement may be its result, or may not: not used.
    private static func resultIsUsed(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent,
            parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
        {
            node = parent
        }
        guard let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) else { return false }
        if let list = parent.as(ExprListSyntax.self), list.count == 3, list.last?.id == node.id,
            list.first?.is(DiscardAssignmentExprSyntax.self) == true
        {
            return false
        }
        return true
    }

    private static func isUnwrap(_ node: Syntax) -> Bool {
        node.is(OptionalChainingExprSyntax.self) || node.is(ForceUnwrapExprSyntax.self)
    }


    private func isObject(_ type: ValueType) -> Bool {
        !type.isCollection && [.classType, .actor].contains(holder.module.types[type.id].kind)
    }

    private func propertyType(_ name: String) -> ValueType? {
        guard let (owner, index) = holder.module.member(name, of: holder.id) else { return nil }
        return holder.module.types[owner].propertyTypes[index]
    }

    /// Whether `node` is the left side of `=` or of a compound assignment (`+=`, `-=`, …).
    static func isAssignmentTarget(_ target: Syntax) -> Bool {
        // An element of a tuple that is assigned, `(a, self.b) = …`, is assigned.
        var node = target
        while let element = node.parent?.as(LabeledExprSyntax.self),
            let tuple = element.parent?.parent?.as(TupleExprSyntax.self)
        {
            node = Syntax(tuple)
        }
        // `try? x = f()`: the `try` marks the whole assignment, and holds its target.
        while let marked = node.parent, marked.is(TryExprSyntax.self) || marked.is(AwaitExprSyntax.self) {
            node = marked
        }
        guard let list = node.parent?.as(ExprListSyntax.self),
            let position = list.firstIndex(where: { $0.id == node.id })
        else { return false }
        let next = list.index(after: position)
        guard next < list.endIndex else { return false }
        if list[next].is(AssignmentExprSyntax.self) { return true }
        guard let text = list[next].as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return isCompoundAssignment(text)
    }

    /// The value of `target = value`, out of the wrapper's initializer where it is one
    /// (`State(initialValue: v)`, `StateObject(wrappedValue: v)`, `.init(wrappedValue: v)`).
    static func assignedValue(to target: Syntax) -> ExprSyntax? {
        guard let list = target.parent?.as(ExprListSyntax.self),
            let position = list.firstIndex(where: { $0.id == target.id })
        else { return nil }
        let operation = list.index(after: position)
        guard operation < list.endIndex, list[operation].is(AssignmentExprSyntax.self) else { return nil }
        let rest = list[list.index(after: operation)...]
        guard rest.count == 1, let value = rest.first else { return nil }
        return CallShape.wrappedValue(in: value) ?? value
    }

    /// Whether an operator assigns: `+=` and the like, not the comparisons that also end in `=`.
    static func isCompoundAssignment(_ text: String) -> Bool {
        text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// Whether `expression` is a whole argument of a SwiftUI call that shows the value of
    /// the binding given there, by the knowledge table (`Toggle(isOn:)`, `TextField(text:)`).
    static func isShown(_ expression: ExprSyntax) -> Bool {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self),
            let rule = SwiftUIKnowledge.rule(of: call)?.rule
        else { return false }
        if let label = argument.label?.text { return rule.shownBindings.contains(label) }
        return list.first(where: { $0.label == nil })?.id == argument.id && rule.shownBindings.contains("_")
    }

    /// Whether `expression` is a whole argument of a call that constructs a value named by a
    /// type (`Row(item: x)`, `Text(x)`) or of `.environmentObject(_:)`.
    static func isHandedOver(_ expression: ExprSyntax) -> Bool {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if ConstructedType(call) != nil { return true }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == SwiftUIKnowledge.environmentObjectModifier
    }
}
