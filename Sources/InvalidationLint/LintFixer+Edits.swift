internal import SwiftSyntax
import InvalidationAnalyzer

extension LintFixer {
    /// Replaces the wrapper's attribute by `replacement`; an empty one deletes it with the
    /// space after it.
    static func replaceWrapper(
        _ property: DeclaredProperty, with message: String, by replacement: String, context: LintContext
    ) -> LintDiagnostic.FixIt {
        guard let attribute = property.wrapperAttribute else { return .init(message: message, edits: []) }
        let end =
            replacement.isEmpty
            ? attribute.nextToken(viewMode: .sourceAccurate).map { context.location(of: $0) }
                ?? context.endLocation(of: attribute)
            : context.endLocation(of: attribute)
        return .init(
            message: message, edits: [.init(start: context.location(of: attribute), end: end, replacement: replacement)])
    }

    /// Replaces the access modifier with `private`, or inserts `private` before the first modifier or `var`.
    static func markPrivate(_ declaration: VariableDeclSyntax, context: LintContext) -> LintDiagnostic.FixIt {
        let access: Set<TokenKind> = [
            .keyword(.public), .keyword(.internal), .keyword(.open), .keyword(.package), .keyword(.private),
            .keyword(.fileprivate),
        ]
        let edit: LintDiagnostic.Edit
        if let modifier = declaration.modifiers.first(where: { access.contains($0.name.tokenKind) }) {
            edit = .init(
                start: context.location(of: modifier), end: context.endLocation(of: modifier), replacement: "private")
        } else {
            // Before the first attribute that is not the wrapper's, or the first modifier, or `var`.
            let place = declaration.modifiers.first.map { context.location(of: $0) }
                ?? context.location(of: declaration.bindingSpecifier)
            edit = .init(start: place, end: place, replacement: "private ")
        }
        return .init(message: "Mark the property private", edits: [edit])
    }
}
