import Invalidation
import InvalidationReader
internal import SwiftSyntax

// Calls: views created, SwiftUI calls by the knowledge table, arguments.
extension BodyInterpreter {
    // MARK: Calls

    /// A call whose callee is not a member of another expression: a type, a function, a method of `self`.
    func plainCall(_ call: FunctionCallExprSyntax, isStatement: Bool) -> Value {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else {
            if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
                return implicitMemberCall(call, name: member.declName.baseName.text)
            }
            // `{ var m = model.item; m.flag = true; return m }()`: run now, its value what it returns.
            if let closure = callee.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                let outer = frame.returns
                frame.returns = Value()
                defer { frame.returns = outer }
                return withScope { bodyValue(closure.statements) }
            }
            var value = callee.kind == .memberAccessExpr ? Value() : eval(callee)
            value.merge(arguments(of: call, rule: nil, name: nil, input: Value()).atoms)
            return Value(atoms: value.atoms)
        }
        let name = reference.baseName.text
        if local(name) != nil {
            return Value(atoms: arguments(of: call, rule: nil, name: nil, input: Value()).atoms)
        }
        if callStoredContent(name, at: call) {
            // `content(item)`: what the body hands the content is read.
            read(arguments(of: call, rule: nil, name: nil, input: Value()).atoms, at: call)
            return Value()
        }
        if let id = selfType, let methods = module.methods(name, of: id) {
            let selfKind: SelfKind
            if case .initializer = frame.selfKind { selfKind = .other(id) } else { selfKind = frame.selfKind }
            return inline(pick(methods, call), call: call, selfKind: selfKind)
        }
        // A property called as a function (`tintColor()` of `@Environment(\.tintColor)`, a
        // stored closure): the property is read.
        if case .view = frame.selfKind, var value = selfMember(name, at: reference) {
            value.merge(arguments(of: call, rule: nil, name: nil, input: Value()).atoms)
            return Value(atoms: value.atoms)
        }
        if let id = module.lookup(name, scope: frame.scope, file: frame.file), !isSwiftUIView(name, notType: id, call: call) {
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
        if name == SwiftUIKnowledge.bindingType, let getter = Self.bindingGetter(of: call) {
            // `Binding { store.filters } set: { … }`: a binding whose value is what its getter
            // returns, read where it is built, as `.init(get:set:)` is; the setter runs later.
            let outer = frame.returns
            frame.returns = Value()
            defer { frame.returns = outer }
            var value = withScope { bodyValue(getter.statements) }
            value.isBinding = true
            return value
        }
        if name == SwiftUIKnowledge.typeErasingView {
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

    /// Whether `call` builds SwiftUI's view `name` though the module declares a type of
    /// that name too (a `struct List: Codable` model beside `List { … }`): the module type
    /// is no view, SwiftUI's is, and the call hands it content in a closure, which the
    /// module type's initializers would not take.
    private func isSwiftUIView(_ name: String, notType id: Int, call: FunctionCallExprSyntax) -> Bool {
        guard module.types[id].role.bodyMember == nil, SwiftUIKnowledge.calls[name] != nil else { return false }
        return call.trailingClosure != nil || call.arguments.contains { $0.expression.kind == .closureExpr }
    }

    /// A call to a member of the type the context expects (`.destructive(Text("Delete")) { … }`,
    /// `.init(get:set:)`), by the knowledge table's rule for implicit members.
    func implicitMemberCall(_ call: FunctionCallExprSyntax, name: String) -> Value {
        let rule = SwiftUIKnowledge.implicitMemberRule(name, labels: arguments(call).map(\.label))
        return Value(atoms: arguments(of: call, rule: rule, name: rule == nil ? nil : name, input: Value()).atoms)
    }

    /// A call to a member of `base`: a method of a module type, a custom modifier, or a
    /// SwiftUI or standard library call the knowledge table describes.
    func methodCall(base: Value, name: String, call: FunctionCallExprSyntax) -> Value {
        let modifiedStart = linkBaseStart
        linkBaseStart = nil
        if base.isSelf, let id = selfType, let methods = module.types[id].methods[name] {
            return inline(pick(methods, call), call: call, selfKind: frame.selfKind)
        }
        if base.isSelf, callStoredContent(name, at: call) { return Value() }
        if let metatype = base.metatype {
            let info = module.types[metatype]
            if name == "init" { return typeCall(metatype, call: call) }
            if let nested = module.nestedType(name, in: metatype) { return typeCall(nested, call: call) }
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
        if let methods = module.viewExtensionMethods(named: name, from: frame.file)?.filter({ fits($0, call) }),
            !methods.isEmpty
        {
            modifiedStarts.append(modifiedStart ?? summary.creations.count)
            defer { modifiedStarts.removeLast() }
            var value = inline(pick(methods, call), call: call, selfKind: .other(nil))
            value.merge(base.atoms)
            return value
        }
        let rule = SwiftUIKnowledge.calls[name]
        var value = Value(atoms: base.atoms)
        let capturesClosures = SwiftUIKnowledge.closureDecidedMethods.contains(name)
        if capturesClosures { captures.append(Value()) }
        // A collection's closures take its elements: `items.map { $0.name }` reads `name` of each.
        var element = Value()
        if let type = base.type, type.isCollection,
            capturesClosures || SwiftUIKnowledge.collectionPreservingMethods.contains(name)
        {
            element = Value(atoms: base.atoms, type: ValueType(id: type.id))
        }
        value.merge(arguments(of: call, rule: rule, name: name, input: element).atoms)
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
    func typeCall(_ id: Int, call: FunctionCallExprSyntax) -> Value {
        switch module.types[id].role {
        case .view:
            return create(id, call: call)
        default:
            var value = Value(type: ValueType(id: id))
            for argument in arguments(call) where argument.expression.kind != .closureExpr {
                value.merge(eval(argument.expression).atoms)
            }
            return value
        }
    }

    /// A view created by the body: its arguments are evaluated (a plain value is read by the
    /// body, a binding is not) and recorded per property they fill.
    func create(_ id: Int, call: FunctionCallExprSyntax) -> Value {
        let arguments = self.arguments(call)
        let candidates = id < shapes.count ? shapes[id] : []
        let (shapeIndex, matches) = Self.bestShape(candidates, arguments: arguments)
        let shape = shapeIndex.map { candidates[$0] }
        var parameterArguments = Array(repeating: CreationArgument?.none, count: shape?.parameters.count ?? 0)
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
                // What it passes is a closure: nothing read, and nothing SwiftUI can compare.
                if let parameter, shape != nil {
                    parameterArguments[parameter] = CreationArgument(
                        atoms: [], isBinding: false, expression: argument.expression)
                }
                continue
            }
            let value = eval(argument.expression)
            guard let parameter, let shape else { continue }
            parameterArguments[parameter] = CreationArgument(
                atoms: value.atoms, isBinding: value.isBinding, isElement: value.isElement, expression: argument.expression)
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
                shape: shapeIndex, arguments: parameterArguments, node: Syntax(call),
                identity: identityContext + siteComponents(of: Syntax(call))))
        return Value(type: ValueType(id: id))
    }

    /// What `body` reads and creates, kept apart from the current body's summary.
    func content(_ body: () -> Void) -> BodySummary {
        effects += 1
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
    func callStoredContent(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard case .view(let id) = frame.selfKind, module.types[id].storesViewClosure(property: name) else {
            return false
        }
        summary.creations.append(
            Creation(
                type: -1, place: Place(file: frame.file, node), flows: [], callsContent: name, node: Syntax(node),
                identity: identityContext + siteComponents(of: Syntax(node))))
        return true
    }

    /// All arguments of a call, trailing closures included (the first without a label).
    func arguments(_ call: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        CallShape.arguments(of: call)
    }

    /// Evaluates a call's arguments by a rule of the knowledge table (or none): plain values
    /// are read, bindings are read where the call shows them, closures follow their timing.
    func arguments(of call: FunctionCallExprSyntax, rule: CallRule?, name: String?, input: Value) -> Value {
        let list = arguments(call)
        var value = Value()
        var labelled: [String: Value] = [:]
        var firstUnlabeled: Value?
        var initializerReferences: [(label: String?, type: Int, expression: ExprSyntax)] = []
        for argument in list where argument.expression.kind != .closureExpr {
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
                        atoms: source.atoms, type: source.type.map { ValueType(id: $0.id) }, isBinding: source.isBinding,
                        isElement: true)
                }
            case .value(let label):
                if let source = labelled[label] {
                    closureInput = Value(atoms: source.atoms, type: source.type.map { ValueType(id: $0.id) })
                }
            case .none:
                break
            }
        }
        let givenLabels = CallRule.givenLabels(of: call)
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
                let described = name.map { "'\($0)'" } ?? "this call"
                if let name, name.first?.isUppercase == true, frame.mayBuildViews, mode == .during,
                    Self.buildsViews(closure)
                {
                    // A view from another module given content (`Settings.Section { Toggle(…) }`):
                    // it shows what the closure builds, as SwiftUI's own containers do.
                    timing = .during
                    note(
                        .contentClosure, at: closure,
                        "closure passed to \(described), which the SwiftUI table does not describe, builds views: taken as content \(name) shows, its reads counted for this body"
                    )
                } else {
                    timing = .deferred
                    note(
                        .unfollowedClosure, at: closure,
                        "closure passed to \(described), which the SwiftUI table does not describe: views it creates are kept, its reads are not counted"
                    )
                }
            }
            self.closure(closure, timing: timing!, input: closureInput)
        }
        return value
    }

    /// The getter of `Binding(get: { … }, set: { … })`, written with labels or as trailing
    /// closures (`Binding { … } set: { … }`).
    static func bindingGetter(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labeled = call.arguments.first(where: { $0.label?.text == "get" }) {
            return labeled.expression.as(ClosureExprSyntax.self)
        }
        guard call.arguments.isEmpty, call.additionalTrailingClosures.contains(where: { $0.label.text == "set" })
        else { return nil }
        return call.trailingClosure
    }

    /// Whether a closure reads as view content: among its statements, a view built by
    /// name (`Text("…")`, `Row(item)`, `Settings.Section { … }`, with modifiers) or an
    /// `if`/`switch`, and no assignment.
    static func buildsViews(_ closure: ClosureExprSyntax) -> Bool {
        var buildsView = false
        for statement in closure.statements {
            guard var expression = statement.item.as(ExprSyntax.self) else { continue }
            if let sequence = expression.as(SequenceExprSyntax.self),
                sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
            {
                return false
            }
            if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
                buildsView = true
                continue
            }
            // Down a chain of modifiers to the call that starts it.
            while let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                base.is(FunctionCallExprSyntax.self)
            {
                expression = base
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { continue }
            let called = call.calledExpression
            let typeName =
                called.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? called.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            if typeName?.first?.isUppercase == true { buildsView = true }
        }
        return buildsView
    }

    /// The view type `expression` names the initializer of (`Row.init`), if any.
    func viewInitializerReference(_ expression: ExprSyntax) -> Int? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        else { return nil }
        var name: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let shape = base.as(TypeExprSyntax.self).flatMap({ TypeShape($0.type) }) {
            name = shape.name
        } else if let nested = base.as(MemberAccessExprSyntax.self), let outer = nested.base {
            name = outer.trimmedSource + "." + nested.declName.baseName.text
        }
        guard let name, let id = module.lookup(name, scope: frame.scope, file: frame.file) else { return nil }
        if case .view = module.types[id].role { return id }
        return nil
    }

    /// A view created by an initializer reference, its first parameter given `input`.
    func createByReference(_ id: Int, input: Value, at node: ExprSyntax) {
        let candidates = id < shapes.count ? shapes[id] : []
        var flows: [(property: String, atoms: [Atom])] = []
        let shapeIndex = candidates.firstIndex { !$0.parameters.isEmpty }
        var parameterArguments: [CreationArgument?] = []
        if let shapeIndex {
            let shape = candidates[shapeIndex]
            flows = shape.fills[0].map { ($0, input.atoms) }
            parameterArguments = Array(repeating: nil, count: shape.parameters.count)
            parameterArguments[0] = CreationArgument(
                atoms: input.atoms, isBinding: input.isBinding, isElement: input.isElement, expression: node)
        }
        summary.creations.append(
            Creation(
                type: id, place: Place(file: frame.file, node), flows: flows, shape: shapeIndex,
                arguments: parameterArguments, node: Syntax(node),
                identity: identityContext + siteComponents(of: Syntax(node))))
    }

    /// Follows a closure that runs `timing`, its first parameter bound to `input`.
    func closure(_ closure: ClosureExprSyntax, timing: ClosureTiming, input: Value) {
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
                let parameter = PropertyReference.named(name)
                if parameter.access == .projection {
                    var binding = value
                    binding.isBinding = true
                    define(name, binding)
                    var plain = value
                    plain.isBinding = false
                    define(parameter.name, plain)
                } else {
                    define(name, value)
                }
            }
            define("$0", input)
            statements(closure.statements)
        }
    }
}
