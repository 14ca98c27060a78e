internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Small questions about expressions that several rules ask.
enum SyntaxReferences {
    /// The property a reference names (`x`, `$x`, `_x`, `self.x`, `self.$x`, `self._x`), by
    /// the analyzer's decision (``PropertyReference``); `nil` for other expressions.
    /// - Parameter declares: Whether the view whose code holds `expression` declares a
    ///   property of that exact name: `_x` names `x` only where it declares no `_x`.
    static func property(of expression: ExprSyntax, declares: (String) -> Bool = { _ in false }) -> PropertyReference? {
        PropertyReference(expression, declares: declares)
    }

    /// The name of the type a call creates, by the analyzer's decision (``ConstructedType``):
    /// `T` for `T(…)`, `T<U>(…)`, `Module.T(…)`, `Outer.T(…)` and `T.init(…)`; `nil` for other calls.
    static func createdType(by call: FunctionCallExprSyntax) -> String? {
        ConstructedType(call)?.name
    }

    /// Whether `call` builds a value of a type: `Type(…)`, `Type<…>(…)`, `Type.init(…)` or
    /// `.init(…)`.
    static func isCreation(_ call: FunctionCallExprSyntax) -> Bool {
        ConstructedType.isCreation(call)
    }

    /// The value given to a property wrapper's initializer, as `e` in `State(initialValue: e)`,
    /// `StateObject(wrappedValue: e)`, `.init(wrappedValue: e)` or `State<T>(initialValue: e)`;
    /// `nil` when `expression` is no such call.
    static func wrappedValue(in expression: ExprSyntax, wrappers: Set<String>) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first
        else { return nil }
        let label = argument.label?.text
        guard label.map(SwiftUIKnowledge.wrapperValueLabels.contains) ?? (call.trailingClosure == nil) else {
            return nil
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.tokenKind == .keyword(.`init`)
        {
            return argument.expression
        }
        guard let type = createdType(by: call), wrappers.contains(type) else { return nil }
        return argument.expression
    }

    /// The name of a call's function: `f` in `f(…)`, `a.f(…)` and `.f(…)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
            let reference = generic.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text
        }
        return nil
    }

    /// The closures given to a call, with their argument labels: labeled closure arguments,
    /// the trailing closure (label `nil`) and the additional trailing closures.
    static func closures(of call: FunctionCallExprSyntax) -> [(label: String?, closure: ClosureExprSyntax)] {
        var found: [(String?, ClosureExprSyntax)] = []
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { found.append((argument.label?.text, closure)) }
        }
        if let trailing = call.trailingClosure { found.append((nil, trailing)) }
        for extra in call.additionalTrailingClosures { found.append((extra.label.text, extra.closure)) }
        return found
    }
}
