internal import SwiftSyntax
import InvalidationAnalyzer

/// Finds `onChange(of:initial:)`, `task(id:)`, `task` and `onAppear` in a view's code
/// and the slots each one writes, following the view's methods it calls three levels deep.
final class ActionScanner: SyntaxVisitor {
    private let slots: [String: SlotWrapper]
    private let classNames: Set<String>
    /// Whether the view declares a property of a name.
    private let declares: (String) -> Bool
    private let methods: [String: CodeBlockSyntax]
    private(set) var actions: [ActionFacts] = []

    init(
        slots: [String: SlotWrapper], classNames: Set<String>, declares: @escaping (String) -> Bool,
        methods: [String: CodeBlockSyntax]
    ) {
        self.slots = slots
        self.classNames = classNames
        self.declares = declares
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = member.declName.baseName.text
        let watchedLabel = SwiftUIKnowledge.watchingModifiers[name]
        let isChange = name == SwiftUIKnowledge.changeModifier
        guard watchedLabel != nil || SwiftUIKnowledge.appearanceModifiers.contains(name) else { return .visitChildren }
        var watched: ExprSyntax?
        var initial = false
        var code: Syntax? = node.trailingClosure.map(Syntax.init)
        for argument in node.arguments {
            switch argument.label?.text {
            case let label? where label == watchedLabel:
                watched = argument.expression
            case "initial":
                initial = argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            case "perform", "action", nil:
                if let given = argument.expression.as(ClosureExprSyntax.self) {
                    code = Syntax(given)
                } else if let method = Self.methodName(argument.expression), let body = methods[method] {
                    // `onAppear(perform: load)`: the method is the action.
                    code = Syntax(body)
                }
            default:
                break
            }
        }
        guard let code else { return .visitChildren }
        let trigger: ActionTrigger
        if watched != nil {
            trigger = isChange ? .change(initial: initial) : .taskID
        } else if isChange {
            return .visitChildren
        } else {
            trigger = .appear
        }
        let label = watched.map { "\(name)(\(watchedLabel ?? ""): \($0.trimmedDescription))" } ?? name
        let writes = self.writes(in: code, depth: 0)
        guard !writes.isEmpty else { return .visitChildren }
        actions.append(
            ActionFacts(
                trigger: trigger,
                watched: watched.map { ExpressionScanner.facts(of: $0, classNames: classNames, declares: declares) },
                label: label, writes: writes))
        return .visitChildren
    }

    /// The method an action argument names: `load` or `self.load`.
    static func methodName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    private func writes(in code: Syntax, depth: Int) -> [ActionFacts.Write] {
        let scanner = SlotWriteScanner(slots: slots, classNames: classNames, declares: declares)
        scanner.walk(code)
        var writes = scanner.writes
        guard depth < 3 else { return writes }
        for method in scanner.calledMethods {
            if let body = methods[method] { writes.append(contentsOf: self.writes(in: Syntax(body), depth: depth + 1)) }
        }
        return writes
    }
}
