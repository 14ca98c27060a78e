internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Whether a view follows later values of an initializer parameter that a wrapped
/// property's initial value depends on: an `onChange(of:)` or `task(id:)` on a property
/// holding the parameter whose action touches the wrapped property, or an `.id(…)` of
/// the parameter at every place that creates the view.
struct ParameterFollowing {
    /// A `onChange(of:)` or `task(id:)` in the view: the names its value reads and its closures.
    private struct Watcher {
        var watched: Set<String>
        var closures: [ClosureExprSyntax]
    }

    private var watchers: [Watcher] = []
    /// Per method of the view, the names its body refers to.
    private var methodNames: [String: Set<String>] = [:]
    /// Per method of the view, the names it assigns to.
    private var methodAssigns: [String: Set<String>] = [:]
    /// Per stored property with `didSet` or `willSet`: the names those assign to.
    private var observerAssigns: [String: Set<String>] = [:]
    private let sites: [CreationSite]
    private let initializers: [InitializerDeclSyntax]

    /// Collects what `view` watches.
    init(view: DeclaredView, context: LintContext) {
        sites = context.sites(of: view)
        initializers = view.initializers
        for property in view.properties {
            for binding in property.declaration.bindings {
                guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
                for accessor in accessors where accessor.body != nil {
                    observerAssigns[property.name, default: []].formUnion(SyntaxReferences.assignedRoots(in: accessor))
                }
            }
        }
        for member in view.behaviourMembers {
            if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
                methodNames[function.name.text, default: []].formUnion(SyntaxReferences.names(in: body))
                methodAssigns[function.name.text, default: []].formUnion(SyntaxReferences.assignedRoots(in: body))
            }
            for call in member.tokens(viewMode: .sourceAccurate).compactMap(Self.watchingCall) {
                guard let label = SyntaxReferences.calledName(call).flatMap({ SwiftUIKnowledge.watchingModifiers[$0] }),
                    let value = call.arguments.first(where: { $0.label?.text == label }) else { continue }
                watchers.append(
                    Watcher(
                        watched: SyntaxReferences.names(in: value.expression),
                        closures: SyntaxReferences.closures(of: call).map(\.closure)))
            }
        }
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
                    assigns(SyntaxReferences.assignedRoots(in: closure))
                        || SyntaxReferences.names(in: closure).contains { methodAssigns[$0].map(assigns) ?? false }
                }
        }
    }

    /// The `onChange` or `task` call whose name is `token`.
    private static func watchingCall(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard SwiftUIKnowledge.watchingModifiers[token.text] != nil,
            let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else { return nil }
        return call
    }

    /// Whether `closure` refers to `property`, itself or through a method of the view it calls.
    private func touches(_ closure: ClosureExprSyntax, _ property: String) -> Bool {
        let names = SyntaxReferences.names(in: closure)
        if names.contains(property) { return true }
        return names.contains { methodNames[$0]?.contains(property) == true }
    }

    /// The parameters `assignment` depends on that nothing makes the view follow.
    func unfollowedParameters(of assignment: InitAssignment) -> [InitParameter] {
        assignment.parameters.filter { !follows(assignment, $0) }
    }

    private func follows(_ assignment: InitAssignment, _ parameter: InitParameter) -> Bool {
        let holders = Set(assignment.properties(holding: parameter))
        let watched = watchers.contains { watcher in
            !watcher.watched.isDisjoint(with: holders)
                && watcher.closures.contains { touches($0, assignment.property.name) }
        }
        if watched { return true }
        let sites = self.sites(calling: assignment.initializer)
        return !sites.isEmpty && sites.allSatisfy { Self.identityFollows(parameter, at: $0) }
    }

    /// The places that create the view through `initializer` without an `.id(…)` that follows `parameter`.
    func sitesWithoutIdentity(for parameter: InitParameter, in initializer: InitializerDeclSyntax) -> [CreationSite] {
        sites(calling: initializer).filter { !Self.identityFollows(parameter, at: $0) }
    }

    /// The places that may create the view through `initializer`: those the analyzer
    /// matched to it, and those it matched to none.
    func sites(calling initializer: InitializerDeclSyntax) -> [CreationSite] {
        let position = initializers.firstIndex { $0.id == initializer.id }
        return sites.filter { $0.initializer == nil || $0.initializer == position }
    }

    /// Whether an `.id(…)` on the created view (or a view containing it) changes with the
    /// argument passed for `parameter` there.
    private static func identityFollows(_ parameter: InitParameter, at site: CreationSite) -> Bool {
        guard parameter.index < site.arguments.count, let argument = site.arguments[parameter.index] else {
            return false
        }
        let argumentNames = SyntaxReferences.names(in: argument)
        return site.explicitIDs.contains { identity in
            identity.trimmedDescription == argument.trimmedDescription
                || (!argumentNames.isEmpty && !argumentNames.isDisjoint(with: SyntaxReferences.names(in: identity)))
        }
    }
}
