internal import SwiftSyntax

/// The environment values that key paths in code name: `\EnvironmentValues.settings`
/// (followed by any path) and, as the argument of `Environment(…)`, `\.colorScheme`, each
/// as a key (`\.settings`).
final class EnvironmentKeyPathFinder: SyntaxVisitor {
    private var keys: [String] = []

    static func keys(in node: Syntax) -> [String] {
        let finder = EnvironmentKeyPathFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.keys
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        let rootName = node.root?.as(IdentifierTypeSyntax.self)?.name.text
        let isEnvironmentArgument =
            node.root == nil
            && node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression
                .as(DeclReferenceExprSyntax.self)?.baseName.text == SwiftUIKnowledge.environmentType
        guard rootName == SwiftUIKnowledge.environmentValuesType || isEnvironmentArgument,
            case .property(let named)? = node.components.first?.component
        else { return .skipChildren }
        keys.append("\\." + named.declName.baseName.text)
        return .skipChildren
    }
}
