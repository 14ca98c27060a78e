import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// A stored property of a view with the property wrapper it is declared with.
struct ViewProperty {
    /// The property's name.
    var name: String
    /// The first attribute, as `State` for `@State` or `@SwiftUI.State`; `nil` without one.
    var wrapper: String?
    /// The declaration holding it.
    var declaration: VariableDeclSyntax
    /// The name's token, the spot rules about the property flag.
    var nameToken: TokenSyntax
    /// The declared type as written, without `?`, if annotated.
    var typeName: String?
    /// The value it is given where it is declared.
    var initializer: ExprSyntax?

    /// Whether it is `private` or `fileprivate` (not `private(set)`).
    var isPrivate: Bool {
        declaration.modifiers.contains { modifier in
            let kind = modifier.name.tokenKind
            return (kind == .keyword(.private) || kind == .keyword(.fileprivate)) && modifier.detail == nil
        }
    }

    /// The attribute that names the wrapper.
    var wrapperAttribute: AttributeSyntax? {
        for element in declaration.attributes {
            if case .attribute(let attribute) = element { return attribute }
        }
        return nil
    }
}

/// A struct that conforms to `View`, with its stored properties and initializers.
struct ViewDeclaration {
    /// The name, qualified by enclosing types (`Outer.Inner`).
    var name: String
    /// The declaration.
    var declaration: StructDeclSyntax
    /// Its stored properties, in order.
    var properties: [ViewProperty]
    /// Its explicit initializers.
    var initializers: [InitializerDeclSyntax]

    /// The unqualified name, as the type is spelled where it is created.
    var simpleName: String { declaration.name.text }

    /// The property named `name`.
    func property(named name: String) -> ViewProperty? {
        properties.first { $0.name == name }
    }

    /// Members other than initializers and stored properties' declarations: the body,
    /// computed properties and methods.
    var behaviourMembers: [DeclSyntax] {
        declaration.memberBlock.members.compactMap { item in
            let decl = item.decl
            if decl.is(InitializerDeclSyntax.self) { return nil }
            if let variable = decl.as(VariableDeclSyntax.self),
                variable.bindings.allSatisfy({ $0.accessorBlock == nil })
            {
                return nil
            }
            return decl
        }
    }

    init?(_ declaration: StructDeclSyntax, qualifiedName: String, conformsElsewhere: Bool) {
        let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard conformsElsewhere || inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) else { return nil }
        self.name = qualifiedName
        self.declaration = declaration
        var properties: [ViewProperty] = []
        var initializers: [InitializerDeclSyntax] = []
        for item in declaration.memberBlock.members {
            if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
                continue
            }
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            var wrapper: String?
            for element in variable.attributes {
                if case .attribute(let attribute) = element {
                    let name = attribute.attributeName.trimmedDescription
                    wrapper = name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
                    break
                }
            }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                var typeName = binding.typeAnnotation?.type
                while let inner = typeName?.as(OptionalTypeSyntax.self)?.wrappedType
                    ?? typeName?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                {
                    typeName = inner
                }
                properties.append(
                    ViewProperty(
                        name: pattern.identifier.text, wrapper: wrapper, declaration: variable,
                        nameToken: pattern.identifier, typeName: typeName?.trimmedDescription,
                        initializer: binding.initializer?.value))
            }
        }
        self.properties = properties
        self.initializers = initializers
    }
}
