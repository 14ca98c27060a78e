package import SwiftSyntax

/// An expression that names a property of `self`: `x`, `self.x`, `$x`, `self.$x`, `_x` or
/// `self._x`. The one place that decides which property such a spelling names.
///
/// `$x` names `x` through its projection (a property wrapper's `projectedValue`, a
/// binding for `@State`). `_x` names `x`'s wrapper storage only where the type declares no
/// property spelled `_x` itself: a type may declare `private var _cache` next to `cache`.
package struct PropertyReference: Hashable, Sendable {
    /// How the reference reaches the property.
    package enum Access: Hashable, Sendable {
        /// `x` or `self.x`: the value.
        case value
        /// `$x`: the projected value (a binding, for `@State` and `@Binding`).
        case projection
        /// `_x`: the property wrapper itself.
        case storage
    }

    /// The property's name, without `$` or `_`.
    package var name: String
    /// How the spelling reaches it.
    package var access: Access
    /// Whether it is spelled through `self.`.
    package var isQualified: Bool

    package init(name: String, access: Access, isQualified: Bool = false) {
        self.name = name
        self.access = access
        self.isQualified = isQualified
    }

    /// The property `text` names, for a type that declares a property named `name` exactly
    /// when `declares(name)`.
    /// - Parameters:
    ///   - text: The identifier as spelled: `x`, `$x` or `_x`.
    ///   - declares: Whether the type declares a property of that exact name. Without it,
    ///     `_x` is taken as `x`'s storage.
    package static func named(_ text: String, declares: (String) -> Bool = { _ in false }) -> PropertyReference {
        guard text.count > 1, let first = text.first else { return PropertyReference(name: text, access: .value) }
        if first == "$" { return PropertyReference(name: String(text.dropFirst()), access: .projection) }
        if first == "_", !declares(text) { return PropertyReference(name: String(text.dropFirst()), access: .storage) }
        return PropertyReference(name: text, access: .value)
    }

    /// The property `expression` names, or `nil` where it is no plain name and no member
    /// of `self`: `b` in `a.b`, a call, a literal.
    /// - Parameter declares: as for ``named(_:declares:)``.
    package init?(_ expression: ExprSyntax, declares: (String) -> Bool = { _ in false }) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                return nil
            }
            guard Self.namesAProperty(reference.baseName) else { return nil }
            self = Self.named(reference.baseName.text, declares: declares)
            return
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.isSelf(base),
            Self.namesAProperty(member.declName.baseName)
        {
            self = Self.named(member.declName.baseName.text, declares: declares)
            isQualified = true
            return
        }
        return nil
    }

    /// Whether `base` is `self`, `self?` (in a closure that holds it weakly) or `self!`.
    private static func isSelf(_ base: ExprSyntax) -> Bool {
        var base = base
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether a name token can name a property: an identifier the parser did not have to supply.
    private static func namesAProperty(_ token: TokenSyntax) -> Bool {
        guard token.presence == .present else { return false }
        switch token.tokenKind {
        case .identifier, .dollarIdentifier: return true
        default: return false
        }
    }
}
