import Invalidation
import InvalidationReader
internal import SwiftSyntax

// Statements: blocks, declarations, conditions and patterns.
extension BodyInterpreter {
    // MARK: Statements

    /// Follows a code block; a single expression is its value (an implicit return).
    func bodyValue(_ list: CodeBlockItemListSyntax) -> Value {
        if list.count == 1, let only = list.first, case .expr(let expression) = only.item {
            statementPosition = true
            return eval(expression)
        }
        statements(list)
        return frame.returns
    }

    func statements(_ list: CodeBlockItemListSyntax) {
        guard enter(list) else { return }
        defer { depth -= 1 }
        for item in list {
            switch item.item {
            case .expr(let expression):
                statementPosition = true
                _ = eval(expression)
            case .stmt(let statement):
                self.statement(statement)
            case .decl(let declaration):
                self.declaration(declaration)
            @unknown default:
                break
            }
        }
    }

    func enter(_ node: some SyntaxProtocol) -> Bool {
        depth += 1
        if depth > Self.maximumDepth {
            note(.limit, at: node, "code nested too deeply: the analysis does not follow it further")
            depth -= 1
            refusals += 1
            return false
        }
        if depth > deepest { deepest = depth }
        return true
    }

    func statement(_ statement: StmtSyntax) {
        switch statement.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let node):
            statementPosition = true
            _ = eval(node.expression)
        case .returnStmt(let node):
            if let expression = node.expression {
                statementPosition = true
                let value = eval(expression)
                frame.returns.merge(value.atoms)
                if frame.returns.type == nil { frame.returns.type = value.type }
            }
        case .guardStmt(let node):
            conditions(node.conditions)
            withScope { statements(node.body.statements) }
        case .forStmt(let node):
            let sequence = eval(node.sequence)
            withScope {
                bind(node.pattern, Value(atoms: sequence.atoms, type: sequence.type.map { ValueType(id: $0.id) }))
                if let condition = node.whereClause?.condition { _ = eval(condition) }
                statements(node.body.statements)
            }
        case .whileStmt(let node):
            withScope {
                conditions(node.conditions)
                statements(node.body.statements)
            }
        case .repeatStmt(let node):
            withScope { statements(node.body.statements) }
            _ = eval(node.condition)
        case .doStmt(let node):
            withScope { statements(node.body.statements) }
            for clause in node.catchClauses {
                withScope { statements(clause.body.statements) }
            }
        case .deferStmt(let node):
            withScope { statements(node.body.statements) }
        case .throwStmt(let node):
            _ = eval(node.expression)
        case .labeledStmt(let node):
            self.statement(node.statement)
        default:
            break
        }
    }

    func declaration(_ declaration: DeclSyntax) {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard binding.accessorBlock == nil else { continue }
                var value = binding.initializer.map { eval($0.value) } ?? Value()
                if let annotation = binding.typeAnnotation, let shape = TypeShape(annotation.type) {
                    if value.type == nil { value.type = module.resolve(shape, scope: frame.scope, file: frame.file) }
                    if shape.isBinding { value.isBinding = true }
                }
                bind(binding.pattern, value)
            }
        } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .statements(let list)? = clause.elements { statements(list) }
            }
        } else if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
            unknownMacro(macro.macroName, at: macro)
        }
    }

    func conditions(_ list: ConditionElementListSyntax) {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                _ = eval(expression)
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = eval(initializer.value)
                } else if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    value = reference(identifier.identifier.text, at: identifier)
                } else {
                    value = Value()
                }
                bind(binding.pattern, value)
            case .matchingPattern(let matching):
                let value = eval(matching.initializer.value)
                bind(matching.pattern, Value(atoms: value.atoms, isElement: value.isElement))
            default:
                break
            }
        }
    }

    /// Binds every name a pattern introduces to `value`.
    func bind(_ pattern: PatternSyntax, _ value: Value) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            define(identifier.identifier.text, value)
            return
        }
        var names: [String] = []
        collectNames(Syntax(pattern), into: &names, depth: 0)
        let shared = Value(atoms: value.atoms, isBinding: value.isBinding, isElement: value.isElement)
        for name in names { define(name, shared) }
    }

    func collectNames(_ node: Syntax, into names: inout [String], depth: Int) {
        guard depth < 32 else { return }
        if let identifier = node.as(IdentifierPatternSyntax.self) {
            names.append(identifier.identifier.text)
            return
        }
        for child in node.children(viewMode: .sourceAccurate) {
            collectNames(child, into: &names, depth: depth + 1)
        }
    }
}
