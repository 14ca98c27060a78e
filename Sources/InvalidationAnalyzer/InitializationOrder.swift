package import SwiftSyntax
import Invalidation

/// Swift's definite initialization in a struct view's initializer, as far as the syntax
/// shows it: for each assignment to a stored property, whether every stored property
/// holds a value just before it.
///
/// A property holds a value from its declaration (``DeclaredProperty/hasValueBeforeInit``),
/// or once it is assigned (`x =`, `self.x =`, `_x =`) on every path to the statement: in
/// both branches of an `if`/`else`, in every case of a `switch`, before a `guard`, or
/// before an `if` whose other branch leaves `init`. A delegating `self.init(…)` or
/// `self = …` gives every property a value. Where a path cannot be followed (a loop's
/// body may not run, a `catch` may start anywhere in its `do`, a `#if` clause may not be
/// compiled), only what held before it counts: the order may miss a value a property
/// has, never count one it lacks.
package enum InitializationOrder {
    /// An assignment to a stored property in an initializer.
    package struct Assignment {
        /// The property.
        package var property: DeclaredProperty
        /// The initializer.
        package var initializer: InitializerDeclSyntax
        /// The assigned place: `x`, `self.x`, `_x` or `self._x`.
        package var target: ExprSyntax
        /// Whether the target is the wrapper's backing storage (`_x`, `self._x`).
        package var isStorage: Bool
        /// The assigned value's first and last elements (`a` and `b` in `x = a ?? b`).
        package var value: (first: ExprSyntax, last: ExprSyntax)
        /// Whether every stored property holds a value just before it, on every path.
        package var followsInitialization: Bool
        /// Where the initializer gave the last stored property its value, when one place did
        /// on every path here (an assignment or `self.init(…)`); `nil` where the declarations
        /// did, or paths differ.
        package var completion: Syntax?
    }

    /// The assignments to stored properties in `view`'s initializers, in source order.
    /// Empty for a view that is not a struct.
    package static func assignments(in view: DeclaredView) -> [Assignment] {
        guard view.isStructure else { return [] }
        var found: [Assignment] = []
        for initializer in view.initializers {
            guard let body = initializer.body else { continue }
            var walker = InitializationWalker(view: view, initializer: initializer)
            _ = walker.block(body.statements, walker.start)
            found += walker.assignments
        }
        return found
    }
}

/// What holds on one path through an initializer.
private struct Flow {
    /// The stored properties that hold a value.
    package var assigned: Set<String>
    /// Where the last of them got it, as in ``InitializationOrder/Assignment/completion``.
    package var completion: Syntax?

    /// What holds where paths meet: what holds on each of them. `nil` (no path) where
    /// every path has left the initializer.
    package static func join(_ flows: [Flow?]) -> Flow? {
        let reaching = flows.compactMap { $0 }
        guard var joined = reaching.first else { return nil }
        for flow in reaching.dropFirst() {
            joined.assigned.formIntersection(flow.assigned)
            if joined.completion?.id != flow.completion?.id { joined.completion = nil }
        }
        return joined
    }
}

/// Follows an initializer's statements in order, along every path.
private struct InitializationWalker {
    /// A statement that `break` can leave, with the paths that left it by `break`.
    private struct Exit {
        /// Its label, if it has one.
        var label: String?
        /// Whether a `break` without a label leaves it: a loop or a `switch`.
        var isBreakable: Bool
        var flows: [Flow] = []
    }

    package let view: DeclaredView
    package let initializer: InitializerDeclSyntax
    package let stored: Set<String>
    /// Parameters and every name the body binds: a bare name among them is not the property.
    package let locals: Set<String>
    /// What holds at the first statement.
    package let start: Flow
    package var assignments: [InitializationOrder.Assignment] = []
    /// The statements around the current one that `break` can leave, innermost last.
    private var exits: [Exit] = []
    /// Set by a jump whose target is not known: no later assignment counts as following
    /// initialization.
    private var isLost = false

    init(view: DeclaredView, initializer: InitializerDeclSyntax) {
        self.view = view
        self.initializer = initializer
        stored = Set(view.properties.map(\.name))
        var locals = Set(
            initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        if let body = initializer.body {
            for token in body.tokens(viewMode: .sourceAccurate)
            where token.parent?.is(IdentifierPatternSyntax.self) == true {
                locals.insert(token.text)
            }
        }
        self.locals = locals
        start = Flow(assigned: Set(view.properties.filter(\.hasValueBeforeInit).map(\.name)))
    }

    /// The statements of a block in order; what holds after them, `nil` where every path left.
    mutating func block(_ items: CodeBlockItemListSyntax, _ flow: Flow?) -> Flow? {
        var current = flow
        for item in items {
            guard let flow = current else { return nil }
            switch item.item {
            case .stmt(let statement): current = self.statement(statement, label: nil, flow)
            case .expr(let expression): current = self.expression(expression, flow)
            case .decl(let declaration): current = self.declaration(declaration, flow)
            @unknown default: current = flow
            }
        }
        return current
    }

    private mutating func statement(_ statement: StmtSyntax, label: String?, _ flow: Flow) -> Flow? {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return self.expression(expression.expression, label: label, flow)
        }
        if let labeled = statement.as(LabeledStmtSyntax.self) {
            return self.statement(labeled.statement, label: labeled.label.text, flow)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            // The else branch leaves; after the guard, what held before it.
            _ = block(guardStatement.body.statements, flow)
            return flow
        }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            exits.append(Exit(label: label, isBreakable: false))
            var ends = [block(doStatement.body.statements, flow)]
            // A catch clause can start after any statement of the body: only what held before it counts.
            for clause in doStatement.catchClauses { ends.append(block(clause.body.statements, flow)) }
            return Flow.join(ends + exits.removeLast().flows)
        }
        if let loop = statement.as(ForStmtSyntax.self) { return self.loop(loop.body, label: label, flow) }
        if let loop = statement.as(WhileStmtSyntax.self) { return self.loop(loop.body, label: label, flow) }
        if let loop = statement.as(RepeatStmtSyntax.self) { return self.loop(loop.body, label: label, flow) }
        if statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self) { return nil }
        // The next case starts from what held before the switch, which is no more than here.
        if statement.is(FallThroughStmtSyntax.self) || statement.is(ContinueStmtSyntax.self) { return nil }
        if let jump = statement.as(BreakStmtSyntax.self) {
            let target =
                if let label = jump.label { exits.lastIndex { $0.label == label.text } } else {
                    exits.lastIndex(where: \.isBreakable)
                }
            if let target { exits[target].flows.append(flow) } else { isLost = true }
            return nil
        }
        // `defer` runs when the initializer ends; its assignments are not followed.
        return flow
    }

    /// A loop's body may run no times: after it, what held before it.
    private mutating func loop(_ body: CodeBlockSyntax, label: String?, _ flow: Flow) -> Flow? {
        exits.append(Exit(label: label, isBreakable: true))
        _ = block(body.statements, flow)
        exits.removeLast()
        return flow
    }

    private mutating func expression(_ expression: ExprSyntax, label: String? = nil, _ flow: Flow) -> Flow? {
        if let tried = expression.as(TryExprSyntax.self) { return self.expression(tried.expression, flow) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return self.expression(awaited.expression, flow) }
        if let branch = expression.as(IfExprSyntax.self) {
            guard let label else { return ifExpression(branch, flow) }
            exits.append(Exit(label: label, isBreakable: false))
            let end = ifExpression(branch, flow)
            return Flow.join([end] + exits.removeLast().flows)
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            exits.append(Exit(label: label, isBreakable: true))
            var ends: [Flow?] = []
            for element in choice.cases {
                switch element {
                case .switchCase(let switchCase): ends.append(block(switchCase.statements, flow))
                case .ifConfigDecl(let config):
                    // Cases that may not be compiled: the switch may leave by a case not seen here.
                    ends.append(flow)
                    for clause in config.clauses {
                        guard case .switchCases(let cases)? = clause.elements else { continue }
                        for case .switchCase(let switchCase) in cases {
                            ends.append(block(switchCase.statements, flow))
                        }
                    }
                @unknown default: ends.append(flow)
                }
            }
            return Flow.join(ends + exits.removeLast().flows)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return assignment(sequence, flow) }
        if Self.isDelegation(expression) { return completed(flow, at: Syntax(expression)) }
        return flow
    }

    private mutating func ifExpression(_ node: IfExprSyntax, _ flow: Flow) -> Flow? {
        let taken = block(node.body.statements, flow)
        let other: Flow?
        switch node.elseBody {
        case .ifExpr(let next)?: other = ifExpression(next, flow)
        case .codeBlock(let elseBlock)?: other = block(elseBlock.statements, flow)
        case nil: other = flow
        @unknown default: other = flow
        }
        return Flow.join([taken, other])
    }

    private mutating func declaration(_ declaration: DeclSyntax, _ flow: Flow) -> Flow? {
        guard let config = declaration.as(IfConfigDeclSyntax.self) else { return flow }
        // One clause is compiled, or none without `#else`.
        var ends: [Flow?] = []
        for clause in config.clauses {
            guard case .statements(let items)? = clause.elements else {
                ends.append(flow)
                continue
            }
            ends.append(block(items, flow))
        }
        if !config.clauses.contains(where: { $0.poundKeyword.tokenKind == .poundElse }) { ends.append(flow) }
        return Flow.join(ends)
    }

    /// `x = …`, `self.x = …`, `_x = …`, `self._x = …` and `self = …`.
    private mutating func assignment(_ node: SequenceExprSyntax, _ flow: Flow) -> Flow {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return flow }
        let target = elements[0]
        if target.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return completed(flow, at: Syntax(node))
        }
        guard let (property, isStorage) = self.property(assignedBy: target) else { return flow }
        let isComplete = !isLost && flow.assigned.isSuperset(of: stored)
        assignments.append(
            .init(
                property: property, initializer: initializer, target: target, isStorage: isStorage,
                value: (elements[2], elements[elements.count - 1]), followsInitialization: isComplete,
                completion: isComplete ? flow.completion : nil))
        var after = flow
        after.assigned.insert(property.name)
        if !isComplete && after.assigned.isSuperset(of: stored) { after.completion = Syntax(node) }
        return after
    }

    /// The stored property `target` names, and whether it names its backing storage; `nil`
    /// for a local, a parameter or anything else.
    private func property(assignedBy target: ExprSyntax) -> (DeclaredProperty, isStorage: Bool)? {
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if locals.contains(name) { return nil }
        } else if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        if let property = view.property(named: name) { return (property, false) }
        guard name.hasPrefix("_"), let property = view.property(named: String(name.dropFirst())),
            property.wrapper != nil
        else { return nil }
        return (property, true)
    }

    /// Every stored property holds a value from `place` on.
    private func completed(_ flow: Flow, at place: Syntax) -> Flow {
        guard !flow.assigned.isSuperset(of: stored) else { return flow }
        return Flow(assigned: stored, completion: place)
    }

    /// `self.init(…)`, `try self.init(…)`.
    private static func isDelegation(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.`init`)
        else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}

/// An assignment ``InitializationOrder`` finds, told by its places and what its value is,
/// for code that asks the model rather than reading syntax.
package struct InitializerWrite: Sendable {
    /// The property.
    package var property: DeclaredProperty
    /// Whether the target is the wrapper's backing storage (`_x`, `self._x`).
    package var isStorage: Bool
    /// Whether every stored property holds a value just before it, on every path.
    package var followsInitialization: Bool
    /// Where the assigned place (`x`, `self.x`, `_x`) starts and ends.
    package var target: (start: Invalidation.SourceLocation, end: Invalidation.SourceLocation)
    /// Where the assigned value starts and ends.
    package var value: (start: Invalidation.SourceLocation, end: Invalidation.SourceLocation)
    /// The value as written, where it is one expression; `nil` for a sequence (`a ?? b`).
    package var valueText: String?
    /// Whether the value is `nil`.
    package var valueIsNil: Bool
    /// Whether the value is an `if` or `switch` expression, which cannot be an argument.
    package var valueIsConditional: Bool
    /// Where the initializer gave the last stored property its value, as in
    /// ``InitializationOrder/Assignment/completion``.
    package var completion: Invalidation.SourceLocation?
}

extension SourceModel {
    /// The assignments to stored properties in `view`'s initializers, in source order, as
    /// ``InitializerWrite``s.
    package func initializerWrites(in view: DeclaredView) -> [InitializerWrite] {
        InitializationOrder.assignments(in: view).map { assignment in
            let single = assignment.value.first.id == assignment.value.last.id ? assignment.value.first : nil
            return InitializerWrite(
                property: assignment.property, isStorage: assignment.isStorage,
                followsInitialization: assignment.followsInitialization,
                target: (location(of: assignment.target), endLocation(of: assignment.target)),
                value: (location(of: assignment.value.first), endLocation(of: assignment.value.last)),
                valueText: single?.trimmedSource, valueIsNil: single?.is(NilLiteralExprSyntax.self) ?? false,
                valueIsConditional: single.map { $0.is(IfExprSyntax.self) || $0.is(SwitchExprSyntax.self) } ?? false,
                completion: assignment.completion.map { location(of: $0) })
        }
    }
}
