package import SwiftSyntax

/// Where a closure stands in the code: the call it is handed to, and the names it gives
/// its parameters.
package enum ClosureSites {
    /// The call `argument` is handed to, as an argument or a trailing closure.
    package static func call(receiving argument: ExprSyntax) -> FunctionCallExprSyntax? {
        if let labeled = argument.parent?.as(LabeledExprSyntax.self) {
            return labeled.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if let call = argument.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == argument.id {
            return call
        }
        return argument.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The names a closure's signature gives its parameters (`{ item in … }`,
    /// `{ (source, destination) in … }`); none where it has no signature.
    package static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?:
            return Set(parameters.map(\.name.text))
        case .parameterClause(let clause)?:
            return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        default:
            return []
        }
    }
}
