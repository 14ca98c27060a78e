internal import SwiftSyntax
import InvalidationAnalyzer

extension ViewTypeFacts {
    /// The lifetime facts of a view type as the analyzer declared it: its slots, each
    /// property's role, what each `init` assigns to the slots, and the later closures
    /// (`onChange(of:)`, `task(id:)`, `onAppear`, `task`) that write them.
    init(_ view: DeclaredView, classNames: Set<String>) {
        self.init(name: view.name)
        for property in view.properties {
            var initial = property.initializer.map {
                ExpressionScanner.facts(of: $0, classNames: classNames, declares: view.declares)
            }
            switch property.kind {
            case .owned(let owned):
                properties[property.name] = .state
                if owned == .state {
                    slots.append(
                        SlotDeclaration(
                            name: property.name, wrapper: .state, isOptional: property.isOptional, initial: initial))
                }
            case .object:
                properties[property.name] = .object
                if property.wrapperKind == .stateObject {
                    initial?.isAutoclosure = true
                    slots.append(
                        SlotDeclaration(
                            name: property.name, wrapper: .stateObject, isOptional: property.isOptional,
                            initial: initial))
                }
            case .environmentKey(let key):
                properties[property.name] = .environment(key)
            case .shared(let key, _):
                properties[property.name] = .shared(key)
            case .flowed:
                properties[property.name] = .flowed
            case .inert, .computed:
                properties[property.name] = .other
            }
        }
        for computed in view.computedProperties {
            properties[computed.name] = .computed(
                ExpressionScanner.facts(of: computed.getter, classNames: classNames, declares: view.declares))
        }
        let wrappers = Dictionary(slots.map { ($0.name, $0.wrapper) }, uniquingKeysWith: { first, _ in first })
        for initializer in view.initializers {
            let scanner = SlotWriteScanner(slots: wrappers, classNames: classNames, declares: view.declares)
            if let body = initializer.body { scanner.walk(body) }
            var assignments: [String: ExpressionFacts] = [:]
            for write in scanner.writes { if let value = write.value { assignments[write.slot] = value } }
            initializers.append(
                InitializerFacts(
                    parameters: initializer.signature.parameterClause.parameters.map {
                        .init(
                            label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text,
                            name: ($0.secondName ?? $0.firstName).text)
                    },
                    assignments: assignments))
        }
        guard !wrappers.isEmpty else { return }
        var methods: [String: CodeBlockSyntax] = [:]
        for member in view.behaviourMembers {
            if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
                methods[function.name.text] = body
            }
        }
        for member in view.behaviourMembers {
            let scanner = ActionScanner(
                slots: wrappers, classNames: classNames, declares: view.declares, methods: methods)
            scanner.walk(member)
            actions.append(contentsOf: scanner.actions)
        }
    }
}
