import InvalidationAnalyzer

extension ViewTypeFacts {
    /// The lifetime facts of a view type as the analyzer declared it: its slots, each
    /// property's role, what each `init` assigns to the slots, and the actions
    /// (`onChange(of:)`, `task(id:)`, `onAppear`, `task`) that write them.
    init(_ view: DeclaredView, values: ValueFacts) {
        self.init(name: view.name)
        for property in view.properties {
            let initial = values.initialValue(of: property, in: view)
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
        for (name, getter) in values.getters(of: view) { properties[name] = .computed(getter) }
        initializers = values.initializers(of: view)
        let slotNames = Set(slots.map(\.name))
        guard !slotNames.isEmpty else { return }
        for var action in values.actions(of: view) {
            action.writes.removeAll { !slotNames.contains($0.property) }
            if !action.writes.isEmpty { actions.append(action) }
        }
    }
}
