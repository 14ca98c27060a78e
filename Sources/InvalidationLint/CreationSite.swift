import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// A place where a body creates a view, as `RoomView(name: room)`, with the `.id(…)`
/// modifier applied to it there, if any.
struct CreationSite {
    /// The file.
    var source: LintSource
    /// The call that creates the view.
    var call: FunctionCallExprSyntax
    /// The argument of an `.id(…)` applied to the created view.
    var identity: ExprSyntax?

    /// The argument passed for `parameter`: by label, or for an unlabeled parameter by position.
    func argument(for parameter: InitParameter) -> ExprSyntax? {
        if let label = parameter.label { return call.arguments.first { $0.label?.text == label }?.expression }
        let arguments = Array(call.arguments)
        guard parameter.index < arguments.count, arguments[parameter.index].label == nil else { return nil }
        return arguments[parameter.index].expression
    }

    /// Whether the `.id(…)` here changes with the argument passed for `parameter`.
    func identityFollows(_ parameter: InitParameter) -> Bool {
        guard let identity, let argument = argument(for: parameter) else { return false }
        if identity.trimmedDescription == argument.trimmedDescription { return true }
        let names = SyntaxReferences.names(in: argument)
        return !names.isEmpty && !names.isDisjoint(with: SyntaxReferences.names(in: identity))
    }

    /// Whether the call's arguments fit `initializer`: each argument, in order, fills the
    /// next parameter with its label (a trailing closure the next parameter whatever its
    /// label), skipping only parameters with a default value, and every parameter left
    /// over has one.
    func fits(_ initializer: InitializerDeclSyntax) -> Bool {
        let parameters = initializer.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
             hasDefault: parameter.defaultValue != nil)
        }
        var arguments: [(label: String?, isTrailing: Bool)] = call.arguments.map { ($0.label?.text, false) }
        if call.trailingClosure != nil { arguments.append((nil, true)) }
        arguments += call.additionalTrailingClosures.map { ($0.label.text, true) }
        var next = 0
        for argument in arguments {
            while next < parameters.count, !(argument.isTrailing || parameters[next].label == argument.label) {
                guard parameters[next].hasDefault else { return false }
                next += 1
            }
            guard next < parameters.count else { return false }
            next += 1
        }
        return parameters[next...].allSatisfy(\.hasDefault)
    }

    /// The places in `source` that create one of the types in `names` (by simple name).
    static func find(in source: LintSource, creating names: Set<String>) -> [String: [CreationSite]] {
        let finder = CreationFinder(names: names)
        finder.walk(source.tree)
        var sites: [String: [CreationSite]] = [:]
        for (name, call) in finder.calls {
            let identity = SyntaxReferences.modifierCalls(of: ExprSyntax(call))
                .last { SyntaxReferences.calledName($0) == "id" }?.arguments.first?.expression
            sites[name, default: []].append(CreationSite(source: source, call: call, identity: identity))
        }
        return sites
    }
}

private final class CreationFinder: SyntaxVisitor {
    let names: Set<String>
    var calls: [(String, FunctionCallExprSyntax)] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = SyntaxReferences.createdType(by: node), names.contains(type) { calls.append((type, node)) }
        return .visitChildren
    }

    // A preview creates the view for the canvas only: the app never passes its later
    // values there, so it neither needs an `.id(…)` nor counts against the places that have one.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { skipping(node.inheritanceClause) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { skipping(node.inheritanceClause) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { skipping(node.inheritanceClause) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { skipping(node.inheritanceClause) }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftUIKnowledge.previewMacros.contains(node.macroName.text) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftUIKnowledge.previewMacros.contains(node.macroName.text) ? .skipChildren : .visitChildren
    }

    /// Skips a declaration that conforms to a preview protocol (`PreviewProvider`).
    private func skipping(_ inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        let conformances = inheritance?.inheritedTypes.map {
            $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        } ?? []
        return conformances.contains(where: SwiftUIKnowledge.previewProtocols.contains) ? .skipChildren : .visitChildren
    }
}
