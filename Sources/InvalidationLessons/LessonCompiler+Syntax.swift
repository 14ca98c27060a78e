import Invalidation
internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// The shapes of syntax that a lesson program's constructs have.
extension LessonCompiler {
    /// What a declaration declares, in the plural, for messages.
    static func kind(of declaration: DeclSyntax) -> String {
        switch declaration.kind {
        case .functionDecl: "function declarations"
        case .structDecl: "struct declarations"
        case .classDecl: "class declarations"
        case .enumDecl: "enum declarations"
        case .actorDecl: "actor declarations"
        case .protocolDecl: "protocol declarations"
        case .extensionDecl: "extensions"
        case .typeAliasDecl: "type aliases"
        case .ifConfigDecl: "'#if' blocks"
        case .macroExpansionDecl: "macros"
        default: "declarations like this one"
        }
    }

    /// The argument labels of a call, `nil` for an unlabeled one.
    static func labels(of call: FunctionCallExprSyntax) -> [String?] {
        call.arguments.map { $0.label?.text }
    }

    /// Labels as Swift spells them in a function's name: `_:key:`.
    static func signature(_ labels: [String?]) -> String {
        labels.map { ($0 ?? "_") + ":" }.joined()
    }

    /// The type a variable's annotation names.
    func annotatedType(_ type: TypeSyntax) throws(InvalidationError) -> LessonType {
        guard let spelling = Self.spelling(of: type), let annotated = LessonType(spelling: spelling) else {
            throw error(
                "the type '\(type.trimmedDescription)' is not supported in a lesson program; it annotates variables "
                    + "with [String: Storage], ViewNode, [ViewNode], ViewTree, [Recompute] or [[Recompute]]",
                at: type)
        }
        return annotated
    }

    /// The type written in sugared form (`Array<T>` as `[T]`), without module names.
    static func spelling(of type: TypeSyntax) -> String? {
        if let array = type.as(ArrayTypeSyntax.self) {
            return spelling(of: array.element).map { "[\($0)]" }
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            guard let key = spelling(of: dictionary.key), let value = spelling(of: dictionary.value) else {
                return nil
            }
            return "[\(key): \(value)]"
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            guard let clause = identifier.genericArgumentClause else { return name }
            var arguments: [String] = []
            for argument in clause.arguments {
                guard case .type(let argumentType) = argument.argument, let spelled = spelling(of: argumentType) else {
                    return nil
                }
                arguments.append(spelled)
            }
            switch (name, arguments.count) {
            case ("Array", 1): return "[\(arguments[0])]"
            case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
            default: return nil
            }
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
            let base = member.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
            base.name.text == "Invalidation" || base.name.text == "Swift"
        {
            return member.name.text
        }
        return nil
    }

    /// `[]` or `[:]`.
    static func isEmptyCollectionLiteral(_ expression: ExprSyntax) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .colon = dictionary.content { return true }
        return false
    }

    /// `Storage`, as the base of a storage case.
    static func isStorageType(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Storage"
    }

    /// Whether a storage value is written with its type, as in `Storage.state(owner:)`.
    static func namesStorageType(_ expression: ExprSyntax) -> Bool {
        let member = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            ?? expression.as(MemberAccessExprSyntax.self)
        return member?.base.map(isStorageType) ?? false
    }

    /// `Set` or `Set<String>`.
    static func isSetType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Set" }
        guard let specialized = expression.as(GenericSpecializationExprSyntax.self),
            specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set",
            specialized.genericArgumentClause.arguments.count == 1,
            let argument = specialized.genericArgumentClause.arguments.first,
            case .type(let type) = argument.argument
        else { return false }
        return spelling(of: type) == "String"
    }

    /// `{ $0 }`.
    static func isIdentityClosure(_ expression: ExprSyntax) -> Bool {
        guard let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil,
            closure.statements.count == 1, let statement = closure.statements.first,
            case .expr(let body) = statement.item
        else { return false }
        return body.as(DeclReferenceExprSyntax.self)?.baseName.text == "$0"
    }

    /// `\.self`.
    static func isSelfKeyPath(_ expression: ExprSyntax) -> Bool {
        expression.as(KeyPathExprSyntax.self)?.trimmedDescription == "\\.self"
    }
}
