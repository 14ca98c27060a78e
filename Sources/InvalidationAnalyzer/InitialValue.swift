package import SwiftSyntax

/// What the code says of a value a property starts with, and of the uses that read it.
package enum InitialValue {
    /// Whether `expression` is the literal `nil`.
    package static func isNil(_ expression: ExprSyntax) -> Bool {
        expression.is(NilLiteralExprSyntax.self)
    }

    /// Whether `expression`, the initial value of a state of type `type`, is the same each
    /// time the view is created: literals and values built from them and from constants
    /// (`Color.red`, `CGSize(width: 2, height: 2)`, `[1, 2]`, `.zero`). Not so a value that
    /// differs each time (`UUID()`, `Date.now`, ``SwiftUIKnowledge/freshValueTypes``), nor
    /// one a closure or a function computes.
    package static func isSameOnEveryCreation(_ expression: ExprSyntax, type: String?) -> Bool {
        let isSame = { (inner: ExprSyntax) in isSameOnEveryCreation(inner, type: nil) }
        let isFresh = { (name: String?) in name.map(SwiftUIKnowledge.freshValueTypes.contains) ?? false }
        switch expression.as(ExprSyntaxEnum.self) {
        case .booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .nilLiteralExpr, .simpleStringLiteralExpr,
            .declReferenceExpr:
            return true
        case .stringLiteralExpr(let literal):
            return literal.segments.allSatisfy { segment in
                segment.as(ExpressionSegmentSyntax.self).map { $0.expressions.allSatisfy { isSame($0.expression) } } ?? true
            }
        case .prefixOperatorExpr(let prefix):
            return isSame(prefix.expression)
        case .arrayExpr(let array):
            return array.elements.allSatisfy { isSame($0.expression) }
        case .tupleExpr(let tuple):
            return tuple.elements.allSatisfy { isSame($0.expression) }
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { isSame($0.key) && isSame($0.value) }
        case .memberAccessExpr(let member):
            guard let base = member.base else { return !isFresh(type) }
            return !isFresh(base.as(DeclReferenceExprSyntax.self)?.baseName.text) && isSame(base)
        case .functionCallExpr(let call):
            guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                call.arguments.allSatisfy({ isSame($0.expression) })
            else { return false }
            let callee = call.calledExpression
            if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) { return true }
            if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
                return !isFresh(type)
            }
            guard let created = ConstructedType(call)?.name else { return false }
            return !isFresh(created)
        default:
            return false
        }
    }

    /// The use `read` as written up to its first call, when it goes through `?`: `proxy?.scrollTo(…)`.
    package static func optionalChain(_ read: Syntax) -> String? {
        guard let expression = read.as(ExprSyntax.self) else { return nil }
        let path = PropertyUse.accessPath(of: expression)
        guard path.contains(where: { $0.is(OptionalChainingExprSyntax.self) }) else { return nil }
        var text = expression.trimmedSource
        for step in path.dropFirst() {
            if step.is(OptionalChainingExprSyntax.self) {
                text += "?"
            } else if step.is(ForceUnwrapExprSyntax.self) {
                text += "!"
            } else if let member = step.as(MemberAccessExprSyntax.self) {
                text += "." + member.declName.baseName.text
            } else if step.is(SubscriptCallExprSyntax.self) {
                text += "[…]"
            } else if let call = step.as(FunctionCallExprSyntax.self) {
                text += call.arguments.isEmpty && call.trailingClosure == nil ? "()" : "(…)"
            }
        }
        return text
    }
}
