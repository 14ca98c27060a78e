package import SwiftSyntax

/// The type a call constructs, as the call spells it: `T(…)`, `T<U>(…)`, `T.init(…)`,
/// `Outer.Inner(…)`, `Outer.Inner.init(…)`, `SwiftUI.Text(…)`. The one place that decides
/// which calls name the type they construct, and which type.
///
/// `.init(…)` names none: its type is the one the context expects. Nor does a call of a
/// function or a method (`makeStore()`, `Store.make()`, `store.Inner()`): a type is told
/// from them by its case, every component of its path starting with an uppercase letter,
/// as Swift's naming conventions have it.
package struct ConstructedType: Hashable, Sendable {
    /// The components of the type's path as written, without generic arguments:
    /// `["Outer", "Inner"]` for `Outer.Inner(…)`, `["SwiftUI", "Text"]` for `SwiftUI.Text(…)`.
    package var path: [String]

    /// The type's own name: the last component of its path (`Inner`, `Text`).
    package var name: String { path[path.count - 1] }

    /// The path as written, with its dots (`Outer.Inner`): the name to look the type up by
    /// from where the call is.
    package var qualifiedName: String { path.joined(separator: ".") }

    /// The type `call` constructs, or `nil` where the call names none.
    package init?(_ call: FunctionCallExprSyntax) {
        guard let path = Self.path(of: call.calledExpression, initializer: true) else { return nil }
        self.path = path
    }

    /// Whether `call` builds a value of a type: `Type(…)`, `Type<…>(…)`, `Type.init(…)` or
    /// `.init(…)`, whose type the context gives.
    package static func isCreation(_ call: FunctionCallExprSyntax) -> Bool {
        if ConstructedType(call) != nil { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.tokenKind == .keyword(.`init`)
    }

    /// The path `callee` spells; with `initializer`, `.init` may end it.
    private static func path(of callee: ExprSyntax, initializer: Bool) -> [String]? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return isTypeName(name) ? [name] : nil
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            return path(of: generic.expression, initializer: false)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if member.declName.baseName.tokenKind == .keyword(.`init`) {
            return initializer ? path(of: base, initializer: false) : nil
        }
        let name = member.declName.baseName.text
        guard isTypeName(name), let outer = path(of: base, initializer: false) else { return nil }
        return outer + [name]
    }

    private static func isTypeName(_ name: String) -> Bool {
        name.first?.isUppercase == true
    }
}
