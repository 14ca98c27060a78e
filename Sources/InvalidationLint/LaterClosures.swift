internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Which closures SwiftUI runs later, in response to an event, rather than while the
/// body is evaluated: what such a closure reads is not read by the body.
///
/// Closures of calls not listed here count as run during the body, so uses there count as
/// reads: an unknown call makes a rule about unread values stay quiet, never fire.
enum LaterClosures {
    /// The closures in `node` that run later, or only to build views shown on demand,
    /// by syntax identity, as ``SwiftUIKnowledge/calls`` times them.
    static func find(in node: some SyntaxProtocol) -> Set<SyntaxIdentifier> {
        var found = Set<SyntaxIdentifier>()
        for call in node.tokens(viewMode: .sourceAccurate).compactMap(callNamed) {
            guard let rule = rule(of: call) else { continue }
            let closures = SyntaxReferences.closures(of: call)
            let givenLabels = Set(closures.compactMap(\.label))
            var unlabeledIndex = 0
            for (label, closure) in closures {
                let timing = rule.timing(forLabel: label, unlabeledIndex: unlabeledIndex, givenLabels: givenLabels)
                if label == nil { unlabeledIndex += 1 }
                if timing == .later || timing == .deferred { found.insert(closure.id) }
            }
        }
        return found
    }

    /// The knowledge table's rule for `call`, by its function's name.
    private static func rule(of call: FunctionCallExprSyntax) -> CallRule? {
        guard let name = SyntaxReferences.calledName(call) else { return nil }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else {
            return SwiftUIKnowledge.calls[name]
        }
        let labels =
            call.arguments.map { $0.label?.text } + (call.trailingClosure == nil ? [] : [nil])
            + call.additionalTrailingClosures.map { $0.label.text }
        return SwiftUIKnowledge.implicitMemberRule(name, labels: labels)
    }

    /// The call whose function name is `token`.
    private static func callNamed(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            callee = Syntax(member)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else {
            return nil
        }
        return call
    }
}
