package import SwiftSyntax

/// What a call is made of, as written: the name it calls, its arguments with the trailing
/// closures among them, and the value a property wrapper's initializer is given. The one
/// place each of these is read from a call.
package enum CallShape {
    /// The name a call calls: `f` in `f(…)` and `f<T>(…)`, `m` in `a.m(…)` and in the
    /// implicit member `.m(…)`; `nil` for a closure called in place or a subscript.
    package static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Every argument of a call in order, its trailing closures last: the first without a
    /// label, the others with theirs.
    package static func arguments(of call: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        var list: [(label: String?, expression: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
        if let trailing = call.trailingClosure { list.append((nil, ExprSyntax(trailing))) }
        for additional in call.additionalTrailingClosures {
            list.append((additional.label.text, ExprSyntax(additional.closure)))
        }
        return list
    }

    /// The closures given to a call, with their labels: closure arguments, then the
    /// trailing closures.
    package static func closures(of call: FunctionCallExprSyntax) -> [(label: String?, closure: ClosureExprSyntax)] {
        arguments(of: call).compactMap { argument in
            argument.expression.as(ClosureExprSyntax.self).map { (argument.label, $0) }
        }
    }

    /// The value a property wrapper's initializer is given: `e` in `State(initialValue: e)`,
    /// `StateObject(wrappedValue: e)`, `.init(wrappedValue: e)`, `State<T>(initialValue: e)`;
    /// `nil` where `expression` is no such call.
    ///
    /// - Parameter wrappers: The wrappers the call may build. With a set, the call must
    ///   build one of them (or be `.init(…)`), and an unlabelled argument counts too
    ///   (`State(e)`); with `nil`, any call whose one argument is labelled `initialValue` or
    ///   `wrappedValue` does.
    package static func wrappedValue(in expression: ExprSyntax, wrappers: Set<String>? = nil) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first
        else { return nil }
        let label = argument.label?.text
        guard let wrappers else {
            return label.map(SwiftUIKnowledge.wrapperValueLabels.contains) == true ? argument.expression : nil
        }
        guard label.map(SwiftUIKnowledge.wrapperValueLabels.contains) ?? (call.trailingClosure == nil) else {
            return nil
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.tokenKind == .keyword(.`init`)
        {
            return argument.expression
        }
        guard let type = ConstructedType(call)?.name, wrappers.contains(type) else { return nil }
        return argument.expression
    }
}
