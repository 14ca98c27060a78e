import Invalidation
import InvalidationAnalyzer
internal import SwiftSyntax

/// Whether a place that creates a view can hand it a new value for a parameter while the
/// view keeps its identity: the only case in which state set from that parameter in `init`
/// goes stale, since SwiftUI uses a state's initial value only for a new identity.
///
/// A place can when its argument depends on a key that something changes after its first
/// value (the model's writers): the creator's `@State` that a control edits, an object's
/// property an action assigns, an environment value. It cannot when the argument depends
/// on no such key (a constant, a `let`, state nothing changes, the creator's own object);
/// when the view is shown per value (a sheet with `item:`, a navigation destination `for:`
/// or `item:`, a `NavigationLink` in a row, a window per value); when it is a row created
/// from the row's own element; when an `.id(…)` on it, or on a view around it, changes with
/// the argument; and when the creator takes the view down before each new value. An
/// argument that comes from the creator's own inputs is as new as what the places that
/// create the creator pass for them, asked the same way.
struct StaleArguments {
    let context: LintContext

    /// Where a new value for an argument comes from.
    struct NewValueSource {
        /// The place that passes it, outermost: where the key is read.
        var site: CreationSite
        /// The key the value depends on there, in that creator's terms
        /// (`ContentView.selectedRoom`, `\.locale`).
        var key: String
        /// Every key the argument depends on there.
        var keys: Set<String>
        /// The first place that changes the key after its first value; `nil` where the
        /// source does not tell (an environment value, a query's results).
        var writer: KeyWriter?
    }

    /// Whether `site` can pass a new value for parameter `index` while the created view
    /// keeps its identity.
    func canPassNewValue(forParameter index: Int, at site: CreationSite) -> Bool {
        newValueSource(forParameter: index, at: site) != nil
    }

    /// The key whose change makes `site` pass a new value for parameter `index` while the
    /// created view keeps its identity; `nil` where none can.
    /// With `ignoringAppearance`, changes made by `onAppear` and `task` are left out: the
    /// views below appear again with them, and do their own appearance work again.
    ///
    /// Content a sheet, popover or alert presents is modal: while it is shown, no control
    /// outside it can be used. Inside one, a change a control or an action starts in a view
    /// outside the presented content (the button that sets the value and opens the sheet)
    /// is no new value for it. `below` names the views from the one asked about up to this
    /// place; `modal`, once a presentation is met, the views inside it. A screen a
    /// navigation pushes covers the view that pushes it, whose controls cannot be used while
    /// it is shown (another tab's can), and which disappears under it, so that its appearance
    /// work (`onAppear`, `task`) does not run while it is shown either: `covered` names those views.
    ///
    /// `parts` names the members of the argument's value the view asked about depends on
    /// (`author` where it is created with `post.author`); `nil` for the whole value. A key
    /// whose changes touch none of them passes no new value (a post whose `likes` change
    /// keeps its `author`).
    func newValueSource(
        forParameter index: Int, at site: CreationSite, ignoringAppearance: Bool = false, depth: Int = 0,
        below: [String] = [], modal: Set<String>? = nil, covered: Set<String> = [], parts: Set<String>? = nil
    ) -> NewValueSource? {
        guard index < site.arguments.count, let argument = site.arguments[index] else { return nil }
        let creator = context.creator(of: site)
        let graph = context.analysis.graph
        let below = below + [graph.views[graph.edges[site.edge].to].name]
        let isPresented = site.identity.contains { $0.component.kind == .sheet || $0.component.kind == .alert }
        let modal = modal ?? (isPresented ? Set(below) : nil)
        let pushes = site.identity.contains {
            $0.component.kind == .navigationDestination || $0.component.kind == .navigationLink
        }
        let covered = pushes ? covered.union([creator.name]) : covered
        let written = Self.valueNames(in: argument, declares: creator.declares)
        if written.isEmpty || Self.isInWindowPerValue(site.node) { return nil }
        // Locals are followed to what they are computed from (`if let item = tabs.first { $0.id == id }`).
        let sources = Self.sources(of: written, at: site.node, declares: creator.declares)
        let names = written.union(sources)
        var inRow = false
        for component in site.identity {
            switch component.detail {
            case .explicitID(let value):
                let identifying = Self.valueNames(in: value, declares: creator.declares)
                if !names.isDisjoint(with: identifying) { return nil }
                // An id the creator keeps in step with the value, in its own `onChange(of:)`.
                if !identifying.isEmpty {
                    let following = ParameterFollowing(view: creator, context: context)
                    if identifying.allSatisfy({ following.changesOnlyWithChangesOf(names, $0) }) { return nil }
                }
            case .rows(_, _, let element):
                inRow = true
                if !names.isDisjoint(with: element.map { PropertyReference.named($0).name }) { return nil }
            case .presentation:
                switch component.component.kind {
                case .sheet, .navigationDestination:
                    if component.component.form.map(SwiftUIKnowledge.perValuePresentationForms.contains) == true {
                        return nil
                    }
                case .navigationLink:
                    if inRow { return nil }
                default:
                    break
                }
            case .branch, .switchCase, .tab, .compiled:
                break
            }
        }
        let tornDown = Self.tornDownStates(site: site, sources: sources, creator: creator, in: context.model)
        // The creator's own @StateObject is the same object for as long as the creator lives.
        if let held = Self.heldProperty(argument, declares: creator.declares),
            creator.property(named: held)?.wrapperKind == .stateObject
        {
            return nil
        }
        guard let passed = context.graphArgument(forParameter: index, at: site) else { return nil }
        // A member looked up by itself (`server.id` of `servers.first { $0.id == serverID }`)
        // is the value it was looked up by: only what that reads passes anything.
        var passedKeys = passed.keys
        var passedInputs = passed.inputs
        if let lookedUp = Self.lookupValue(argument, taking: parts, at: site.node) {
            let names = Self.valueNames(in: lookedUp, declares: creator.declares)
            passedKeys = passedKeys.filter { StateKey($0).map { names.contains($0.property) } ?? false }
            passedInputs = passedInputs.filter(names.contains)
        }
        let keys = Set(passedKeys)
        // The created view's own edits, through a binding or a closure it is handed, are not
        // new values from outside.
        let created = context.analysis.graph.views[context.analysis.graph.edges[site.edge].to].name
        let unwrapped = Self.unwrappedProperties(at: site, argument: argument, declares: creator.declares)
        let elsewhere = alternatives(to: site)
        let showing = context.analysis.caseGuards(of: site).allowedByBoth(context.caseGuards(ofView: creator.name))
        let chain = Self.memberChain(argument, at: site.node)
        // A value built here with labelled members, of which the created view takes some
        // (`Content(isStreaming: s, message: m)` for `content.message`): what only the
        // other members' arguments read passes it nothing.
        let unwanted = parts.flatMap { Self.namesOnlyOutside($0, builtBy: argument, at: site.node) } ?? []
        for key in passedKeys {
            if let stateKey = StateKey(key), stateKey.owner == creator.name, tornDown.contains(stateKey.property) {
                continue
            }
            if let stateKey = StateKey(key), unwanted.contains(stateKey.property) { continue }
            // The members of the key's value the argument takes, where they are stored ones:
            // a change to others passes it nothing new.
            let taken = StateKey(key).flatMap { self.parts(of: $0, in: chain, beyond: parts) }
            let read = taken.flatMap { context.analysis.areStored($0, inValueOf: key) ? $0 : nil }
            if context.declaredEnvironment.contains(key) || SwiftUIKnowledge.appProvidedEnvironmentKeys.contains(key) {
                // An environment value the app declares, or one only apps put there, changes
                // only where a view puts one there that depends on a changing key.
                guard let put = putEnvironmentSource(key, ignoringAppearance: ignoringAppearance) else { continue }
                return NewValueSource(site: site, key: key, keys: keys, writer: put)
            }
            let writes = context.analysis.writes(of: key)
            guard writes.isWritten != false else { continue }
            let creatorObjects = StateKey(key).flatMap { self.ownObjects(of: $0, in: creator) }
            let outside = writes.writers.filter { writer in
                // A change another view makes to an object of its own reaches that object, not
                // the one the creator made for itself (every screen's own loader of one class).
                if let creatorObjects, reachesOtherObject(writer, than: creatorObjects, of: creator) { return false }
                // Code of a target the creator's does not run with (the iOS app's, for a macOS
                // view) never runs beside it.
                if !context.model.canRunTogether(path: writer.location.file, with: creator.file) { return false }
                if let read {
                    // An initializer gives a new value its first members; the others touch other members.
                    if writer.trigger == .initializer { return false }
                    if let touched = writer.parts, read.isDisjoint(with: touched) { return false }
                }
                if ignoringAppearance, writer.trigger == .onAppear || writer.trigger == .task { return false }
                // Where the view takes only what identifies the value (`server.id`), loading it
                // again on appearing or on an event refreshes the same one.
                if let taken, taken.allSatisfy(Self.namesIdentity), writer.parts == nil,
                    [.onAppear, .task, .onReceive].contains(writer.trigger)
                {
                    return false
                }
                // While modal content is shown, a view that exists only in other modal content, not
                // presented from this one, is not on screen: SwiftUI presents one at a time.
                if let modal, let view = writer.view, context.existsOnlyInModalContent(view), !modal.contains(view),
                    !context.isBelow(view, anyOf: modal)
                {
                    return false
                }
                // A view nothing creates runs no code while the creator's does.
                if let view = writer.view, !context.isCreated(view), context.isCreated(creator.name) { return false }
                // What a view's controls start, and its own code no known trigger starts (a
                // delegate method its children's actions call), cannot run while the view is
                // covered by modal content or by a screen it pushed.
                let fromControls =
                    writer.trigger == .action || writer.trigger == .binding || (writer.trigger == .other && writer.view != nil)
                if let modal, fromControls, !(writer.view.map(modal.contains) ?? false) {
                    return false
                }
                // A view a pushed screen covers disappears under it: its `.task` is cancelled and
                // its appearance work runs again only when the pushed screen is gone.
                if fromControls || Self.isAppearanceWork(writer), let view = writer.view, covered.contains(view) {
                    return false
                }
                // The view asked about changing it itself (a form saving its draft back) passes
                // it what it shows.
                if writer.view == below.first { return false }
                // Work a view outside modal content does on appearing (a load in `.task`) starts
                // before any tap can present that content: it gives the value its first state.
                if let modal, Self.isAppearanceWork(writer), !(writer.view.map(modal.contains) ?? false) {
                    return false
                }
                // The creator's own work on appearing that gives the value its branch unwraps
                // (`if let state { Child(state: state) }`, `.onAppear { state = load() }`) sets
                // its first value: the created view is not there before it.
                if writer.view == creator.name, Self.isAppearanceWork(writer), let stateKey = StateKey(key),
                    stateKey.owner == creator.name, unwrapped.contains(stateKey.property)
                {
                    return false
                }
                // An object's own initializer, which no view's code starts, gives it its first value;
                // a method of it that no code of the app calls never runs.
                if writer.trigger == .initializer, writer.view == nil { return false }
                if writer.view == nil, context.analysis.isInUncalledMethod(writer.location) { return false }
                // The creator's own initializer gives its state the first value.
                if writer.trigger == .initializer, writer.view == creator.name, StateKey(key)?.owner == creator.name {
                    return false
                }
                // A control in another branch of an `if` or case of a `switch` the view sits in
                // is not on screen while the view is.
                if writer.view == creator.name, let start = writer.site?.start,
                    elsewhere.contains(where: { Self.covers($0, start) })
                {
                    return false
                }
                // Code that runs only while a key holds other cases than those under which the
                // view is created (a menu command that opens settings from other screens only,
                // a screen shown in another case of the same `switch`) runs while it is not there.
                let runsUnder = writer.caseGuards.allowedByBoth(context.caseGuards(ofView: writer.view))
                if runsUnder.contains(where: { key, cases in showing[key]?.isDisjoint(with: cases) ?? false }) {
                    return false
                }
                // A change to a case under which the view is not created takes it down.
                if let assigned = writer.assignedCase, let cases = showing[key], !cases.contains(assigned) {
                    return false
                }
                // A binding or a closure the creator hands to the created view, called by it.
                return !(writer.site.map { Self.names(created, $0.name) } == true && writer.view == creator.name)
            }
            // Where every traced change is set aside, places that change a member of that name
            // on a value of a type not told (another type's `task`, `id`) are not taken for it.
            if outside.isEmpty, !writes.writers.isEmpty { continue }
            // While modal content is shown, a value no known code changes stays.
            if modal != nil, writes.writers.isEmpty, writes.untraced.isEmpty { continue }
            return NewValueSource(site: site, key: key, keys: keys, writer: Self.telling(outside))
        }
        // Values that come from the creator's inputs are as new as the creator's are.
        guard depth < 6, !passedInputs.isEmpty else { return nil }
        for outer in context.sites(of: creator) {
            for input in passedInputs where !unwanted.contains(input) {
                // What the argument takes of the input (`post.author`); where it takes the input
                // whole, the member of the creator's parameter the input holds (`self.id =
                // server.id`), else what is asked of it.
                let taken =
                    chain == [input]
                    ? context.model.memberHeld(input, in: creator) ?? parts
                    : chain?.first == input ? Self.parts(after: 0, in: chain, beyond: parts) : nil
                guard let position = outer.fills.firstIndex(where: { $0.contains(input) }),
                    let source = newValueSource(
                        forParameter: position, at: outer, ignoringAppearance: ignoringAppearance, depth: depth + 1,
                        below: below, modal: modal, covered: covered, parts: taken)
                else { continue }
                return source
            }
        }
        return nil
    }

    /// The properties of `creator` holding objects of `key`'s class, where each is one the
    /// creator makes for itself or a shared one: no other view's own object is among them.
    /// `nil` where some may be handed to it, or none holds one.
    private func ownObjects(of key: StateKey, in creator: DeclaredView) -> Set<String>? {
        guard let owner = key.owner else { return nil }
        let holding = creator.properties.filter { $0.objectTypeName == owner }
        guard !holding.isEmpty else { return nil }
        for property in holding {
            switch context.model.objectOrigin(of: property, in: creator) {
            case .ownInstance?, .shared?: continue
            default: return nil
            }
        }
        return Set(holding.map(\.name))
    }

    /// Whether `writer` changes an object that another view, or another property of the
    /// creator, makes for itself: not one of `objects`, the creator's properties.
    private func reachesOtherObject(_ writer: KeyWriter, than objects: Set<String>, of creator: DeclaredView) -> Bool {
        guard let object = writer.object else { return false }
        if object.view == creator.name && objects.contains(object.property) { return false }
        guard let view = context.views.first(where: { $0.name == object.view }),
            let property = view.property(named: object.property)
        else { return false }
        return context.model.objectOrigin(of: property, in: view) == .ownInstance
    }

    /// The names an argument reads as one chain of members (`post.author` is `post`,
    /// `author`; `viewModel.comment.author` three), where it is one: `self.`, `?` and `!`
    /// left out, and a local defined as such a chain before `node` (`if let author =
    /// viewModel.comment.author`) replaced by it. `nil` for any other expression.
    static func memberChain(_ expression: ExprSyntax, at node: Syntax) -> [String]? {
        guard var chain = MemberChain.names(in: expression) else { return nil }
        for _ in 0..<4 {
            guard let definition = LocalValue.definition(of: chain[0], before: node), let defined = MemberChain.names(in: definition)
            else { break }
            chain = defined + chain.dropFirst()
        }
        return chain
    }

    /// For a value `argument` builds with every member labelled (`Content(isStreaming: s,
    /// message: m)`), in place or in a local defined before `node`: the names only the
    /// arguments of members other than `parts` read. `nil` for any other value, or where a
    /// member of `parts` has no argument of its own.
    static func namesOnlyOutside(_ parts: Set<String>, builtBy argument: ExprSyntax, at node: Syntax) -> Set<String>? {
        var value = argument
        if let reference = value.as(DeclReferenceExprSyntax.self),
            let defined = LocalValue.definition(of: reference.baseName.text, before: node)
        {
            value = defined
        }
        guard let call = value.as(FunctionCallExprSyntax.self), ConstructedType(call) != nil, call.trailingClosure == nil
        else { return nil }
        var wanted = Set<String>()
        var others = Set<String>()
        for argument in call.arguments {
            guard let label = argument.label?.text else { return nil }
            let names = argument.expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            }
            if parts.contains(label) { wanted.formUnion(names) } else { others.formUnion(names) }
        }
        guard parts.allSatisfy({ part in call.arguments.contains { $0.label?.text == part } }) else { return nil }
        return others.subtracting(wanted)
    }

    /// For `local.m`, or `local` of which the view asked about takes only `m` (`parts`),
    /// where `local` is an element looked up by that member before `node` (`if let server =
    /// servers.first(where: { $0.id == serverID })`, `first { s in s.id == serverID }`), the
    /// value it was looked up by (`serverID`); `nil` otherwise.
    static func lookupValue(_ argument: ExprSyntax, taking parts: Set<String>?, at node: Syntax) -> ExprSyntax? {
        let base: DeclReferenceExprSyntax
        let name: String
        if let member = argument.as(MemberAccessExprSyntax.self), let reference = member.base?.as(DeclReferenceExprSyntax.self) {
            base = reference
            name = member.declName.baseName.text
        } else if let reference = argument.as(DeclReferenceExprSyntax.self), let parts, parts.count == 1, let only = parts.first {
            base = reference
            name = only
        } else {
            return nil
        }
        guard let definition = LocalValue.definition(of: base.baseName.text, before: node),
            let call = definition.as(FunctionCallExprSyntax.self),
            CallShape.calledName(call) == SwiftUIKnowledge.firstMatchingMethod,
            let closure = CallShape.closures(of: call).first?.closure,
            closure.statements.count == 1,
            let comparison = closure.statements.first?.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
            comparison.count == 3, comparison[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
        else { return nil }
        // The closure's element: `$0`, or its one named parameter.
        let element =
            closure.signature?.parameterClause.flatMap { clause -> String? in
                if case .simpleInput(let names) = clause, names.count == 1 { return names.first?.name.text }
                if case .parameterClause(let list) = clause, list.parameters.count == 1 {
                    return list.parameters.first?.firstName.text
                }
                return nil
            } ?? "$0"
        func isElementMember(_ expression: ExprSyntax) -> Bool {
            guard let access = expression.as(MemberAccessExprSyntax.self),
                access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == element
            else { return false }
            return access.declName.baseName.text == name
        }
        if isElementMember(comparison[0]) { return comparison[2] }
        if isElementMember(comparison[2]) { return comparison[0] }
        return nil
    }

    /// The members of `key`'s value an argument reading `chain` takes: the member right
    /// after the key's property in the chain (`author` in `viewModel.post.author` for
    /// `PostViewModel.post`), else what the view below takes of the argument (`parts`). A
    /// computed property of the key's owner that reads a member of it (`criteria` for
    /// `options.filters`) takes that member.
    func parts(of key: StateKey, in chain: [String]?, beyond parts: Set<String>?) -> Set<String>? {
        guard let chain else { return nil }
        if let index = chain.prefix(2).firstIndex(of: key.property) {
            return Self.parts(after: index, in: chain, beyond: parts)
        }
        guard let owner = key.owner else { return nil }
        for name in chain.prefix(2) {
            if let path = context.analysis.storedPath(of: name, in: owner), path[0] == key.property {
                return [path[1]]
            }
        }
        return nil
    }

    /// Whether a member's name says it identifies its value: `id`, `serverID`, `userId`.
    static func namesIdentity(_ member: String) -> Bool {
        member == "id" || member.hasSuffix("ID") || member.hasSuffix("Id")
    }

    /// The member of `chain` after step `index`, else `parts`.
    static func parts(after index: Int, in chain: [String]?, beyond parts: Set<String>?) -> Set<String>? {
        guard let chain else { return nil }
        return index + 1 < chain.count ? [chain[index + 1]] : parts
    }

    /// The text of the other branches of each `if` and the other cases of each `switch`
    /// that `site` sits in: what is written there exists only while the view does not.
    private func alternatives(to site: CreationSite) -> [(start: Invalidation.SourceLocation, end: Invalidation.SourceLocation)] {
        var others: [Syntax] = []
        for component in site.identity {
            switch component.detail {
            case .switchCase(_, let index, _):
                guard let statement = component.node.as(SwitchExprSyntax.self) else { continue }
                for (position, other) in Self.cases(of: statement).enumerated() where position != index {
                    others.append(Syntax(other))
                }
            case .branch(_, let isElse):
                guard let statement = component.node.as(IfExprSyntax.self) else { continue }
                if isElse { others.append(Syntax(statement.body)) } else if let other = statement.elseBody { others.append(Syntax(other)) }
            default:
                continue
            }
        }
        if !others.isEmpty { others += Self.membersNamedOnly(in: others, of: context.creator(of: site)) }
        return others.map { (context.location(of: $0), context.endLocation(of: $0)) }
    }

    /// The view's computed properties and methods that its code names only inside `nodes`
    /// (`case .ask: askView`, with the `Button` in `var askView`), and those only they name:
    /// their code is on screen only where those nodes are.
    private static func membersNamedOnly(in nodes: [Syntax], of view: DeclaredView) -> [Syntax] {
        var declarations: [String: Syntax] = [:]
        // Overloads of one name are told apart by their calls' arguments: none is taken.
        var overloaded = Set<String>()
        for member in view.behaviourMembers {
            let name: String
            if let function = member.as(FunctionDeclSyntax.self) {
                name = function.name.text
            } else if let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                name = identifier
            } else {
                continue
            }
            if declarations.updateValue(Syntax(member), forKey: name) != nil { overloaded.insert(name) }
        }
        for name in overloaded { declarations[name] = nil }
        guard !declarations.isEmpty else { return [] }
        // Where the view's code names each of them, as a bare name or on `self`.
        var references: [String: [Syntax]] = [:]
        for member in view.behaviourMembers {
            for token in member.tokens(viewMode: .sourceAccurate) where declarations[token.text] != nil {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id,
                    access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
                {
                    continue
                }
                references[token.text, default: []].append(Syntax(reference))
            }
        }
        var inside = nodes
        var found: [Syntax] = []
        var added = true
        while added {
            added = false
            for (name, declaration) in declarations where !found.contains(where: { $0.id == declaration.id }) {
                guard let named = references[name], !named.isEmpty,
                    named.allSatisfy({ reference in inside.contains { $0.encloses(reference) } })
                else { continue }
                found.append(declaration)
                inside.append(declaration)
                added = true
            }
        }
        return found
    }

    /// Whether `location` lies in the text from `range.start` to `range.end`.
    private static func covers(_ range: (start: Invalidation.SourceLocation, end: Invalidation.SourceLocation), _ location: Invalidation.SourceLocation) -> Bool {
        range.start.file == location.file && (range.start.line, range.start.column) <= (location.line, location.column)
            && (location.line, location.column) < (range.end.line, range.end.column)
    }

    /// Whether a writer runs when its view appears: `onAppear`, or a `.task` without
    /// `refreshable`'s pull.
    private static func isAppearanceWork(_ writer: KeyWriter) -> Bool {
        writer.trigger == .onAppear || (writer.trigger == .task && writer.site?.name == SwiftUIKnowledge.taskModifier)
    }

    /// The creator's properties that must hold a value where `site` creates its view: `p` in
    /// a branch around it (`if let x = p`, `if let p`, `if p != nil`), or unwrapped by force
    /// in the argument (`Child(state: p!)`).
    static func unwrappedProperties(
        at site: CreationSite, argument: ExprSyntax, declares: @escaping (String) -> Bool
    ) -> Set<String> {
        var found = Set<String>()
        for node in argument.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(ForceUnwrapExprSyntax.self) }) {
            if let name = PropertyReference(node.expression, declares: declares)?.name { found.insert(name) }
        }
        for component in site.identity {
            guard case .branch(let conditions, let isElse) = component.detail, !isElse else { continue }
            for condition in conditions {
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                    if let value = binding.initializer?.value {
                        if let name = PropertyReference(value, declares: declares)?.name { found.insert(name) }
                    } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        found.insert(name)
                    }
                } else if let test = condition.condition.as(SequenceExprSyntax.self), test.elements.count == 3,
                    test.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "!=",
                    test.elements.last?.is(NilLiteralExprSyntax.self) == true,
                    let first = test.elements.first, let name = PropertyReference(first, declares: declares)?.name
                {
                    found.insert(name)
                }
            }
        }
        return found.filter(declares)
    }

    /// The first place that changes a key some view puts in the environment as the declared
    /// value `key` (`.environment(\.theme, theme)`), when one does; `nil` when every value
    /// put there depends on keys nothing changes.
    private func putEnvironmentSource(_ key: String, ignoringAppearance: Bool) -> KeyWriter? {
        for edge in context.analysis.graph.edges {
            for injection in edge.injections where injection.entry == key {
                for dependency in injection.keys {
                    let writes = context.analysis.writes(of: dependency)
                    guard writes.isWritten != false else { continue }
                    let writers = writes.writers.filter {
                        !(ignoringAppearance && ($0.trigger == .onAppear || $0.trigger == .task))
                    }
                    if writers.isEmpty, !writes.writers.isEmpty, writes.untraced.isEmpty { continue }
                    if let writer = Self.telling(writers) { return writer }
                }
            }
        }
        return nil
    }

    /// Whether `written`, a type as the source writes it (`Row`, `Screen.Row`), names the
    /// view `name`.
    private static func names(_ name: String, _ written: String) -> Bool {
        name == written || name.hasSuffix("." + written)
    }

    /// The writer a note names: one a user starts or an event drives (a control, an action,
    /// a task, `onChange`, `onReceive`) before one that runs on appearing or elsewhere; none
    /// that only sets the first value.
    private static func telling(_ writers: [KeyWriter]) -> KeyWriter? {
        let driven: Set<WriteTrigger> = [.binding, .action, .task, .onChange, .onReceive]
        return writers.first { driven.contains($0.trigger) } ?? writers.first { $0.trigger != .initializer }
    }

    /// The names an expression reads values from: properties, parameters and locals, not
    /// types or enum cases (`.saved`, `Theme.default`); empty for a constant. `declares`
    /// tells the properties of the view whose code holds `expression`.
    static func valueNames(in expression: some SyntaxProtocol, declares: @escaping (String) -> Bool) -> Set<String> {
        Set(
            ExpressionFacts.names(in: expression, declares: declares)
                .filter { $0.first?.isUppercase != true })
    }

    /// `names` with each local declared before `node` replaced by the names its value is
    /// computed from (`let`/`var`, `if let`, `guard let`, a `case let` of a `switch`),
    /// followed a few steps; names that are no such local stay.
    static func sources(of names: Set<String>, at node: Syntax, declares: @escaping (String) -> Bool) -> Set<String> {
        var definitions: [String: Set<String>] = [:]
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.position >= current.position { break }
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                                let value = binding.initializer?.value
                            {
                                definitions[name] = definitions[name] ?? valueNames(in: value, declares: declares)
                            }
                        }
                    } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        collect(guardStatement.conditions, into: &definitions, declares: declares)
                    }
                }
            } else if let conditional = parent.as(IfExprSyntax.self), conditional.body.id == current.id {
                collect(conditional.conditions, into: &definitions, declares: declares)
            } else if let switchCase = parent.as(SwitchCaseSyntax.self),
                let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject
            {
                for token in switchCase.label.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true {
                        definitions[name] = definitions[name] ?? valueNames(in: subject, declares: declares)
                    }
                }
            }
            current = parent
        }
        var resolved = names
        for _ in 0..<4 {
            let next = Set(resolved.flatMap { definitions[$0] ?? [$0] })
            if next == resolved { break }
            resolved = next
        }
        return resolved
    }

    private static func collect(
        _ conditions: ConditionElementListSyntax, into definitions: inout [String: Set<String>],
        declares: @escaping (String) -> Bool
    ) {
        for condition in conditions {
            // `if case .channel(let id, _) = item`: each name the pattern binds comes from `item`.
            if let match = condition.condition.as(MatchingPatternConditionSyntax.self) {
                let value = valueNames(in: match.initializer.value, declares: declares)
                for token in match.pattern.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true
                    else { continue }
                    definitions[name] = definitions[name] ?? value
                }
                continue
            }
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            definitions[name] =
                definitions[name] ?? binding.initializer.map { valueNames(in: $0.value, declares: declares) } ?? [name]
        }
    }

    /// Whether `node` is written in the content of a scene that opens a window per value.
    static func isInWindowPerValue(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let closure = current.as(ClosureExprSyntax.self),
                let call = parent.as(FunctionCallExprSyntax.self) ?? parent.parent?.parent?.as(FunctionCallExprSyntax.self),
                let name = CallShape.calledName(call), let label = SwiftUIKnowledge.perValueScenes[name],
                call.arguments.contains(where: { $0.label?.text == label }),
                CallShape.closures(of: call).contains(where: { $0.closure.id == closure.id })
            {
                return true
            }
            current = parent
        }
        return false
    }

    // MARK: Teardown

    /// The creator's states that take the view down before they hand it each new value: the
    /// view sits in a branch (`if let tag`, `switch phase`) decided by a `@State` of the
    /// creator the argument comes from, and every change of that state either leaves the
    /// branch (`tag = nil`, `phase = .loading`, another case of the `switch`) or sets a new
    /// value after such a change and an `await` (`tag = nil`, then `tag = await load()`), so
    /// that SwiftUI draws the branch without the view in between and the next value comes
    /// to a new view.
    static func tornDownStates(
        site: CreationSite, sources: Set<String>, creator: DeclaredView, in model: SourceModel
    ) -> Set<String> {
        var deciding = Set<String>()
        // Per state a `switch` around the view decides on: the cases that show it.
        var showingCases: [String: Set<String>] = [:]
        for component in site.identity {
            switch component.detail {
            case .branch(let conditions, let isElse) where !isElse:
                deciding.formUnion(valueNames(in: conditions, declares: creator.declares).intersection(sources))
                // `if let tag` unwraps the property of that name.
                for condition in conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                        binding.initializer == nil,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        sources.contains(name)
                    else { continue }
                    deciding.insert(name)
                }
            case .switchCase(let subject, let index, _):
                let names = valueNames(in: subject, declares: creator.declares).intersection(sources)
                deciding.formUnion(names)
                if let statement = component.node.as(SwitchExprSyntax.self) {
                    let all = cases(of: statement)
                    let cases = index < all.count ? SourceModel.caseNames(in: all[index]) : []
                    for name in names { showingCases[name, default: []].formUnion(cases) }
                }
            default:
                break
            }
        }
        let states = deciding.filter { name in
            guard let property = creator.property(named: name), case .owned(.state)? = property.wrapperKind else {
                return false
            }
            return !property.holdsObject
        }
        guard !states.isEmpty else { return [] }
        let uses = model.uses.accessesAfterConstruction(of: states, in: creator.type)
        return states.filter { name in
            guard let writes = uses[name]?.writes, !writes.isEmpty else { return false }
            return writes.allSatisfy { write in
                guard let value = write.assignedValue else { return false }
                return isTeardown(value) || leaves(showingCases[name], with: value)
                    || followsTeardown(of: name, at: write.node, value: value, in: creator, model: model)
            }
        }
    }

    /// `nil`, or a case without a payload (`.loading`, `.none`): a value that shows no branch
    /// that takes a value.
    private static func isTeardown(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) { return true }
        guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        return !(member.parent?.is(FunctionCallExprSyntax.self) ?? false)
    }

    /// The cases of a `switch`, in order, `#if` clauses aside: as a site's case index counts them.
    static func cases(of statement: SwitchExprSyntax) -> [SwitchCaseSyntax] {
        statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
    }

    /// Whether assigning `value` (`.found_profile(pk)`, `.loading`) leaves the cases of a
    /// `switch` that show the view (`cases`): a case of another name.
    private static func leaves(_ cases: Set<String>?, with value: ExprSyntax) -> Bool {
        guard let cases, !cases.isEmpty else { return false }
        let called = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        guard let member = called.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        return !cases.contains(member.declName.baseName.text)
    }

    /// Whether, before the statement that assigns `value` to `name`, its block of code or one
    /// around it takes the state down and then waits (an `await` between them or in `value`).
    private static func followsTeardown(
        of name: String, at reference: Syntax, value: ExprSyntax, in creator: DeclaredView, model: SourceModel
    ) -> Bool {
        guard let file = model.file(of: reference) else { return false }
        var waited = value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
        var current = reference
        let start = reference.position
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            // Code in a `Task { … }` or a queue's `async` runs after the code that starts it.
            if current.is(ClosureExprSyntax.self), let call = parent.as(FunctionCallExprSyntax.self)
                ?? parent.parent?.parent?.as(FunctionCallExprSyntax.self),
                let called = CallShape.calledName(call), SwiftUIKnowledge.laterRunningCalls.contains(called)
            {
                waited = true
            }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                // An `await` earlier in the statement that holds it: `await send(post) { state = .posted }`.
                if current.tokens(viewMode: .sourceAccurate).contains(where: {
                    $0.tokenKind == .keyword(.await) && $0.position < start
                }) {
                    waited = true
                }
                for item in list.reversed() where item.position < current.position {
                    // What a `guard`'s `else` does leaves the block: it does not run before.
                    let exits = item.item.is(GuardStmtSyntax.self)
                    for use in model.uses.uses(inside: item, file: file, of: creator.type)
                    where use.property == name && !exits {
                        if let earlier = use.assignedValue, isTeardown(earlier) {
                            return waited
                        }
                    }
                    if item.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) }) {
                        waited = true
                    }
                }
            }
            // The blocks around it ran first: a `Task { … }` in a `switch` case runs after
            // the function that took the state down.
            current = parent
        }
        return false
    }

    /// The property an argument is, when it is one as written (`store`, `self.store`).
    static func heldProperty(_ expression: ExprSyntax, declares: (String) -> Bool) -> String? {
        PropertyReference(expression, declares: declares)?.name
    }
}
