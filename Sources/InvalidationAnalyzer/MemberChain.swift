package import SwiftSyntax

/// An expression that reads one chain of members from a name: `post.author`,
/// `viewModel.comment.author`, `self.options.filters`.
package enum MemberChain {
    /// The names along the chain, first the name it starts from (`self.` left out, `?` and
    /// `!` looked through); `nil` for any other expression: a call, a subscript, a literal.
    package static func names(in expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil ? [reference.baseName.text] : nil
        }
        if let unwrapped = expression.as(OptionalChainingExprSyntax.self) { return names(in: unwrapped.expression) }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return names(in: unwrapped.expression) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return [member.declName.baseName.text]
        }
        return names(in: base).map { $0 + [member.declName.baseName.text] }
    }

    /// What a chain of members starts from (`item` in `item?.owner.name`, `self.comment` in
    /// `self.comment.author`), `?` and `!` looked through, and whether the chain is that start
    /// alone (no member taken after it).
    package static func start(of expression: ExprSyntax) -> (start: ExprSyntax, isWhole: Bool) {
        var current = expression
        var isWhole = true
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            {
                current = base
                isWhole = false
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return (current, isWhole)
            }
        }
    }
}

extension Analysis {
    /// The stored path a computed property of type `owner` reads when its getter is one
    /// chain of members (`var criteria: Criteria { options.filters }` gives `options`,
    /// `filters`); `nil` for any other property.
    public func storedPath(of property: String, in owner: String) -> [String]? {
        let module = model.module
        guard let id = module.type(named: owner), let index = module.types[id].property(property),
            let getter = module.types[id].properties[index].getter, getter.count == 1, let item = getter.first
        else { return nil }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
        guard let expression, let chain = MemberChain.names(in: expression), chain.count >= 2,
            let first = module.types[id].property(chain[0]), !module.types[id].properties[first].isComputed
        else { return nil }
        return chain
    }
}
