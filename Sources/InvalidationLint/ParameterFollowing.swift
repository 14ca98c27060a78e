internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Whether a view follows later values of an initializer parameter that a wrapped
/// property's initial value depends on: an `onChange(of:)` or `task(id:)` on a property
/// holding the parameter whose action touches the wrapped property, or an `.id(…)` of
/// the parameter at every place that creates the view.
struct ParameterFollowing {
    /// A `onChange(of:)`, `task(id:)` or `onReceive(_:)` in the view: the view's properties
    /// its value reads, the keys it reads, and its closures.
    private struct Watcher {
        var watched: Set<String>
        var keys: Set<String>
        var closures: [ClosureExprSyntax]
        /// The view's methods handed over as its action (`perform: handleChange`).
        var methods: Set<String> = []
    }

    private var watchers: [Watcher] = []
    /// Per method of the view, the properties its body uses, itself or through the view's
    /// methods it calls (a `Task` in one calling another).
    private var methodUses: [String: Set<String>] = [:]
    /// Per method of the view, the properties it assigns to.
    private var methodAssigns: [String: Set<String>] = [:]
    /// Per stored property with `didSet` or `willSet`: the properties those assign to.
    private var observerAssigns: [String: Set<String>] = [:]
    private let sites: [CreationSite]
    private let initializers: [InitializerDeclSyntax]
    /// The view's type, whose uses the model keeps.
    private let type: Int
    /// For the views that create it: an argument's names are its creator's.
    private let context: LintContext

    /// Collects what `view` watches.
    init(view: DeclaredView, context: LintContext) {
        self.context = context
        sites = context.sites(of: view)
        initializers = view.initializers
        type = view.type
        let model = context.model.uses
        for property in view.properties {
            guard let file = context.model.file(of: property.declaration) else { continue }
            let assigned = model.uses(inside: property.declaration, file: file, of: view.type).filter {
                $0.member == .observer && $0.startsAssignment
            }
            if !assigned.isEmpty { observerAssigns[property.name, default: []].formUnion(assigned.map(\.property)) }
        }
        for use in model.uses.indices.contains(view.type) ? model.uses[view.type] : [] {
            // A capture (`if let x`) names no reference, as the watched names have none.
            guard case .method(let name) = use.member, use.effect != .capture else { continue }
            methodUses[name, default: []].insert(use.property)
            if use.startsAssignment { methodAssigns[name, default: []].insert(use.property) }
        }
        // What a method's callees use is what it uses.
        let callees = model.methodsCalled(in: view.type)
        for method in Array(methodUses.keys) + Array(callees.keys) {
            var reached = Set([method])
            var pending = [method]
            while let next = pending.popLast(), reached.count < 64 {
                for callee in callees[next] ?? [] where reached.insert(callee).inserted { pending.append(callee) }
            }
            for callee in reached where callee != method {
                methodUses[method, default: []].formUnion(methodUses[callee] ?? [])
            }
        }
        // What the view's computed properties read (`completionSignature` reads `round`).
        var computedUses: [String: Set<String>] = [:]
        for use in model.uses.indices.contains(view.type) ? model.uses[view.type] : [] {
            guard case .property(let name) = use.member, name != view.bodyMethod, use.effect != .capture else { continue }
            computedUses[name, default: []].insert(use.property)
        }
        func watcher(_ call: FunctionCallExprSyntax, watching values: [ExprSyntax]) -> Watcher {
            let uses = values.flatMap { code(in: $0).uses }
            var watched = Set(uses.map(\.property))
            for name in watched { watched.formUnion(computedUses[name] ?? []) }
            // A method of the view named as the action (`perform: handleChange`, or `task`'s
            // unlabelled action after its `id:`).
            let methods = call.arguments.compactMap { argument -> String? in
                guard !values.contains(where: { $0.id == argument.expression.id }),
                    let reference = argument.expression.as(DeclReferenceExprSyntax.self)
                else { return nil }
                let name = reference.baseName.text
                return context.model.declaresMethod(name, in: view) ? name : nil
            }
            return Watcher(
                watched: watched, keys: Set(uses.flatMap { model.keysRead(by: $0) }.map(\.description)),
                closures: CallShape.closures(of: call).map(\.closure), methods: Set(methods))
        }
        // A watcher whose closures hold none of the view's code changes and touches nothing.
        for call in model.actionCalls(of: view.type) {
            guard call.calledExpression.is(MemberAccessExprSyntax.self), let name = CallShape.calledName(call),
                let value = Self.watchedValue(of: call, named: name)
            else { continue }
            watchers.append(watcher(call, watching: [value]))
        }
        // A modifier the knowledge table does not describe, given values and a closure that
        // changes the view's code (a package's `.watch(value: selection) { color = … }`),
        // runs it as `onChange(of:)` does: a watcher of those values.
        var seen = Set<SyntaxIdentifier>()
        for use in model.uses.indices.contains(view.type) ? model.uses[view.type] : [] where use.timing == .unknown {
            guard let call = Self.unknownModifier(around: use.node), seen.insert(call.id).inserted else { continue }
            let values = call.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) }
            guard !values.isEmpty else { continue }
            watchers.append(watcher(call, watching: values))
        }
    }

    /// The modifier call whose closure holds `node`, where the knowledge table does not
    /// describe that modifier: `.watch(value: x) { … }` around code in its closure.
    private static func unknownModifier(around node: Syntax) -> FunctionCallExprSyntax? {
        var current = node
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self), let call = ClosureSites.call(receiving: ExprSyntax(closure)) {
                guard call.calledExpression.is(MemberAccessExprSyntax.self), let name = CallShape.calledName(call),
                    SwiftUIKnowledge.calls[name] == nil
                else { return nil }
                return call
            }
            if parent.is(MemberBlockItemSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The value a watching modifier named `name` watches: `onChange(of:)`'s and
    /// `task(id:)`'s labelled one, `onReceive`'s publisher.
    private static func watchedValue(of call: FunctionCallExprSyntax, named name: String) -> ExprSyntax? {
        if let label = SwiftUIKnowledge.watchingModifiers[name] {
            return call.arguments.first { $0.label?.text == label }?.expression
        }
        guard SwiftUIKnowledge.receivingModifiers.contains(name), let first = call.arguments.first, first.label == nil
        else { return nil }
        return first.expression
    }

    /// Whether the view follows a change of one of `keys` into `property`: an `onChange(of:)`,
    /// `task(id:)` or `onReceive(_:)` watching one of them touches it (`.onReceive(auth.$user)
    /// { name = $0 }` for a `name` set in `init` from `auth.user`).
    func follows(_ keys: Set<String>, into property: String) -> Bool {
        watchers.contains { watcher in
            !watcher.keys.isDisjoint(with: keys) && touches(watcher, property)
        }
    }

    /// What the view's code inside `node` does: its uses of the view's properties (but
    /// captures) and the methods of the view it names.
    private func code(in node: some SyntaxProtocol) -> (uses: [PropertyUse], methods: Set<String>) {
        guard let file = context.model.file(of: node) else { return ([], []) }
        let model = context.model.uses
        return (
            model.uses(inside: node, file: file, of: type).filter { $0.effect != .capture },
            model.methodsNamed(inside: node, file: file, of: type)
        )
    }

    /// Whether the view writes the state `property` back where the value it was copied from
    /// came from (one of `holders`, the properties that keep the parameter): in the state's
    /// `didSet`, or in an `onChange(of:)` of the state. A copy kept in sync that way is a
    /// draft on purpose.
    func writesBack(_ property: String, to holders: [String]) -> Bool {
        guard !holders.isEmpty else { return false }
        func assigns(_ names: Set<String>) -> Bool { holders.contains(where: names.contains) }
        if let observed = observerAssigns[property], assigns(observed) { return true }
        return watchers.contains { watcher in
            watcher.watched.contains(property)
                && watcher.closures.contains { closure in
                    let code = code(in: closure)
                    return assigns(Set(code.uses.filter(\.startsAssignment).map(\.property)))
                        || code.methods.contains { methodAssigns[$0].map(assigns) ?? false }
                }
        }
    }

    /// The view's properties the code in `node` uses, itself or through the view's methods
    /// it calls.
    func propertiesUsed(in node: some SyntaxProtocol) -> Set<String> {
        let code = code(in: node)
        var used = Set(code.uses.map(\.property))
        for method in code.methods { used.formUnion(methodUses[method] ?? []) }
        return used
    }

    /// The view's properties the code in `node` assigns, itself or through the view's
    /// methods it calls (one call deep).
    func propertiesAssigned(in node: some SyntaxProtocol) -> Set<String> {
        let code = code(in: node)
        var assigned = Set(code.uses.filter(\.startsAssignment).map(\.property))
        for method in code.methods { assigned.formUnion(methodAssigns[method] ?? []) }
        return assigned
    }

    /// Whether the view's code changes its property `property` only in the closures of its
    /// watchers that watch one of `names` (`.onChange(of: selection) { openedID =
    /// selection?.id }`): a value kept in step with them. Its initializers give the first one.
    func changesOnlyWithChangesOf(_ names: Set<String>, _ property: String) -> Bool {
        let closures = watchers.filter { !$0.watched.isDisjoint(with: names) }.flatMap(\.closures)
        guard !closures.isEmpty else { return false }
        let model = context.model.uses
        let changes = (model.uses.indices.contains(type) ? model.uses[type] : []).filter { use in
            if case .initializer = use.member { return false }
            return use.property == property && use.effect.mayWrite
        }
        return !changes.isEmpty && changes.allSatisfy { use in
            closures.contains { $0.encloses(use.node) }
        }
    }

    /// Whether an `onChange(of:)`, `task(id:)` or `onReceive(_:)` of the view watches `property`.
    func watches(_ property: String) -> Bool {
        watchers.contains { $0.watched.contains(property) }
    }

    /// Whether the action of `watcher` refers to `property`: a closure, or a method of the view.
    private func touches(_ watcher: Watcher, _ property: String) -> Bool {
        watcher.closures.contains { touches($0, property) } || watcher.methods.contains { methodUses[$0]?.contains(property) == true }
    }

    /// Whether the action of `watcher` assigns `property`: a closure, or a method of the view.
    private func assigns(_ watcher: Watcher, _ property: String) -> Bool {
        watcher.closures.contains { propertiesAssigned(in: $0).contains(property) }
            || watcher.methods.contains { methodAssigns[$0]?.contains(property) == true }
    }

    /// Whether `closure` refers to `property`, itself or through a method of the view it calls.
    private func touches(_ closure: ClosureExprSyntax, _ property: String) -> Bool {
        let code = code(in: closure)
        if code.uses.contains(where: { $0.property == property }) { return true }
        return code.methods.contains { methodUses[$0]?.contains(property) == true }
    }

    /// Whether a watcher of the view over its property `watched` (`.task(id: autorenew)`)
    /// assigns its property `property`.
    func writes(_ property: String, watching watched: String) -> Bool {
        watchers.contains { watcher in
            watcher.watched.contains(watched) && assigns(watcher, property)
        }
    }

    /// Whether the view's watchers that follow `assignment`'s parameters hand the new values
    /// to the object the state holds (`viewModel.update(query: query)`), and none assigns
    /// the state anew (`viewModel = RoomVM(roomName: name)`).
    func followsByUpdating(_ assignment: InitAssignment) -> Bool {
        let holders = Set(assignment.parameters.flatMap { assignment.properties(holding: $0) })
        let name = assignment.property.name
        let following = watchers.filter { watcher in
            !watcher.watched.isDisjoint(with: holders) && touches(watcher, name)
        }
        return !following.isEmpty
            && !following.contains { assigns($0, name) }
    }

    /// The parameters of `assignment`'s initializer that a watcher over a property holding
    /// one whole re-sets the state from (`.onChange(of: date) { updateAgoText() }` for `self.date
    /// = date`): where a creator's argument for one of them changes with the argument the
    /// state is set from, the view follows that change too.
    func parametersFollowed(into assignment: InitAssignment) -> [InitParameter] {
        let name = assignment.property.name
        let watchedHolders = assignment.propertyHolders.filter { property, held in
            held.isWhole && property != name
                && watchers.contains { $0.watched.contains(property) && touches($0, name) }
        }
        return InitParameter.all(of: assignment.initializer).filter { parameter in watchedHolders.values.contains { $0.name == parameter.name } }
    }

    /// The parameters `assignment` depends on that nothing makes the view follow.
    func unfollowedParameters(of assignment: InitAssignment) -> [InitParameter] {
        assignment.parameters.filter { !follows(assignment, $0) }
    }

    private func follows(_ assignment: InitAssignment, _ parameter: InitParameter) -> Bool {
        let holders = Set(assignment.properties(holding: parameter))
        let watched = watchers.contains { watcher in
            !watcher.watched.isDisjoint(with: holders)
                && touches(watcher, assignment.property.name)
        }
        if watched { return true }
        let sites = self.sites(calling: assignment.initializer)
        return !sites.isEmpty && sites.allSatisfy { identityFollows(parameter, at: $0) }
    }

    /// The places that create the view through `initializer` without an `.id(…)` that follows `parameter`.
    func sitesWithoutIdentity(for parameter: InitParameter, in initializer: InitializerDeclSyntax) -> [CreationSite] {
        sites(calling: initializer).filter { !identityFollows(parameter, at: $0) }
    }

    /// The places that may create the view through `initializer`: those the analyzer
    /// matched to it, and those it matched to none.
    func sites(calling initializer: InitializerDeclSyntax) -> [CreationSite] {
        let position = initializers.firstIndex { $0.id == initializer.id }
        return sites.filter { $0.initializer == nil || $0.initializer == position }
    }

    /// The view's other initializers that hand their work to `initializer` with
    /// `self.init(…)` (a generic view's convenience `init` in a constrained extension), each
    /// with, per parameter index of `initializer`, the index of its own parameter it passes
    /// on as it is.
    func delegations(to initializer: InitializerDeclSyntax) -> [(delegating: InitializerDeclSyntax, parameters: [Int: Int])] {
        let targetLabels = Self.labels(of: initializer)
        var found: [(delegating: InitializerDeclSyntax, parameters: [Int: Int])] = []
        for other in initializers where other.id != initializer.id {
            guard let body = other.body else { continue }
            let ownNames = other.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            for call in body.tokens(viewMode: .sourceAccurate).compactMap({ Self.selfInitCall(at: $0) }) {
                guard let matched = Self.match(call, to: targetLabels) else { continue }
                var parameters: [Int: Int] = [:]
                for (target, argument) in matched {
                    guard let reference = argument.as(DeclReferenceExprSyntax.self),
                        let own = ownNames.firstIndex(of: reference.baseName.text)
                    else { continue }
                    parameters[target] = own
                }
                if !parameters.isEmpty { found.append((other, parameters)) }
            }
        }
        return found
    }

    /// The argument label of each parameter (`nil` for `_`) and whether it has a default.
    private static func labels(of initializer: InitializerDeclSyntax) -> [(label: String?, hasDefault: Bool)] {
        initializer.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            return (label, parameter.defaultValue != nil)
        }
    }

    /// The `self.init(…)` call whose `init` keyword is `token`, if it is one.
    private static func selfInitCall(at token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard token.tokenKind == .keyword(.`init`), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else { return nil }
        return call
    }

    /// The arguments of `call` matched, in order, to the parameters `labels` describes (a
    /// parameter with a default may be left out; trailing closures take the next ones), as
    /// parameter index and argument; `nil` when they do not fit.
    private static func match(
        _ call: FunctionCallExprSyntax, to labels: [(label: String?, hasDefault: Bool)]
    ) -> [(Int, ExprSyntax)]? {
        var given: [(label: String?, expression: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
        if let closure = call.trailingClosure { given.append((nil, ExprSyntax(closure))) }
        for extra in call.additionalTrailingClosures { given.append((extra.label.text, ExprSyntax(extra.closure))) }
        var matched: [(Int, ExprSyntax)] = []
        var next = 0
        for (position, argument) in given.enumerated() {
            let isTrailing = call.trailingClosure != nil && position >= call.arguments.count
            while next < labels.count, !isTrailing, labels[next].label != argument.label, labels[next].hasDefault {
                next += 1
            }
            guard next < labels.count, isTrailing || labels[next].label == argument.label else { return nil }
            matched.append((next, argument.expression))
            next += 1
        }
        guard labels[next...].allSatisfy(\.hasDefault) else { return nil }
        return matched
    }

    /// Whether an `.id(…)` on the created view (or a view containing it) changes with the
    /// argument passed for `parameter` there.
    private func identityFollows(_ parameter: InitParameter, at site: CreationSite) -> Bool {
        guard parameter.index < site.arguments.count, let argument = site.arguments[parameter.index] else {
            return false
        }
        let declares = context.creator(of: site).declares
        let argumentNames = Set(ExpressionFacts.names(in: argument, declares: declares))
        return site.explicitIDs.contains { identity in
            identity.trimmedSource == argument.trimmedSource
                || (!argumentNames.isEmpty
                    && !argumentNames.isDisjoint(with: ExpressionFacts.names(in: identity, declares: declares)))
        }
    }
}
