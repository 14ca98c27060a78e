internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// Reads the declarations of parsed files into ``ViewTypeFacts``: each type's slots and
/// property roles, what each `init` assigns to the slots, and the later closures
/// (`onChange(of:)`, `task(id:)`, `onAppear`, `task`) that write them.
///
/// Two passes: the first learns every class name (so that `RoomVM(…)` is known to build
/// an object), the second reads the members. Members of extensions are merged into the
/// type they extend, by name.
struct LifetimeFactCollector {
    /// The classes the files declare, by simple and by qualified name.
    private(set) var classNames: Set<String> = []
    private var members: [String: [(file: Int, decl: DeclSyntax)]] = [:]
    private var typeOrder: [String] = []

    /// Learns the class names and members of one file.
    mutating func add(_ tree: SourceFileSyntax, file: Int) {
        for item in tree.statements {
            if case .decl(let decl) = item.item { declaration(decl, scope: nil, file: file, depth: 0) }
        }
    }

    private mutating func declaration(_ decl: DeclSyntax, scope: String?, file: Int, depth: Int) {
        guard depth < 32 else { return }
        let name: String
        let memberList: MemberBlockItemListSyntax
        if let node = decl.as(StructDeclSyntax.self) {
            name = node.name.text
            memberList = node.memberBlock.members
        } else if let node = decl.as(ClassDeclSyntax.self) {
            name = node.name.text
            memberList = node.memberBlock.members
            classNames.insert(name)
            if let scope { classNames.insert("\(scope).\(name)") }
        } else if let node = decl.as(EnumDeclSyntax.self) {
            name = node.name.text
            memberList = node.memberBlock.members
        } else if let node = decl.as(ActorDeclSyntax.self) {
            name = node.name.text
            memberList = node.memberBlock.members
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            name = node.extendedType.trimmedDescription
            memberList = node.memberBlock.members
        } else if let node = decl.as(IfConfigDeclSyntax.self) {
            for clause in node.clauses {
                if case .statements(let list)? = clause.elements {
                    for item in list {
                        if case .decl(let inner) = item.item { declaration(inner, scope: scope, file: file, depth: depth + 1) }
                    }
                } else if case .decls(let list)? = clause.elements {
                    for member in list { declaration(member.decl, scope: scope, file: file, depth: depth + 1) }
                }
            }
            return
        } else {
            return
        }
        let qualified = decl.is(ExtensionDeclSyntax.self) ? name : scope.map { "\($0).\(name)" } ?? name
        if members[qualified] == nil { typeOrder.append(qualified) }
        var list = members[qualified] ?? []
        collectMembers(memberList, into: &list, scope: qualified, file: file, depth: depth + 1)
        members[qualified] = list
    }

    private mutating func collectMembers(
        _ memberList: MemberBlockItemListSyntax, into list: inout [(file: Int, decl: DeclSyntax)], scope: String,
        file: Int, depth: Int
    ) {
        for member in memberList {
            let decl = member.decl
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let inner)? = clause.elements {
                        collectMembers(inner, into: &list, scope: scope, file: file, depth: depth + 1)
                    }
                }
            } else if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                || decl.is(ActorDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
            {
                declaration(decl, scope: scope, file: file, depth: depth + 1)
            } else {
                list.append((file, decl))
            }
        }
    }

    /// The facts of every type, once all files are added.
    func facts() -> [String: ViewTypeFacts] {
        var result: [String: ViewTypeFacts] = [:]
        for name in typeOrder { result[name] = facts(of: name, members: members[name] ?? []) }
        return result
    }

    private func facts(of name: String, members: [(file: Int, decl: DeclSyntax)]) -> ViewTypeFacts {
        var facts = ViewTypeFacts(name: name)
        var methods: [String: CodeBlockSyntax] = [:]
        for (_, decl) in members {
            if let variable = decl.as(VariableDeclSyntax.self) {
                addProperties(variable, to: &facts)
            } else if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
                methods[function.name.text] = body
            }
        }
        let wrappers = Dictionary(facts.slots.map { ($0.name, $0.wrapper) }, uniquingKeysWith: { first, _ in first })
        for (file, decl) in members {
            if let initializer = decl.as(InitializerDeclSyntax.self) {
                let scanner = SlotWriteScanner(slots: wrappers, classNames: classNames)
                if let body = initializer.body { scanner.walk(body) }
                var assignments: [String: ExpressionFacts] = [:]
                for write in scanner.writes { if let value = write.value { assignments[write.slot] = value } }
                facts.initializers.append(
                    InitializerFacts(
                        file: file, offset: initializer.positionAfterSkippingLeadingTrivia.utf8Offset,
                        parameters: initializer.signature.parameterClause.parameters.map {
                            .init(
                                label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text,
                                name: ($0.secondName ?? $0.firstName).text)
                        },
                        assignments: assignments))
            } else if !decl.is(InitializerDeclSyntax.self), !wrappers.isEmpty {
                let scanner = ActionScanner(slots: wrappers, classNames: classNames, methods: methods)
                scanner.walk(decl)
                facts.actions.append(contentsOf: scanner.actions)
            }
        }
        return facts
    }

    private func addProperties(_ variable: VariableDeclSyntax, to facts: inout ViewTypeFacts) {
        let isStatic = variable.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        var wrapper: String?
        var wrapperArgument: ExprSyntax?
        for element in variable.attributes {
            guard case .attribute(let attribute) = element else { continue }
            var attributeName = attribute.attributeName.trimmedDescription
            if attributeName.hasPrefix("SwiftUI.") { attributeName.removeFirst("SwiftUI.".count) }
            if ["MainActor", "ViewBuilder", "available", "Previewable"].contains(attributeName) { continue }
            wrapper = attributeName
            if case .argumentList(let arguments)? = attribute.arguments { wrapperArgument = arguments.first?.expression }
            break
        }
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = identifier.identifier.text
            if let accessors = binding.accessorBlock {
                facts.properties[name] = .computed(
                    ExpressionScanner.facts(of: accessors, classNames: classNames))
                continue
            }
            guard !isStatic else {
                facts.properties[name] = .other
                continue
            }
            let type = binding.typeAnnotation?.type
            let isOptional =
                type.map {
                    $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                        || $0.trimmedDescription.hasPrefix("Optional<")
                } ?? false
            var initial = binding.initializer.map { ExpressionScanner.facts(of: $0.value, classNames: classNames) }
            switch wrapper {
            case "State", "FocusState", "GestureState", "AccessibilityFocusState":
                facts.properties[name] = .state
                if wrapper == "State" {
                    facts.slots.append(SlotDeclaration(name: name, wrapper: .state, isOptional: isOptional, initial: initial))
                }
            case "StateObject":
                facts.properties[name] = .object
                initial?.isAutoclosure = true
                facts.slots.append(
                    SlotDeclaration(name: name, wrapper: .stateObject, isOptional: isOptional, initial: initial))
            case "EnvironmentObject":
                facts.properties[name] = .object
            case "Environment":
                if let keyPath = wrapperArgument?.as(KeyPathExprSyntax.self), keyPath.components.count == 1 {
                    facts.properties[name] = .environment("\\" + keyPath.components.trimmedDescription)
                } else {
                    facts.properties[name] = .object
                }
            case nil, "Binding", "Bindable", "ObservedObject":
                facts.properties[name] = .flowed
            default:
                facts.properties[name] = .other
            }
        }
    }
}

/// Finds `onChange(of:initial:)`, `task(id:)`, `task` and `onAppear` in a view's code
/// and the slots each one writes, following the view's methods it calls three levels deep.
final class ActionScanner: SyntaxVisitor {
    private let slots: [String: SlotWrapper]
    private let classNames: Set<String>
    private let methods: [String: CodeBlockSyntax]
    private(set) var actions: [ActionFacts] = []

    init(slots: [String: SlotWrapper], classNames: Set<String>, methods: [String: CodeBlockSyntax]) {
        self.slots = slots
        self.classNames = classNames
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = member.declName.baseName.text
        guard ["onChange", "task", "onAppear"].contains(name) else { return .visitChildren }
        var watched: ExprSyntax?
        var initial = false
        var code: Syntax? = node.trailingClosure.map(Syntax.init)
        for argument in node.arguments {
            switch argument.label?.text {
            case "of" where name == "onChange", "id" where name == "task":
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
        let label: String
        switch (name, watched) {
        case ("onChange", let value?):
            trigger = .change(initial: initial)
            label = "onChange(of: \(value.trimmedDescription))"
        case ("task", let value?):
            trigger = .taskID
            label = "task(id: \(value.trimmedDescription))"
        case ("onChange", nil):
            return .visitChildren
        default:
            trigger = .appear
            label = name
        }
        let writes = self.writes(in: code, depth: 0)
        guard !writes.isEmpty else { return .visitChildren }
        actions.append(
            ActionFacts(
                trigger: trigger, watched: watched.map { ExpressionScanner.facts(of: $0, classNames: classNames) },
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
        let scanner = SlotWriteScanner(slots: slots, classNames: classNames)
        scanner.walk(code)
        var writes = scanner.writes
        guard depth < 3 else { return writes }
        for method in scanner.calledMethods {
            if let body = methods[method] { writes.append(contentsOf: self.writes(in: Syntax(body), depth: depth + 1)) }
        }
        return writes
    }
}
