package import SwiftSyntax

/// The values locals are given in the code around a place.
package enum LocalValue {
    /// The value a local `name` is given before `node`, in the code of the member around it:
    /// `let name = …`, `var name = …`, `guard let name = …`, or `if let name = …` around `node`.
    package static func definition(of name: String, before node: Syntax) -> ExprSyntax? {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list.reversed() where item.position < current.position {
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings
                        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            return binding.initializer?.value
                        }
                    } else if let guardStatement = item.item.as(GuardStmtSyntax.self),
                        let value = boundValue(of: name, in: guardStatement.conditions)
                    {
                        return value
                    }
                }
            } else if let conditional = parent.as(IfExprSyntax.self), conditional.body.id == current.id,
                let value = boundValue(of: name, in: conditional.conditions)
            {
                return value
            }
            current = parent
        }
        return nil
    }

    private static func boundValue(of name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            return binding.initializer?.value
        }
        return nil
    }

    /// Whether `value` builds a new value of a type (`Model(…)`, `.init(…)`), in place or
    /// in a local defined just before (`let model = Model(log: log)`).
    package static func buildsValue(_ value: ExprSyntax) -> Bool {
        if let reference = value.as(DeclReferenceExprSyntax.self),
            let local = definition(of: reference.baseName.text, before: Syntax(value))
        {
            return buildsValue(local)
        }
        return value.as(FunctionCallExprSyntax.self).map(ConstructedType.isCreation) ?? false
    }
}
