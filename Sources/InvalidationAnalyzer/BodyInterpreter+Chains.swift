import Invalidation
import InvalidationReader
internal import SwiftSyntax

// Postfix chains: member accesses, calls and subscripts.
extension BodyInterpreter {
    // MARK: Chains

    /// Follows a postfix chain (`a.b(x).c[0]`) from its innermost base outwards, without
    /// recursing once per link, so that long modifier chains cost no stack.
    func chain(_ expression: ExprSyntax, implicitBase: Value?, isStatement: Bool) -> Value {
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
        // The views this chain modifies: those it creates; in a custom modifier, a chain
        // on `self` (written or implied) modifies the view the modifier is applied to too.
        var firstCreation = summary.creations.count
        if start == nil, let modified = modifiedStarts.last, isImplicitSelf(current) {
            firstCreation = modified
        }
        var value: Value
        if let start {
            value = start
        } else if let call = current.as(FunctionCallExprSyntax.self) {
            value = plainCall(call, isStatement: isStatement)
            for injection in environmentInjections(current) {
                for index in firstCreation..<summary.creations.count {
                    summary.creations[index].injections.append(injection)
                    effects += 1
                }
            }
        } else if current.kind == .memberAccessExpr {
            value = Value()
        } else {
            value = eval(current)
        }
        // `.equatable()` on the view the chain starts with: SwiftUI compares it with its `==`.
        if links.contains(where: Self.isEquatableModifier),
            let index = summary.creations[firstCreation...].firstIndex(where: { $0.node?.id == current.id })
        {
            summary.creations[index].isEquatable = true
        }
        for link in links.reversed() {
            linkBaseStart = firstCreation
            value = apply(link, to: value)
            linkBaseStart = nil
            // An environment modifier reaches every view created inside what it modifies.
            for injection in environmentInjections(link) {
                for index in firstCreation..<summary.creations.count {
                    summary.creations[index].injections.append(injection)
                    effects += 1
                }
            }
        }
        return value
    }

    /// Whether `link` is `.equatable()`.
    static func isEquatableModifier(_ link: ExprSyntax) -> Bool {
        guard let call = link.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.declName.baseName.text == SwiftUIKnowledge.equatableModifier
    }

    /// Whether the innermost base of a chain is `self`, written or implied by a call of a
    /// modifier with no base (`environment(store)` in a custom modifier's body).
    func isImplicitSelf(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind == .keyword(.self) }
        guard let call = base.as(FunctionCallExprSyntax.self),
            let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        let name = reference.baseName.text
        guard module.functions[name] == nil, module.typesNamed[name] == nil else { return false }
        return SwiftUIKnowledge.calls[name] != nil || module.viewExtensionMethods(named: name, from: frame.file) != nil
            || name == SwiftUIKnowledge.environmentModifier || name == SwiftUIKnowledge.environmentObjectModifier
            || name == SwiftUIKnowledge.customModifier
    }

    /// What `link` puts in the environment of the view it modifies: an environment
    /// modifier's entry (``environmentInjection(_:)``), or what a custom `ViewModifier`
    /// applied with `.modifier(M())` puts around its content (``ModuleIndex/contentInjections(of:)``).
    func environmentInjections(_ link: ExprSyntax) -> [EnvironmentInjection] {
        if let injection = environmentInjection(link) { return [injection] }
        // Modifiers in the clauses of an `#if` (`#if !APP_STORE .environmentObject(updater)
        // #endif`) modify the chain's views in the builds they are compiled in; the
        // declarations of every clause are the app's, and so are these.
        if let conditional = link.as(PostfixIfConfigExprSyntax.self) {
            var found: [EnvironmentInjection] = []
            for clause in conditional.config.clauses {
                guard case .postfixExpression(let expression)? = clause.elements else { continue }
                var current: ExprSyntax? = expression
                for _ in 0..<64 {
                    guard let node = current else { break }
                    if let call = node.as(FunctionCallExprSyntax.self) {
                        found += environmentInjections(node)
                        current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                    } else if let nested = node.as(PostfixIfConfigExprSyntax.self) {
                        found += environmentInjections(node)
                        current = nested.base
                    } else if let member = node.as(MemberAccessExprSyntax.self) {
                        current = member.base
                    } else {
                        break
                    }
                }
            }
            return found
        }
        if handsOverAppDelegate(link) { return [EnvironmentInjection(entry: ViewGraph.unknownEntry, atoms: [])] }
        guard let call = link.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil, let name = modifierName(call)
        else { return [] }
        guard name == SwiftUIKnowledge.customModifier,
            let type = module.typeNamed(by: argument.expression, scope: frame.scope, file: frame.file)
        else { return [] }
        return module.contentInjections(of: type.id).map { EnvironmentInjection(entry: $0, atoms: []) }
    }

    /// Whether `link`, in an `App`'s code, is a modifier no analyzed file declares that is
    /// handed the app's delegate (`.spezi(appDelegate)`): a framework setting up the app,
    /// which may put any object in the environment.
    private func handsOverAppDelegate(_ link: ExprSyntax) -> Bool {
        guard let call = link.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty else { return false }
        let holder: Int
        switch frame.selfKind {
        case .view(let id), .other(let id?): holder = id
        default: return false
        }
        let handsDelegate = call.arguments.contains { argument in
            guard let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                let index = module.types[holder].property(reference.baseName.text),
                let wrapper = module.types[holder].properties[index].wrapper
            else { return false }
            return SwiftUIKnowledge.delegateAdaptors.contains(wrapper)
        }
        guard handsDelegate, let name = modifierName(call) else { return false }
        return module.viewExtensionMethods(named: name, from: frame.file) == nil
    }

    /// The modifier a link of a chain calls: `.name(…)`, or `name(…)` written bare inside a
    /// view's own modifier chain (a `View` extension's body calling `environment(…)`).
    private func modifierName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), !modifiedStarts.isEmpty {
            return reference.baseName.text
        }
        return nil
    }

    /// What an environment modifier puts there: `.environment(object)` and
    /// `.environmentObject(object)` by the object's module type (``ViewGraph/unknownEntry``
    /// where the source does not tell it), `.environment(\.key, value)` by its key; `nil`
    /// for any other link.
    func environmentInjection(_ link: ExprSyntax) -> EnvironmentInjection? {
        guard let call = link.as(FunctionCallExprSyntax.self), let name = modifierName(call) else { return nil }
        guard name == SwiftUIKnowledge.environmentModifier || name == SwiftUIKnowledge.environmentObjectModifier
        else { return nil }
        let arguments = Array(call.arguments)
        // The value was evaluated, and read, as an argument; here only what it depends on.
        let saved = mode
        mode = .later
        defer { mode = saved }
        if arguments.count == 1, arguments[0].label == nil, arguments[0].expression.kind != .keyPathExpr {
            let value = eval(arguments[0].expression)
            // An object of a type the source does not tell may be any object.
            guard let type = value.type else { return EnvironmentInjection(entry: ViewGraph.unknownEntry, atoms: value.atoms) }
            guard !type.isCollection else { return nil }
            return EnvironmentInjection(entry: module.types[type.id].name, atoms: value.atoms)
        }
        guard name == SwiftUIKnowledge.environmentModifier, arguments.count == 2,
            let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
            case .property(let property) = keyPath.components.first?.component
        else { return nil }
        let value = eval(arguments[1].expression)
        return EnvironmentInjection(entry: "\\." + property.declName.baseName.text, atoms: value.atoms)
    }

    func apply(_ link: ExprSyntax, to base: Value) -> Value {
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

    func member(of base: Value, name: String, at node: some SyntaxProtocol) -> Value {
        if base.isSelf { return qualifiedSelfMember(name, at: node) ?? Value() }
        if base.isBinding {
            if name == SwiftUIKnowledge.wrappedValueMember {
                read(base.atoms, at: node)
                return Value(atoms: base.atoms, type: base.type)
            }
            var value = memberOfType(base.type, name: name, baseAtoms: base.atoms, reading: false, at: node)
            value.isBinding = true
            return value
        }
        if let metatype = base.metatype {
            let info = module.types[metatype]
            if let nested = module.nestedType(name, in: metatype) { return Value(metatype: nested) }
            if let index = info.property(name), info.properties[index].isStatic {
                if info.properties[index].isComputed {
                    return inline(
                        getter: info.properties[index], of: metatype, selfKind: .other(metatype),
                        site: Syntax(node))
                }
                return Value(type: info.propertyTypes[index])
            }
            return Value()
        }
        // `items.first`, `items.last`: an element.
        if let type = base.type, type.isCollection, SwiftUIKnowledge.elementProperties.contains(name) {
            return Value(atoms: base.atoms, type: ValueType(id: type.id))
        }
        var value = memberOfType(base.type, name: name, baseAtoms: base.atoms, reading: true, at: node)
        // What a row's element holds is that row's (`node.comment` in `ForEach(nodes) { node in … }`).
        value.isElement = base.isElement
        return value
    }

    /// A property of a value of a module type: a key when the type is `@Observable` and
    /// tracks it; its getter followed when computed.
    func memberOfType(
        _ type: ValueType?, name: String, baseAtoms: [Atom], reading: Bool, at node: some SyntaxProtocol
    ) -> Value {
        guard let type, !type.isCollection, let (owner, index) = module.member(name, of: type.id) else {
            return Value(atoms: baseAtoms)
        }
        var value = Value(atoms: baseAtoms, type: module.types[owner].propertyTypes[index])
        if module.types[owner].properties[index].isComputed {
            let property = module.types[owner].properties[index]
            let role = module.types[type.id].role
            let selfKind: SelfKind =
                role == .observable || role == .observableObject ? .object(type.id) : .other(type.id)
            let saved = mode
            if !reading { mode = .deferred }
            let result = inline(getter: property, of: owner, selfKind: selfKind, site: Syntax(node))
            mode = saved
            value.merge(result.atoms)
            if value.type == nil { value.type = result.type }
            return value
        }
        if module.types[owner].keyPropertySet.contains(name) {
            // An `ObservableObject` invalidates its observers whatever they read, so its
            // properties are not reads here; they still flow into the views they fill.
            let key = StateKey(owner: module.types[owner].name, property: name).description
            let atom = Atom.key(key)
            if reading { read([module.types[owner].role == .observable ? atom : .published(key)], at: node) }
            value.merge([atom])
        }
        return value
    }
}
