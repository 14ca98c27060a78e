internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// How a view's body, computed properties and the methods its body calls use one of
/// its properties.
struct PropertyUses {
    /// Uses evaluated while the body is: the body reads the property.
    var reads: [ExprSyntax] = []
    /// The property itself handed to a view the body creates, or to `.environmentObject(_:)`.
    var handedOver: [ExprSyntax] = []
    /// Uses in closures that run later (actions), in methods the body does not call, and in
    /// the `willSet`/`didSet` observers of stored properties.
    var later: [ExprSyntax] = []

    /// Whether the property appears nowhere after construction.
    var isUnused: Bool { reads.isEmpty && handedOver.isEmpty && later.isEmpty }

    /// The uses of each of `names` in `view`; `index` holds its references when given.
    static func find(
        _ names: Set<String>, in view: DeclaredView, index: ViewReferences? = nil
    ) -> [String: PropertyUses] {
        let members = view.behaviourMembers
        var functions: [String: FunctionDeclSyntax] = [:]
        var duringRoots: [Syntax] = []
        for member in members {
            if let function = member.as(FunctionDeclSyntax.self), function.name.text != view.bodyMethod {
                functions[function.name.text] = function
            } else {
                duringRoots.append(Syntax(member))
            }
        }
        var later = Set<SyntaxIdentifier>()
        for member in members { later.formUnion(LaterClosures.find(in: member)) }

        // Methods called while the body is evaluated count as the body.
        var duringFunctions = Set<String>()
        var pending = duringRoots
        while let root = pending.popLast() {
            for (name, expression) in index.references(in: root, of: view)
            where functions[name] != nil && !isInside(expression, later) && duringFunctions.insert(name).inserted {
                pending.append(Syntax(functions[name]!))
            }
        }

        var uses: [String: PropertyUses] = [:]
        for member in members {
            let memberIsLater =
                member.as(FunctionDeclSyntax.self).map {
                    $0.name.text != view.bodyMethod && !duringFunctions.contains($0.name.text)
                } ?? false
            for (name, expression) in index.references(in: member, of: view) where names.contains(name) {
                if memberIsLater || isInside(expression, later) {
                    uses[name, default: PropertyUses()].later.append(expression)
                } else if isHandedOver(expression) {
                    uses[name, default: PropertyUses()].handedOver.append(expression)
                } else {
                    uses[name, default: PropertyUses()].reads.append(expression)
                }
            }
        }
        for observer in view.propertyObservers {
            for (name, expression) in index.references(in: observer, of: view) where names.contains(name) {
                uses[name, default: PropertyUses()].later.append(expression)
            }
        }
        return uses
    }

    private static func isInside(_ expression: ExprSyntax, _ closures: Set<SyntaxIdentifier>) -> Bool {
        var current = expression.parent
        while let node = current {
            if closures.contains(node.id) { return true }
            if node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Whether `expression` (without `$`) is a whole argument of a view creation or of `environmentObject`.
    private static func isHandedOver(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") { return false }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("$") { return false }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return SyntaxReferences.createdType(by: call) != nil || SyntaxReferences.calledName(call) == SwiftUIKnowledge.environmentObjectModifier
    }
}
