import SwiftSyntax
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
    private let sites: [CreationSite]
    private let initializers: [InitializerDeclSyntax]

    /// Collects what `view` watches.
    init(view: ViewDeclaration, context: LintContext) {
        sites = context.creations[view.simpleName] ?? []
        initializers = view.initializers
        for member in context.behaviourMembers(of: view) {
            if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
                methodNames[function.name.text, default: []].formUnion(SyntaxReferences.names(in: body))
            }
            for call in member.tokens(viewMode: .sourceAccurate).compactMap(Self.watchingCall) {
                let label = SyntaxReferences.calledName(call) == "onChange" ? "of" : "id"
                guard let value = call.arguments.first(where: { $0.label?.text == label }) else { continue }
                watchers.append(
                    Watcher(
                        watched: SyntaxReferences.names(in: value.expression),
                        closures: SyntaxReferences.closures(of: call).map(\.closure)))
            }
        }
    }

    /// The `onChange` or `task` call whose name is `token`.
    private static func watchingCall(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard token.text == "onChange" || token.text == "task",
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
        return !sites.isEmpty && sites.allSatisfy { $0.identityFollows(parameter) }
    }

    /// The places that create the view through `initializer` without an `.id(…)` that follows `parameter`.
    func sitesWithoutIdentity(for parameter: InitParameter, in initializer: InitializerDeclSyntax) -> [CreationSite] {
        sites(calling: initializer).filter { !$0.identityFollows(parameter) }
    }

    /// The places that may create the view through `initializer`: all but those whose
    /// arguments fit only other initializers of the view (`Detail(id:)` when the state is
    /// set in `init(item:)`).
    private func sites(calling initializer: InitializerDeclSyntax) -> [CreationSite] {
        guard initializers.count > 1 else { return sites }
        return sites.filter { site in
            site.fits(initializer) || !initializers.contains { $0.id != initializer.id && site.fits($0) }
        }
    }
}
