import Invalidation
import InvalidationAnalyzer
internal import SwiftSyntax

/// `state_init_trap`: a `@State` or `@StateObject` given a value in `init` from a parameter,
/// where some place that creates the view can pass a new value while the view keeps its
/// identity, and nothing makes the view follow it.
///
/// A state's initial value is used only when the view's identity first appears: when the
/// parent later passes another value to the same view, the view keeps the first one. Where
/// every place that creates the view gives a new value a new identity (a sheet per item, a
/// row per element, an `.id(…)`), or passes a constant, there is nothing to follow. A copy
/// made on purpose (a draft the view edits, a parameter named `initial…`) is
/// `state_init_copy`'s, not this rule's.
enum StateInitTrapRule: ViewLintRule {
    static let description = RuleDescription(
        id: .stateInitTrap,
        name: "State set from an init parameter",
        summary: """
            A @State or @StateObject given a value in init from an init parameter keeps the value of the \
            view's first appearance: SwiftUI uses a state's initial value only once, so a new value passed to the \
            same view never reaches it. The rule fires where some place that creates the view passes a value that \
            depends on a key something changes after its first value, under the same identity, and the view does \
            not follow the parameter or that key with onChange(of:initial:), task(id:) or onReceive(_:).
            """,
        nonTriggeringExamples: StateInitTrapExamples.nonTriggering,
        triggeringExamples: StateInitTrapExamples.triggering)

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        for trap in StateInitTraps.find(in: view, context: context) where !trap.isDeliberateCopy {
            findings.append(finding(trap, view: view, context: context))
        }
    }

    private static func finding(_ trap: StateInitTraps.Trap, view: DeclaredView, context: LintContext) -> LintDiagnostic {
        let parameter = trap.parameter.name
        let properties = trap.properties
        let sharesName = properties.contains { $0.name == parameter }
        let others = trap.otherParameters.map(\.name)
        let parameterText =
            others.isEmpty
            ? (sharesName ? "the parameter '\(parameter)'" : "'\(parameter)'")
            : Self.list(([parameter] + others).map { "'\($0)'" })
        let propertyNames = Self.list(properties.map { sharesName ? "the state '\($0.name)'" : "'\($0.name)'" })
        let wrappers = Set(properties.compactMap(\.wrapper)).sorted().map { "@\($0)" }.joined(separator: " and ")
        let verb = properties.count == 1 ? "is" : "are"
        let isObject = properties.allSatisfy { $0.wrapperKind == .stateObject }
        let holder = trap.holder ?? parameter
        // A state the view watches itself (`.onChange(of: current)`).
        let following = ParameterFollowing(view: view, context: context)
        let watched = properties.first { following.watches($0.name) }
        let fix: String
        // `.id(_:)` takes a value it can compare: one parameter of a type known to be, or else
        // what identifies the values passed.
        let identity = others.isEmpty && trap.isEquatable ? ".id(\(holder))" : ".id(…) of what identifies \(parameterText)"
        if isObject {
            fix =
                "Give \(view.simpleName) \(identity) where it is created, so that a new value makes a new object, "
                + "or hand the new value to the existing object: a @StateObject cannot be replaced in onChange."
        } else if trap.isEquatable, others.isEmpty, let watched {
            // Setting a state the view itself watches would run that watcher's action each time.
            fix =
                "Give \(view.simpleName) .id(\(holder)) where it is created, so that a new value makes a new view with "
                + "new state: setting '\(watched.name)' in .onChange(of: \(holder)) would also run the view's own "
                + ".onChange(of: \(watched.name)) each time."
        } else if trap.isEquatable, others.isEmpty {
            let store = trap.holder == nil ? "Keep \(parameterText) in a property and set" : "Set"
            fix =
                "\(store) \(propertyNames) in .onChange(of: \(holder), initial: true) instead of init (iOS 17, macOS 14 "
                + "and later; before them, in .onAppear and .onChange(of: \(holder))), or give \(view.simpleName) "
                + ".id(\(holder)) where it is created."
        } else {
            fix =
                "Give \(view.simpleName) .id(…) of what identifies \(parameterText) where it is created, so that a new "
                + "value makes a new view with new state."
        }
        let message =
            "\(propertyNames) in \(view.simpleName) \(verb) \(wrappers) set in init from \(parameterText), so \(properties.count == 1 ? "it keeps" : "they keep") "
            + "the value of the view's first appearance and \(properties.count == 1 ? "ignores" : "ignore") the new values passed later. "
            + fix
        let notes = siteNotes(of: trap, view: view, context: context)
        return finding(
            message, at: context.location(of: trap.assignments[0].target), view: view,
            symbol: "init(\(parameter))", notes: notes)
    }

    /// A note at each place that can pass a new value, saying where it comes from.
    static func siteNotes(of trap: StateInitTraps.Trap, view: DeclaredView, context: LintContext) -> [LintDiagnostic.Note] {
        trap.sites.map { site in
            LintDiagnostic.Note(
                message: siteNote(
                    view: view.simpleName, parameter: trap.parameter.name, site: site, source: trap.source(at: site),
                    context: context),
                location: context.location(of: site.node))
        }
    }

    /// What makes a place pass a new value: `RoomView1 is created here with 'name' from
    /// ContentView.selectedRoom, which the Picker at ContentView.swift:31 changes while
    /// RoomView1 stays`.
    static func siteNote(
        view: String, parameter: String, site: CreationSite, source: StaleArguments.NewValueSource?,
        context: LintContext
    ) -> String {
        guard let source else {
            return "\(view) is created here with a '\(parameter)' that can change while it stays the same view"
        }
        var text = "\(view) is created here with '\(parameter)' from \(source.key)"
        // A value the creator was itself handed: say through which view it came.
        if source.site.node.id != site.node.id { text += " (through \(context.creator(of: site).simpleName))" }
        if let writer = source.writer {
            let place = writer.location.shortDescription
            let changer = writer.site.map { "the \($0.label) at \(place)" } ?? "\(writer.view ?? writer.type) at \(place)"
            let through = writer.via.isEmpty ? "" : " through \(writer.via.joined(separator: ", "))"
            text += ", which \(changer) changes\(through)"
        } else {
            text += ", which can change"
        }
        return text + " while \(view) stays"
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}

/// The state set in `init` from a parameter that a place creating the view can change
/// under the same identity, grouped per parameter: what `state_init_trap` and
/// `state_init_copy` report.
enum StateInitTraps {
    struct Trap {
        /// The initializer and the parameter.
        var initializer: InitializerDeclSyntax
        var parameter: InitParameter
        /// The initializer's other parameters the assignments depend on, for which some
        /// place passes new values as well.
        var otherParameters: [InitParameter] = []
        /// The assignments from it, in source order.
        var assignments: [InitAssignment]

        /// Where the new value `site` can pass comes from.
        func source(at site: CreationSite) -> StaleArguments.NewValueSource? {
            zip(allSites, sources).first { $0.0.node.id == site.node.id }?.1
        }

        /// The properties assigned, each once, in the order first assigned: an `init` that
        /// sets a property in several branches names it once.
        var properties: [DeclaredProperty] {
            var seen = Set<String>()
            return assignments.map(\.property).filter { seen.insert($0.name).inserted }
        }
        /// The places that can pass a new value for it while the view keeps its identity.
        var sites: [CreationSite]
        /// Every place that can pass a new value, before places written once are merged, and
        /// where the new value each passes comes from.
        var allSites: [CreationSite]
        var sources: [StaleArguments.NewValueSource]
        /// A property the view keeps the parameter in, which `onChange(of:)` can watch.
        var holder: String?
        /// Whether `onChange(of:)` can compare the parameter's values.
        var isEquatable: Bool
        /// A copy made on purpose: a parameter named `initial…`, `default…` or `prefill…`, or a draft: state
        /// the view hands out whole as a binding to be edited and uses again in an action (to
        /// save it or write it back), or writes back in its `didSet` or an `onChange(of:)` of it;
        /// or an object the creator builds at the call and hands over to own.
        var isDeliberateCopy: Bool
        /// The copy is of an object the creator builds at the call and hands over to own.
        var handsOverObject = false
    }

    static func find(in view: DeclaredView, context: LintContext) -> [Trap] {
        let assignments = InitAssignment.find(in: view, kinds: [.owned(.state), .stateObject])
        guard !assignments.isEmpty else { return [] }
        let following = ParameterFollowing(view: view, context: context)
        let stale = StaleArguments(context: context)
        let names = Set(assignments.map(\.property.name))
        let uses = PropertyUses.find(names, in: view, uses: context.model.uses)
        let accesses = context.model.uses.accessesAfterConstruction(of: names, in: view.type)
        let bound = Self.boundProperties(of: view, uses: context.model.uses).filter { name in
            // A draft: edited through a binding, and read again in an action, to save it or write it back.
            uses[name]?.later.contains { $0.effect.reads } ?? false
        }
        // An assignment that calls the wrapper's setter sets nothing: `state_setter_in_init`'s.
        let setterCalls = Set(
            InitializationOrder.assignments(in: view).filter { !$0.isStorage && $0.followsInitialization }.map(\.target.id))
        var traps: [Trap] = []
        for assignment in assignments where !setterCalls.contains(assignment.target.id) {
            // State nothing uses is `unused_state`'s.
            guard accesses[assignment.property.name].map({ !$0.isUnused }) ?? false else { continue }
            // Per parameter the state depends on and the view does not follow: the places that
            // pass it new values, with where each comes from.
            func liveSites(_ parameter: InitParameter) -> [(CreationSite, StaleArguments.NewValueSource)] {
                // The members of the parameter the state takes (`server.id`): a change of others passes it nothing.
                let taken =
                    assignment.value.flatMap { Self.members(of: parameter.name, in: $0) }
                    ?? Self.membersUsed(of: assignment, taking: parameter, in: view, context: context)
                var live = following.sites(calling: assignment.initializer).compactMap { site in
                    stale.newValueSource(forParameter: parameter.index, at: site, parts: taken).map { (site, $0) }
                }
                // A convenience `init` that hands the parameter on (`self.init(value: value) { … }`).
                for delegation in following.delegations(to: assignment.initializer) {
                    guard let outer = delegation.parameters[parameter.index] else { continue }
                    live += following.sites(calling: delegation.delegating).compactMap { site in
                        guard site.initializer != nil else { return nil }
                        return stale.newValueSource(forParameter: outer, at: site).map { (site, $0) }
                    }
                }
                // The view follows the keys the value comes from itself (`.onReceive(auth.$user)`).
                live.removeAll { following.follows($0.1.keys, into: assignment.property.name) }
                // Or through another parameter it watches, given from the same changing key at
                // that place (`Ago(post.date, text: post.ago)` re-set on `onChange(of: date)`).
                let siblings = following.parametersFollowed(into: assignment).filter { $0 != parameter }
                live.removeAll { site, source in
                    siblings.contains { sibling in
                        guard let other = stale.newValueSource(forParameter: sibling.index, at: site) else { return false }
                        return other.site.node.id == source.site.node.id && other.keys.contains(source.key)
                    }
                }
                return live
            }
            let changing = following.unfollowedParameters(of: assignment)
                .filter { !Self.keepsBinding(assignment, $0, in: view) && !Self.childFollows(assignment, $0, in: view, context: context) }
                .map { ($0, liveSites($0)) }.filter { !$0.1.isEmpty }
            guard let (parameter, live) = changing.first else { continue }
            let sites = live.map(\.0)
            if let index = traps.firstIndex(where: {
                $0.initializer.id == assignment.initializer.id && $0.parameter == parameter
            }) {
                traps[index].assignments.append(assignment)
                if bound.contains(assignment.property.name)
                    || following.writesBack(assignment.property.name, to: assignment.properties(holding: parameter))
                {
                    traps[index].isDeliberateCopy = true
                }
                continue
            }
            let holders = assignment.properties(holding: parameter)
            let writesBack = following.writesBack(assignment.property.name, to: holders)
            let handsOver = Self.handsOverNewObject(assignment, parameter: parameter, sites: sites, context: context)
            let type = assignment.initializer.signature.parameterClause.parameters
                .dropFirst(parameter.index).first.map { Self.typeName($0.type) }
            traps.append(
                Trap(
                    initializer: assignment.initializer, parameter: parameter, assignments: [assignment],
                    sites: Self.distinct(sites, context: context), allSites: sites, sources: live.map(\.1),
                    holder: holders.first,
                    isEquatable: type.map { context.model.isEquatable($0, at: assignment.initializer) } ?? false,
                    isDeliberateCopy: Self.namesFirstValue(parameter.name)
                        || bound.contains(assignment.property.name) || writesBack || handsOver,
                    handsOverObject: handsOver))
            traps[traps.count - 1].otherParameters = changing.dropFirst().map(\.0)
        }
        return traps
    }

    /// Whether a view `view` creates follows `parameter` into the state for it: it is handed
    /// the state's binding and a value from the parameter, and one of its watchers over that
    /// value writes the binding (`.task(id: autorenew) { isOn = autorenew }`).
    private static func childFollows(
        _ assignment: InitAssignment, _ parameter: InitParameter, in view: DeclaredView, context: LintContext
    ) -> Bool {
        let graph = context.analysis.graph
        let holders = Set(assignment.properties(holding: parameter) + [parameter.name])
        for edge in graph.edges where edge.from == view.view {
            let bound = edge.arguments.filter { argument in
                argument.isBinding && argument.keys.contains { key in
                    StateKey(key).map { $0.owner == view.name && $0.property == assignment.property.name } ?? false
                }
            }.flatMap(\.fills)
            guard !bound.isEmpty else { continue }
            let carried = edge.arguments.filter { !$0.isBinding && !holders.isDisjoint(with: $0.inputs) }.flatMap(\.fills)
            guard !carried.isEmpty, context.views.indices.contains(edge.to) else { continue }
            let child = ParameterFollowing(view: context.views[edge.to], context: context)
            if carried.contains(where: { value in bound.contains { child.writes($0, watching: value) } }) { return true }
        }
        return false
    }

    /// Whether the state is built from a binding parameter itself (`Terminal(log: logs)`),
    /// not from its current value (`logs.wrappedValue`): a binding hands over a place to
    /// read and write, whose later values what is built from it reaches.
    /// The initializer reads no current value anywhere: neither `logs.wrappedValue` nor a
    /// `@Binding` property of the view (`self.text` after `_text = text`).
    private static func keepsBinding(_ assignment: InitAssignment, _ parameter: InitParameter, in view: DeclaredView) -> Bool {
        guard
            let type = assignment.initializer.signature.parameterClause.parameters
                .dropFirst(parameter.index).first.map({ typeName($0.type) }),
            type.hasPrefix(SwiftUIKnowledge.bindingType + "<"), let body = assignment.initializer.body
        else { return false }
        let bindings = Set(view.properties.filter { $0.wrapperKind == .binding }.map(\.name))
        let tokens = Array(body.tokens(viewMode: .sourceAccurate))
        return !tokens.indices.contains { index in
            guard index + 2 < tokens.count, tokens[index + 1].tokenKind == .period else { return false }
            let next = tokens[index + 2].text
            if tokens[index].text == parameter.name { return next == SwiftUIKnowledge.wrappedValueMember }
            return tokens[index].tokenKind == .keyword(.self) && bindings.contains(next)
        }
    }

    /// The members of `name` that `value` reads (`id` in `BackupVM(server.id)`), where it
    /// reads `name` only through members; `nil` where it reads it whole, or not at all.
    static func members(of name: String, in value: ExprSyntax) -> Set<String>? {
        var members = Set<String>()
        for token in value.tokens(viewMode: .sourceAccurate) where token.text == name {
            // A label or another declaration's name is no read of it.
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            guard let access = reference.parent?.as(MemberAccessExprSyntax.self) else { return nil }
            // `name.member` takes that member; `other.name` is another value's member.
            if access.base?.id == reference.id { members.insert(access.declName.baseName.text) }
        }
        return members.isEmpty ? nil : members
    }

    /// Where the state takes the parameter whole (`_model = State(initialValue: model)`):
    /// the members of it that the view's code uses after construction, where every use
    /// reaches one (`model.kind`, `$model.kind`); `nil` where some use takes the whole value,
    /// which may hand its other members on or save them back.
    private static func membersUsed(
        of assignment: InitAssignment, taking parameter: InitParameter, in view: DeclaredView, context: LintContext
    ) -> Set<String>? {
        guard assignment.held?.name == parameter.name, assignment.held?.isWhole == true else { return nil }
        let name = assignment.property.name
        guard let accesses = context.model.uses.accessesAfterConstruction(of: [name], in: view.type)[name] else {
            return nil
        }
        var members = Set<String>()
        for use in accesses.reads + accesses.writes {
            guard let member = use.memberOfValue else { return nil }
            members.insert(member)
        }
        return members.isEmpty ? nil : members
    }

    /// Whether a parameter's name says it is a first value only: `initial…`, `default…`,
    /// `prefill…`.
    static func namesFirstValue(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["initial", "default", "prefill"].contains { lowered.hasPrefix($0) }
    }

    /// Whether the state takes the parameter itself, an object, and every place that can
    /// pass a new one builds it right there (`Row(model: .init(item: item))`): the view is
    /// handed an object to own on its first appearance, as `@StateObject(wrappedValue:)`
    /// would be, and the objects built for later re-creations are meant to be dropped.
    private static func handsOverNewObject(
        _ assignment: InitAssignment, parameter: InitParameter, sites: [CreationSite], context: LintContext
    ) -> Bool {
        guard let value = assignment.value, PropertyReference(value)?.name == parameter.name,
            value.as(DeclReferenceExprSyntax.self) != nil,
            let type = assignment.initializer.signature.parameterClause.parameters
                .dropFirst(parameter.index).first.map({ typeName($0.type) }),
            context.isClass(type, at: assignment.initializer)
        else { return false }
        return sites.allSatisfy { site in
            guard parameter.index < site.arguments.count, let argument = site.arguments[parameter.index],
                let call = argument.as(FunctionCallExprSyntax.self)
            else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                member.declName.baseName.tokenKind == .keyword(.`init`)
            {
                return true
            }
            return ConstructedType(call)?.name == type
        }
    }

    /// One site per place in the source, in order.
    private static func distinct(_ sites: [CreationSite], context: LintContext) -> [CreationSite] {
        var seen = Set<String>()
        return sites.filter { seen.insert(context.location(of: $0.node).description).inserted }
    }

    /// The properties the view hands out whole as bindings (`$draft`, not `$model.count`):
    /// state it lets a control or a child edit.
    private static func boundProperties(of view: DeclaredView, uses: UseModel) -> Set<String> {
        var names = Set<String>()
        for use in uses.uses[view.type] where use.access == .projection && use.memberOfValue == nil {
            if case .initializer = use.member { continue }
            if use.member == .observer { continue }
            names.insert(use.property)
        }
        return names
    }

    /// The name of a parameter's type, without optionals.
    private static func typeName(_ type: TypeSyntax) -> String {
        var current = type
        while true {
            if let optional = current.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                current = unwrapped.wrappedType
            } else {
                break
            }
        }
        return current.trimmedSource
    }
}
