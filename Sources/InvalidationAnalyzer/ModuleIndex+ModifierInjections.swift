import Invalidation
internal import SwiftSyntax

extension ModuleIndex {
    /// What the custom `ViewModifier` of type `id` puts in the environment of the content it
    /// is given: each `.environment(_:)` or `.environmentObject(_:)` its `body(content:)`
    /// applies to `content` (`content.environment(haptics)`, also further down the chain),
    /// by the object's module type (a property of the modifier, a new object;
    /// ``ViewGraph/unknownEntry`` where the source does not tell it) or by key
    /// (`.environment(\.accent, accent)`).
    func contentInjections(of id: Int) -> [String] {
        let info = types[id]
        var entries: [String] = []
        for function in info.methods[SwiftUIKnowledge.modifierBodyName] ?? [] where function.parameters.count == 1 {
            guard let body = function.body else { continue }
            let content = function.parameters[0].name
            for token in body.tokens(viewMode: .sourceAccurate) {
                guard token.text == SwiftUIKnowledge.environmentModifier || token.text == SwiftUIKnowledge.environmentObjectModifier,
                    let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                    let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                    Self.chainStarts(at: member.base, with: content),
                    let entry = injectedEntry(call, in: id, scope: function.scope, file: function.place.file),
                    !entries.contains(entry)
                else { continue }
                entries.append(entry)
            }
        }
        return entries
    }

    /// Whether the chain `base` ends in starts with the name `name` (`content`,
    /// `content.padding()`, `content.onAppear { … }.padding()`, modifiers in an `#if` too).
    private static func chainStarts(at base: ExprSyntax?, with name: String) -> Bool {
        var current = base
        for _ in 0..<64 {
            guard let expression = current else { return false }
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let conditional = expression.as(PostfixIfConfigExprSyntax.self) {
                // `content #if os(iOS) .sheet { … } #endif .environmentObject(state)`.
                current = conditional.base
            } else {
                return false
            }
        }
        return false
    }

    /// The entry `call`, an environment modifier in the code of type `id`, puts there.
    private func injectedEntry(_ call: FunctionCallExprSyntax, in id: Int, scope: String?, file: Int32) -> String? {
        let arguments = Array(call.arguments)
        if arguments.count == 2, let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
            keyPath.components.count == 1, case .property(let property) = keyPath.components.first?.component
        {
            return "\\." + property.declName.baseName.text
        }
        guard arguments.count == 1, arguments[0].label == nil, arguments[0].expression.kind != .keyPathExpr else {
            return nil
        }
        let value = arguments[0].expression
        if let reference = PropertyReference(value), reference.access == .value, let index = types[id].property(reference.name) {
            return types[id].propertyTypes[index].map { types[$0.id].name } ?? ViewGraph.unknownEntry
        }
        return typeNamed(by: value, scope: scope, file: file).map { types[$0.id].name } ?? ViewGraph.unknownEntry
    }
}
