internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Where a view's code may change one of its properties after construction, and where it
/// reads it: in the body, computed properties and methods (across extensions), in the
/// `willSet`/`didSet` observers of its stored properties, and in its initializers. Outside
/// the closures an initializer creates, what it sets is the initial value, not a change,
/// and what it reads is a read.
///
/// A use is classified by its syntax alone, and counts as a possible write wherever a write
/// cannot be ruled out:
/// - `x = …`, `x.y = …`, `x[i] = …`: a write that reads nothing.
/// - `x += 1` and the other compound assignments: a write, not a read. The operator reads the
///   old value only to compute the new one, so nothing outside the property sees it.
/// - `x.f(…)`: a write (the method may be mutating) and a read (of its result, or by the method).
/// - `&x`; `$x`, a binding, which whoever receives it can read and write; `_x` outside an
///   initializer: a write and a read.
/// - anything else, including `if let x`, `guard let x` and a capture `[x]`: a read.
struct StateWrites {
    /// A use that may change the property.
    struct Write {
        /// The reference (`x`, `self.x`, `$x`, `_x`).
        var expression: ExprSyntax
        /// It changes the value only when the value is there: `x?.y = 1`, `x?.reset()`, `x!.z = 2`.
        var needsValue: Bool
    }

    /// What one use does with the property's value.
    struct Effect: Equatable {
        var reads: Bool
        var writes: Bool
        var needsValue = false
    }

    /// The uses that read the value, in source order.
    var reads: [Syntax] = []
    /// The uses that may change it, in source order.
    var writes: [Write] = []

    /// Whether the property is not used at all after construction.
    var isUnused: Bool { reads.isEmpty && writes.isEmpty }

    /// The reads and writes of each of `names` in `view`; `index` holds its references
    /// when given.
    static func find(
        _ names: Set<String>, in view: DeclaredView, index: ViewReferences? = nil
    ) -> [String: StateWrites] {
        var found: [String: StateWrites] = [:]
        func record(_ name: String, _ expression: ExprSyntax) {
            let effect = effect(of: expression)
            if effect.reads { found[name, default: StateWrites()].reads.append(Syntax(expression)) }
            if effect.writes {
                found[name, default: StateWrites()].writes.append(Write(expression: expression, needsValue: effect.needsValue))
            }
        }
        let roots = view.behaviourMembers.map(Syntax.init) + view.propertyObservers.map(Syntax.init)
        for root in roots {
            for (name, expression) in index.references(in: root, of: view) where names.contains(name) {
                record(name, expression)
            }
            for (name, node) in shorthandReads(in: root) where names.contains(name) {
                found[name, default: StateWrites()].reads.append(node)
            }
        }
        for initializer in view.initializers {
            let shadowing = localNames(in: initializer)
            for (name, expression) in index.references(in: initializer, of: view) where names.contains(name) {
                if isInClosure(expression, below: Syntax(initializer)) {
                    record(name, expression)
                    continue
                }
                // Outside closures, what the initializer sets is the initial value; what it
                // reads is a use, unless the name is a parameter or a local.
                if expression.is(DeclReferenceExprSyntax.self) && shadowing.contains(name) { continue }
                if !effect(of: expression).writes { found[name, default: StateWrites()].reads.append(Syntax(expression)) }
            }
        }
        return found
    }

    /// The names of an initializer's parameters and of the locals it declares.
    private static func localNames(in initializer: InitializerDeclSyntax) -> Set<String> {
        var names = Set<String>()
        for parameter in initializer.signature.parameterClause.parameters {
            names.insert((parameter.secondName ?? parameter.firstName).text)
        }
        guard let body = initializer.body else { return names }
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true
            else { continue }
            names.insert(name)
        }
        return names
    }

    /// What the reference `expression` (`x`, `self.x`, `$x`, `_x`) does with the property's value.
    static func effect(of expression: ExprSyntax) -> Effect {
        let path = accessPath(of: expression)
        let top = path.last!
        let needsValue = path.count > 1 && (path[1].is(OptionalChainingExprSyntax.self) || path[1].is(ForceUnwrapExprSyntax.self))
        if top.is(FunctionCallExprSyntax.self) { return Effect(reads: true, writes: true, needsValue: needsValue) }
        if top.parent?.is(InOutExprSyntax.self) == true { return Effect(reads: true, writes: true) }
        if isAssignmentTarget(top) { return Effect(reads: false, writes: true, needsValue: needsValue) }
        if SyntaxReferences.property(of: expression)?.prefix != nil { return Effect(reads: true, writes: true) }
        return Effect(reads: true, writes: false)
    }

    /// The access path from the reference `expression` outward: `expression`, then each
    /// `….y`, `…[i]`, `…?` and `…!` built on the one before, and last the call when the path
    /// ends in a method (`x?.scrollTo(…)`).
    static func accessPath(of expression: ExprSyntax) -> [Syntax] {
        var path = [Syntax(expression)]
        while let top = path.last, let parent = top.parent {
            guard parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.as(MemberAccessExprSyntax.self)?.base?.id == top.id
                || parent.as(SubscriptCallExprSyntax.self)?.calledExpression.id == top.id
            else { break }
            path.append(parent)
        }
        if path.count > 1, let top = path.last, let call = top.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == top.id
        {
            path.append(Syntax(call))
        }
        return path
    }

    /// The operators that compare rather than assign, though they end in `=`.
    private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

    /// Whether `node` is the left side of `=` or of a compound assignment (`+=`, `-=`, …).
    private static func isAssignmentTarget(_ node: Syntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self),
            let position = list.firstIndex(where: { $0.id == node.id })
        else { return false }
        let next = list.index(after: position)
        guard next < list.endIndex else { return false }
        if list[next].is(AssignmentExprSyntax.self) { return true }
        guard let text = list[next].as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !comparisons.contains(text)
    }

    /// Names read without a reference expression: `if let x`, `guard let x`, a capture `[x]`.
    private static func shorthandReads(in node: Syntax) -> [(name: String, node: Syntax)] {
        var found: [(String, Syntax)] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
            if let pattern = parent.as(IdentifierPatternSyntax.self),
                let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil
            {
                found.append((name, Syntax(pattern)))
            } else if let capture = parent.as(ClosureCaptureSyntax.self), capture.name.id == token.id,
                capture.initializer == nil
            {
                found.append((name, Syntax(capture)))
            }
        }
        return found
    }

    /// Whether `expression` lies in a closure inside `root`.
    private static func isInClosure(_ expression: ExprSyntax, below root: Syntax) -> Bool {
        var current = expression.parent
        while let node = current, node.id != root.id {
            if node.is(ClosureExprSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}
