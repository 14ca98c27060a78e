import Invalidation
internal import SwiftParser
internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Turns a parsed lesson program into the steps that ``LessonProgram`` runs:
/// resolves every name, checks every type as the Swift compiler would, and builds
/// every tree.
///
/// Problems that the compiled program would only meet when it runs (a duplicate
/// key in a dictionary literal, views that do not form a tree) are reported after
/// the whole program has been checked, the first one in evaluation order, as a
/// compiler reports every compile error before anything runs.
struct LessonCompiler {
    let file: String?
    /// The line of `file` that the program's first line is.
    let firstLine: Int
    let converter: SourceLocationConverter
    private(set) var trees: [LessonTree] = []
    private(set) var texts: [CourseText] = []
    private(set) var steps: [LessonStep] = []
    private(set) var slotCount = 0
    private var variables: [String: Variable] = [:]
    /// Per slot: the counts its list adds up to when the program runs.
    private var slotCounts: [CauseCounts] = []
    /// The first problem that would stop the compiled program when it runs.
    private var firstTrap: InvalidationError?

    private struct Variable {
        let value: LessonValue
        let location: Invalidation.SourceLocation
    }

    /// What a lesson program may do, for the end of messages about what it may not.
    static let supported =
        "it may declare storage tables, views, trees and lists of recomputes with let or var, "
        + "and call change(_:key:) and countCauses(_:)"
    /// The calls a lesson program may make.
    static let supportedCalls =
        "it may call ViewTree(nodes:storage:), ViewNode(_:parent:reads:), change(_:key:) and countCauses(_:)"
    /// Names from the course's code that a variable may not take.
    static let courseNames: Set<String> = ["Storage", "ViewNode", "ViewTree", "Recompute", "countCauses", "Set"]

    init(file: String?, firstLine: Int, converter: SourceLocationConverter) {
        self.file = file
        self.firstLine = firstLine
        self.converter = converter
    }

    // MARK: Statements

    mutating func compile(_ source: SourceFileSyntax) throws(InvalidationError) {
        for item in source.statements {
            switch item.item {
            case .decl(let declaration):
                try compileDeclaration(declaration)
            case .stmt(let statement):
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else {
                    throw unsupportedKeyword(statement)
                }
                try compileStatement(expression)
            case .expr(let expression):
                try compileStatement(expression)
            @unknown default:
                throw unsupportedKeyword(item)
            }
        }
        if let firstTrap { throw firstTrap }
    }

    private mutating func compileDeclaration(_ declaration: DeclSyntax) throws(InvalidationError) {
        if declaration.is(ImportDeclSyntax.self) { return }
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw error(
                "\(Self.kind(of: declaration)) are not supported in a lesson program; \(Self.supported)",
                at: declaration)
        }
        if let attribute = variable.attributes.first {
            throw error(
                "attributes such as '\(attribute.trimmedDescription)' are not supported in a lesson program; "
                    + "declare variables with plain let or var", at: attribute)
        }
        if let modifier = variable.modifiers.first {
            throw error(
                "modifiers such as '\(modifier.trimmedDescription)' are not supported in a lesson program; "
                    + "declare variables with plain let or var", at: modifier)
        }
        for binding in variable.bindings { try compileBinding(binding) }
    }

    private mutating func compileBinding(_ binding: PatternBindingSyntax) throws(InvalidationError) {
        var name: String?
        if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            let spelled = identifier.identifier.identifier?.name ?? identifier.identifier.text
            if Self.courseNames.contains(spelled) {
                throw error(
                    "'\(spelled)' is a name from the course's code; choose another variable name", at: identifier)
            }
            if let earlier = variables[spelled] {
                throw error(
                    "invalid redeclaration of '\(spelled)', first declared at \(Self.lineAndColumn(earlier.location))",
                    at: identifier)
            }
            name = spelled
        } else if !binding.pattern.is(WildcardPatternSyntax.self) {
            throw error(
                "patterns such as '\(binding.pattern.trimmedDescription)' are not supported in a lesson program; "
                    + "declare one variable by name, or _", at: binding.pattern)
        }
        if let accessors = binding.accessorBlock {
            throw error(
                "computed and observed variables are not supported in a lesson program; "
                    + "give the variable an initial value: let name = …", at: accessors)
        }
        var annotated: LessonType?
        if let annotation = binding.typeAnnotation { annotated = try annotatedType(annotation.type) }
        guard let initializer = binding.initializer else {
            throw error(
                "variable '\(name ?? "_")' needs an initial value: \(name ?? "_") = …", at: binding.pattern)
        }
        let value = try compileExpression(initializer.value, expecting: annotated)
        var stored = value
        switch value {
        case .evaluated(let expression, let type):
            let counts = try self.counts(of: expression, at: initializer.value)
            if name == nil || type == .void {
                steps.append(.evaluate(expression))
                stored = .evaluated(.empty, type)
            } else {
                steps.append(.store(slot: slotCount, expression))
                stored = .evaluated(.variable(slot: slotCount), type)
                slotCounts.append(counts)
                slotCount += 1
            }
        case .tree(let tree):
            if trees[tree].variable == nil { trees[tree].variable = name }
        case .storageTable, .node, .nodes:
            break
        }
        if let name { variables[name] = Variable(value: stored, location: location(of: binding.pattern)) }
    }

    /// An expression on its own: a `change` call, `countCauses(...)`, or `_ = …`.
    private mutating func compileStatement(_ expression: ExprSyntax) throws(InvalidationError) {
        let value: LessonValue
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            let discard = sequence.elements.first, discard.is(DiscardAssignmentExprSyntax.self),
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        {
            value = try compileOperands(Array(sequence.elements.dropFirst(2)), expecting: nil)
        } else {
            value = try compileExpression(expression, expecting: nil)
        }
        if case .evaluated(let evaluated, _) = value {
            _ = try counts(of: evaluated, at: expression)
            steps.append(.evaluate(evaluated))
        }
    }

    // MARK: Expressions

    /// Compiles `expression`, checking that its type is `expected` when given; the
    /// expected type also gives empty literals and storage cases their type.
    private mutating func compileExpression(
        _ expression: ExprSyntax, expecting expected: LessonType?
    ) throws(InvalidationError) -> LessonValue {
        let value = try compileValue(expression, expecting: expected)
        if let expected, value.type != expected {
            throw mismatch(found: value.type, expected: expected, at: expression)
        }
        return value
    }

    private mutating func compileValue(
        _ expression: ExprSyntax, expecting expected: LessonType?
    ) throws(InvalidationError) -> LessonValue {
        if let tuple = expression.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                throw error("tuples are not supported in a lesson program; \(Self.supported)", at: tuple)
            }
            return try compileExpression(only.expression, expecting: expected)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try compileReference(reference) }
        if let array = expression.as(ArrayExprSyntax.self) { return try compileArray(array, expecting: expected) }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            return try compileStorageTable(dictionary, expecting: expected)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try compileCall(call) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try compileMember(member) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return try compileOperands(Array(sequence.elements), expecting: expected)
        }
        throw unsupportedExpression(expression)
    }

    private func compileReference(_ reference: DeclReferenceExprSyntax) throws(InvalidationError) -> LessonValue {
        let name = reference.baseName.identifier?.name ?? reference.baseName.text
        if let arguments = reference.argumentNames {
            throw error(
                "references such as '\(name)\(arguments.trimmedDescription)' are not supported in a lesson program; "
                    + Self.supportedCalls, at: reference)
        }
        if let variable = variables[name] { return variable.value }
        if Self.courseNames.contains(name) {
            throw error(
                "'\(name)' is supported only where the course's code uses it; \(Self.supportedCalls)", at: reference)
        }
        throw error(
            "unknown name '\(name)'; a lesson program can use only the variables it declares before", at: reference)
    }

    private mutating func compileArray(
        _ array: ArrayExprSyntax, expecting expected: LessonType?
    ) throws(InvalidationError) -> LessonValue {
        let elements = array.elements.map(\.expression)
        switch expected {
        case .nodes:
            var nodes: [LessonNode] = []
            for element in elements { nodes.append(try compileNode(element)) }
            return .nodes(nodes)
        case .recomputeLists:
            var lists: [LessonExpression] = []
            for element in elements { lists.append(try compileList(element, as: .recomputes)) }
            return .evaluated(.concatenation(lists), .recomputeLists)
        case .recomputes:
            guard elements.isEmpty else {
                throw error(
                    "a list of recomputes cannot be written as an array literal here; join the results of "
                        + "change(_:key:) with [ … ].flatMap { $0 } or with +", at: array)
            }
            return .evaluated(.empty, .recomputes)
        case nil:
            break
        case let expected?:
            throw error("found an array literal where \(Self.described(expected)) is expected", at: array)
        }
        guard let typed = elements.firstIndex(where: { !Self.isEmptyCollectionLiteral($0) }) else {
            throw error(
                "an empty array literal needs a type here; annotate the variable, as in "
                    + "let recomputes: [Recompute] = []", at: array)
        }
        // The first element that is not an empty literal gives the others their type;
        // the empty literals before it print nothing, so compiling it first keeps the order.
        var values: [LessonValue?] = Array(repeating: nil, count: elements.count)
        let first = try compileExpression(elements[typed], expecting: nil)
        values[typed] = first
        guard first.type == .node || first.type == .recomputes else {
            throw error(
                "arrays of \(first.type.spelling) are not supported in a lesson program; "
                    + "it writes arrays of ViewNode(...) and of change(_:key:) results", at: array)
        }
        for index in elements.indices where index != typed {
            values[index] = try compileExpression(elements[index], expecting: first.type)
        }
        var nodes: [LessonNode] = []
        var lists: [LessonExpression] = []
        for case let value? in values {
            switch value {
            case .node(let node): nodes.append(node)
            case .evaluated(let list, _): lists.append(list)
            case .storageTable, .nodes, .tree: break
            }
        }
        return first.type == .node ? .nodes(nodes) : .evaluated(.concatenation(lists), .recomputeLists)
    }

    /// `a + b + …`, joined left to right; also the right side of `_ = …`.
    private mutating func compileOperands(
        _ elements: [ExprSyntax], expecting expected: LessonType?
    ) throws(InvalidationError) -> LessonValue {
        if elements.count == 1 { return try compileExpression(elements[0], expecting: expected) }
        for position in stride(from: 1, to: elements.count, by: 2) {
            try checkOperator(elements[position])
        }
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        var values: [LessonValue?] = Array(repeating: nil, count: operands.count)
        for (position, operand) in operands.enumerated() where !Self.isEmptyCollectionLiteral(operand) {
            values[position] = try compileExpression(operand, expecting: nil)
        }
        var emptyType: LessonType?
        if let expected, [.recomputes, .recomputeLists, .nodes].contains(expected) {
            emptyType = expected
        } else if let known = values.lazy.compactMap({ $0 }).first {
            emptyType = known.type == .flattenedRecomputes ? .recomputes : known.type
        }
        for position in operands.indices where values[position] == nil {
            guard let emptyType else {
                throw error(
                    "an empty array literal needs a type here; annotate the variable, as in "
                        + "let recomputes: [Recompute] = []", at: operands[position])
            }
            values[position] = try compileExpression(operands[position], expecting: emptyType)
        }
        let compiled = values.compactMap { $0 }
        var type = compiled[0].type
        for position in 1..<compiled.count {
            type = try joinedType(type, compiled[position].type, at: elements[2 * position - 1])
        }
        // One flat list, however many operands: a chain of `+` nests no deeper than one `+`.
        if type == .nodes {
            return .nodes(compiled.flatMap { value -> [LessonNode] in if case .nodes(let nodes) = value { nodes } else { [] } })
        }
        return .evaluated(
            .concatenation(compiled.map { value in if case .evaluated(let list, _) = value { list } else { .empty } }), type)
    }

    private func checkOperator(_ element: ExprSyntax) throws(InvalidationError) {
        if let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text == "+" { return }
        if element.is(AssignmentExprSyntax.self) {
            throw error(
                "assigning to a variable is not supported in a lesson program; declare a new one with let",
                at: element)
        }
        throw error(
            "the operator '\(element.trimmedDescription)' is not supported in a lesson program; "
                + "it joins lists with +", at: element)
    }

    /// The type of `left + right`, as the course's `+` gives it.
    private func joinedType(
        _ left: LessonType, _ right: LessonType, at operatorSyntax: ExprSyntax
    ) throws(InvalidationError) -> LessonType {
        switch (left, right) {
        case (.nodes, .nodes):
            return .nodes
        case (.recomputes, .recomputes), (.recomputes, .flattenedRecomputes), (.flattenedRecomputes, .recomputes):
            return .recomputes
        case (.recomputeLists, .recomputeLists):
            return .recomputeLists
        default:
            throw error(
                "'+' cannot join \(left.spelling) and \(right.spelling); it joins lists of recomputes, "
                    + "arrays of lists, or arrays of views", at: operatorSyntax)
        }
    }

    /// The counts `expression` adds up to when the program runs, known before it runs.
    /// A list of more than `Int.max` recomputes of one cause is refused here: the compiled
    /// program could not build it, and counting it would overflow.
    private func counts(
        of expression: LessonExpression, at node: some SyntaxProtocol
    ) throws(InvalidationError) -> CauseCounts {
        switch expression {
        case .change(let tree, _, let key):
            let index = trees[tree].index
            return index.key(named: key).map(index.counts(ofKey:)) ?? CauseCounts()
        case .variable(let slot):
            return slotCounts[slot]
        case .countCauses(let list):
            _ = try counts(of: list, at: node)
            return CauseCounts()
        case .concatenation(let parts):
            var total = CauseCounts()
            for part in parts {
                let next = try counts(of: part, at: node)
                let sums = [
                    total.local.addingReportingOverflow(next.local), total.parent.addingReportingOverflow(next.parent),
                    total.observed.addingReportingOverflow(next.observed),
                    total.environment.addingReportingOverflow(next.environment),
                ]
                if sums.contains(where: \.overflow) {
                    throw error(
                        "this list holds more than \(Int.max) recomputes of one cause, more than the compiled "
                            + "program could build or count", at: node)
                }
                total = CauseCounts(
                    local: sums[0].partialValue, parent: sums[1].partialValue, observed: sums[2].partialValue,
                    environment: sums[3].partialValue)
            }
            return total
        }
    }

    // MARK: Calls

    private mutating func compileCall(_ call: FunctionCallExprSyntax) throws(InvalidationError) -> LessonValue {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.identifier?.name ?? reference.baseName.text
            switch name {
            case "ViewTree": return try compileTree(call)
            case "ViewNode": return .node(try compileNodeCall(call))
            case "countCauses": return try compileCountCauses(call)
            case "Set":
                throw error("Set(...) is supported only as the reads: of a ViewNode", at: call)
            default:
                if let variable = variables[name] {
                    throw error(
                        "'\(name)' is \(Self.described(variable.value.type)) and cannot be called", at: call)
                }
                throw error(
                    "calls of '\(name)(\(Self.signature(Self.labels(of: call))))' are not supported "
                        + "in a lesson program; \(Self.supportedCalls)", at: call)
            }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base, !Self.isStorageType(base) else {
                throw error(
                    "'.\(name)(...)' is a storage case; it is supported only as a value in a storage table",
                    at: call)
            }
            switch name {
            case "change": return try compileChange(call, base: base)
            case "flatMap": return try compileFlatMap(call, base: base)
            case "joined": return try compileJoined(call, base: base)
            default:
                throw error(
                    "'\(name)(\(Self.signature(Self.labels(of: call))))' is not supported in a lesson program; "
                        + "it calls change(_:key:) on trees and joins lists with + or .flatMap { $0 }",
                    at: member.declName)
            }
        }
        if Self.isSetType(call.calledExpression) {
            throw error("Set(...) is supported only as the reads: of a ViewNode", at: call)
        }
        throw unsupportedExpression(ExprSyntax(call))
    }

    private mutating func compileTree(_ call: FunctionCallExprSyntax) throws(InvalidationError) -> LessonValue {
        let arguments = try arguments(of: call, function: "ViewTree", labels: ["nodes", "storage"])
        let nodes = try compileNodes(arguments[0])
        let storage = try compileStorageTable(arguments[1])
        var builder = TreeBuilder(expectedViews: nodes.count, expectedKeys: storage.count)
        for node in nodes {
            // Sorted as `ViewTree` sorts them, so that the index never depends on a set's order.
            builder.addView(node.node.name, parent: node.node.parent, reads: node.node.reads.sorted())
        }
        for (key, value) in storage.sorted(by: { $0.key < $1.key }) {
            builder.setStorage(value, forKey: builder.internKey(key))
        }
        let index: TreeIndex
        do throws(ModelProblem) {
            index = try builder.build()
        } catch {
            trap(.invalidModel(error, at: nodes[error.node].location))
            index = Self.emptyIndex
        }
        trees.append(
            LessonTree(
                variable: nil, nodes: nodes.map(\.node), storage: storage, index: index,
                location: location(of: call), nodeLocations: nodes.map(\.location)))
        texts.append(CourseText(index))
        return .tree(trees.count - 1)
    }

    /// Stands in for a tree that failed validation; the program is never run then.
    private static let emptyIndex: TreeIndex = {
        do {
            return try TreeBuilder().build()
        } catch {
            preconditionFailure("a tree without views is always valid")
        }
    }()

    private func compileNodeCall(_ call: FunctionCallExprSyntax) throws(InvalidationError) -> LessonNode {
        let arguments = try arguments(of: call, function: "ViewNode", labels: [nil, "parent", "reads"])
        let name = try stringLiteral(arguments[0], role: .viewName)
        var parent: String?
        if !arguments[1].is(NilLiteralExprSyntax.self) { parent = try stringLiteral(arguments[1], role: .parent) }
        let reads = try readKeys(arguments[2])
        return LessonNode(node: ViewNode(name, parent: parent, reads: reads), location: location(of: call))
    }

    /// `["a", "b"]`, `Set(["a", "b"])` or `Set<String>([…])`.
    private func readKeys(_ expression: ExprSyntax) throws(InvalidationError) -> Set<String> {
        var literal = expression
        if let call = expression.as(FunctionCallExprSyntax.self), Self.isSetType(call.calledExpression) {
            literal = try arguments(of: call, function: "Set", labels: [nil])[0]
        }
        guard let array = literal.as(ArrayExprSyntax.self) else {
            throw error(
                "reads: must be an array literal of string literals such as [\"tapCount\"], or Set([…])",
                at: literal)
        }
        var reads = Set<String>()
        for element in array.elements { reads.insert(try stringLiteral(element.expression, role: .readKey)) }
        return reads
    }

    private mutating func compileCountCauses(_ call: FunctionCallExprSyntax) throws(InvalidationError) -> LessonValue {
        let arguments = try arguments(of: call, function: "countCauses", labels: [nil])
        return .evaluated(.countCauses(try compileList(arguments[0], as: .recomputes)), .void)
    }

    private mutating func compileChange(
        _ call: FunctionCallExprSyntax, base: ExprSyntax
    ) throws(InvalidationError) -> LessonValue {
        let tree = try compileTreeValue(base)
        let arguments = try arguments(of: call, function: "change", labels: [nil, "key"])
        let label = try stringLiteral(arguments[0], role: .label)
        let key = try stringLiteral(arguments[1], role: .key)
        return .evaluated(.change(tree: tree, label: label, key: key), .recomputes)
    }

    private mutating func compileFlatMap(
        _ call: FunctionCallExprSyntax, base: ExprSyntax
    ) throws(InvalidationError) -> LessonValue {
        let value = try compileExpression(base, expecting: nil)
        var isIdentity = false
        if let closure = call.trailingClosure {
            isIdentity = call.arguments.isEmpty && call.additionalTrailingClosures.isEmpty
                && Self.isIdentityClosure(ExprSyntax(closure))
        } else if call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
            isIdentity = Self.isIdentityClosure(only.expression) || Self.isSelfKeyPath(only.expression)
        }
        guard isIdentity else {
            throw error("flatMap is supported only as .flatMap { $0 } or .flatMap(\\.self)", at: call)
        }
        guard case .evaluated(let lists, .recomputeLists) = value else {
            throw error(
                "flatMap joins an array of change(_:key:) results ([[Recompute]]); "
                    + "found \(Self.described(value.type))", at: base)
        }
        return .evaluated(lists, .recomputes)
    }

    private mutating func compileJoined(
        _ call: FunctionCallExprSyntax, base: ExprSyntax
    ) throws(InvalidationError) -> LessonValue {
        let value = try compileExpression(base, expecting: nil)
        _ = try arguments(of: call, function: "joined", labels: [])
        guard case .evaluated(let lists, .recomputeLists) = value else {
            throw error(
                "joined() joins an array of change(_:key:) results ([[Recompute]]); "
                    + "found \(Self.described(value.type))", at: base)
        }
        return .evaluated(lists, .flattenedRecomputes)
    }

    /// `tree.nodes` and `tree.storage`.
    private mutating func compileMember(_ member: MemberAccessExprSyntax) throws(InvalidationError) -> LessonValue {
        let name = member.declName.baseName.text
        guard let base = member.base, !Self.isStorageType(base) else {
            throw error(
                "'.\(name)' is a storage case; it is supported only as a value in a storage table", at: member)
        }
        switch name {
        case "nodes":
            let position = try compileTreeValue(base)
            let tree = trees[position]
            return .nodes(zip(tree.nodes, tree.nodeLocations).map { LessonNode(node: $0, location: $1) })
        case "storage":
            let position = try compileTreeValue(base)
            return .storageTable(trees[position].storage)
        default:
            throw error(
                "'\(name)' is not supported in a lesson program; it reads a tree's nodes and storage "
                    + "and calls its change(_:key:)", at: member.declName)
        }
    }

    // MARK: Typed pieces

    private mutating func compileNode(_ expression: ExprSyntax) throws(InvalidationError) -> LessonNode {
        let value = try compileExpression(expression, expecting: .node)
        guard case .node(let node) = value else { throw mismatch(found: value.type, expected: .node, at: expression) }
        return node
    }

    private mutating func compileNodes(_ expression: ExprSyntax) throws(InvalidationError) -> [LessonNode] {
        let value = try compileExpression(expression, expecting: .nodes)
        guard case .nodes(let nodes) = value else {
            throw mismatch(found: value.type, expected: .nodes, at: expression)
        }
        return nodes
    }

    private mutating func compileStorageTable(_ expression: ExprSyntax) throws(InvalidationError) -> [String: Storage] {
        let value = try compileExpression(expression, expecting: .storageTable)
        guard case .storageTable(let table) = value else {
            throw mismatch(found: value.type, expected: .storageTable, at: expression)
        }
        return table
    }

    private mutating func compileTreeValue(_ expression: ExprSyntax) throws(InvalidationError) -> Int {
        let value = try compileExpression(expression, expecting: .tree)
        guard case .tree(let tree) = value else { throw mismatch(found: value.type, expected: .tree, at: expression) }
        return tree
    }

    private mutating func compileList(
        _ expression: ExprSyntax, as type: LessonType
    ) throws(InvalidationError) -> LessonExpression {
        let value = try compileExpression(expression, expecting: type)
        guard case .evaluated(let list, type) = value else {
            throw mismatch(found: value.type, expected: type, at: expression)
        }
        return list
    }

    // MARK: Storage tables

    private mutating func compileStorageTable(
        _ dictionary: DictionaryExprSyntax, expecting expected: LessonType?
    ) throws(InvalidationError) -> LessonValue {
        if let expected, expected != .storageTable {
            throw error("found a dictionary literal where \(Self.described(expected)) is expected", at: dictionary)
        }
        guard case .elements(let elements) = dictionary.content else {
            if expected == nil {
                throw error(
                    "an empty dictionary literal needs a type here; annotate the variable, as in "
                        + "let storage: [String: Storage] = [:]", at: dictionary)
            }
            return .storageTable([:])
        }
        if expected == nil, !elements.contains(where: { Self.namesStorageType($0.value) }) {
            throw error(
                "the type of this storage table cannot be inferred; annotate the variable with "
                    + ": [String: Storage], or write one value in full, as in Storage.state(owner: \"CounterCard\")",
                at: dictionary)
        }
        var table: [String: Storage] = [:]
        var firstKeys: [String: Invalidation.SourceLocation] = [:]
        var duplicate: InvalidationError?
        for element in elements {
            let key = try stringLiteral(element.key, role: .storageKey)
            table[key] = try storageValue(element.value)
            if let first = firstKeys[key] {
                duplicate = duplicate ?? error(
                    "duplicate key \"\(key)\" in a dictionary literal (first at \(Self.lineAndColumn(first))): "
                        + "the compiled program stops here", at: element.key)
            } else {
                firstKeys[key] = location(of: element.key)
            }
        }
        if let duplicate { trap(duplicate) }
        return .storageTable(table)
    }

    /// `.state(owner: "A")`, `.model(object: "B")`, `.environment`, each also after `Storage`.
    private func storageValue(_ expression: ExprSyntax) throws(InvalidationError) -> Storage {
        let storageForms =
            "a storage value must be .state(owner: \"CounterCard\"), .model(object: \"MailboxStore\") or .environment"
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base.map(Self.isStorageType) ?? true,
            member.declName.baseName.text == "environment", member.declName.argumentNames == nil
        {
            return .environment
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base.map(Self.isStorageType) ?? true
        else {
            throw error(storageForms, at: expression)
        }
        switch member.declName.baseName.text {
        case "state":
            let arguments = try arguments(of: call, function: "Storage.state", labels: ["owner"])
            return .state(owner: try stringLiteral(arguments[0], role: .owner))
        case "model":
            let arguments = try arguments(of: call, function: "Storage.model", labels: ["object"])
            return .model(object: try stringLiteral(arguments[0], role: .object))
        default:
            throw error(storageForms, at: expression)
        }
    }

    // MARK: Literals and arguments

    /// What a string literal stands for, for messages.
    enum StringRole {
        case viewName, parent, readKey, storageKey, owner, object, label, key

        var requirement: String {
            switch self {
            case .viewName: "the view's name must be a string literal such as \"CounterCard\""
            case .parent: "the parent must be a string literal such as \"DashboardView\", or nil"
            case .readKey: "a read key must be a string literal such as \"tapCount\""
            case .storageKey: "a storage key must be a string literal such as \"tapCount\""
            case .owner: "the owner must be a string literal such as \"CounterCard\""
            case .object: "the object must be a string literal such as \"MailboxStore\""
            case .label: "the label of change(_:key:) must be a string literal such as \"tapped\""
            case .key: "the key of change(_:key:) must be a string literal such as \"tapCount\""
            }
        }
    }

    private func stringLiteral(_ expression: ExprSyntax, role: StringRole) throws(InvalidationError) -> String {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else {
            throw error(role.requirement, at: expression)
        }
        if literal.openingPounds != nil {
            throw error("raw string literals are not supported in a lesson program; write a plain \"…\" literal",
                at: literal)
        }
        if literal.openingQuote.tokenKind == .multilineStringQuote {
            throw error(
                "multi-line string literals are not supported in a lesson program; write a plain \"…\" literal",
                at: literal)
        }
        for segment in literal.segments {
            if case .expressionSegment(let interpolation) = segment {
                throw error(
                    "string interpolation is not supported in a lesson program; write a plain string literal",
                    at: interpolation)
            }
        }
        guard let value = literal.representedLiteralValue else { throw error(role.requirement, at: literal) }
        return value
    }

    /// The arguments of `call`, checked against `labels` (`nil` for an unlabeled one).
    private func arguments(
        of call: FunctionCallExprSyntax, function: String, labels: [String?]
    ) throws(InvalidationError) -> [ExprSyntax] {
        if let closure = call.trailingClosure {
            throw error("trailing closures are supported only in .flatMap { $0 }", at: closure)
        }
        let arguments = Array(call.arguments)
        let found = Self.labels(of: call)
        guard found != labels else { return arguments.map(\.expression) }
        let message = "\(function) needs the arguments (\(Self.signature(labels))), found (\(Self.signature(found)))"
        if arguments.count == labels.count,
            let wrong = zip(arguments, labels).first(where: { $0.label?.text != $1 })?.0
        {
            throw error(message, at: wrong)
        }
        throw error(message, at: call)
    }

    // MARK: Messages and locations

    private mutating func trap(_ problem: InvalidationError) {
        if firstTrap == nil { firstTrap = problem }
    }

    func location(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return Invalidation.SourceLocation(file: file, line: place.line + firstLine - 1, column: place.column)
    }

    func error(_ message: String, at node: some SyntaxProtocol) -> InvalidationError {
        .malformedInput(message, at: location(of: node))
    }

    private func mismatch(found: LessonType, expected: LessonType, at node: some SyntaxProtocol) -> InvalidationError {
        var message = "found \(Self.described(found)) where \(Self.described(expected)) is expected"
        if expected == .recomputes, found == .flattenedRecomputes {
            message += "; .joined() does not make an array, .flatMap { $0 } does"
        } else if expected == .recomputes, found == .recomputeLists {
            message += "; join the lists with .flatMap { $0 }"
        }
        return error(message, at: node)
    }

    private func unsupportedKeyword(_ node: some SyntaxProtocol) -> InvalidationError {
        let keyword = node.firstToken(viewMode: .sourceAccurate)?.text ?? ""
        return error("'\(keyword)' is not supported in a lesson program; \(Self.supported)", at: node)
    }

    private func unsupportedExpression(_ expression: ExprSyntax) -> InvalidationError {
        if expression.is(StringLiteralExprSyntax.self) {
            return error(
                "a string literal cannot stand here; a lesson program writes strings only as the arguments of "
                    + "ViewNode(_:parent:reads:), change(_:key:) and the storage cases, and as storage keys",
                at: expression)
        }
        if expression.is(NilLiteralExprSyntax.self) {
            return error("nil is supported only as the parent: of a root ViewNode", at: expression)
        }
        if expression.is(ClosureExprSyntax.self) {
            return error("closures are supported only as { $0 } in .flatMap { $0 }", at: expression)
        }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return unsupportedKeyword(expression)
        }
        var text = expression.trimmedDescription.prefix { $0 != "\n" }
        if text.count > 40 { text = text.prefix(40) + "…" }
        return error("'\(text)' is not supported in a lesson program; \(Self.supported)", at: expression)
    }

    static func described(_ type: LessonType) -> String {
        switch type {
        case .storageTable: "a storage table ([String: Storage])"
        case .node: "a view (ViewNode)"
        case .nodes: "an array of views ([ViewNode])"
        case .tree: "a tree (ViewTree)"
        case .recomputes: "a list of recomputes ([Recompute])"
        case .recomputeLists: "an array of lists of recomputes ([[Recompute]])"
        case .flattenedRecomputes: "the result of .joined() (FlattenSequence<[[Recompute]]>)"
        case .void: "the result of countCauses(_:) (())"
        }
    }

    private static func lineAndColumn(_ location: Invalidation.SourceLocation) -> String {
        "\(location.line):\(location.column)"
    }

}
