import Invalidation

/// One action, binding or task in a view's code (a `Button`'s closure, a `Toggle`'s
/// binding, a `.task`), the keys it changes and what each change recomputes.
public struct ActionCost: Sendable {
    /// One key the action changes, and what its change recomputes.
    public struct Change: Sendable {
        /// The key.
        public var key: String
        /// The places in the action that change it, each with the app's methods between.
        public var writers: [KeyWriter]
        /// What a change of the key recomputes, exactly as ``Analysis/explain(key:label:model:)``
        /// answers; `nil` where no view reads the key and no storage declares it.
        public var outcome: GraphOutcome?

        /// The app's methods between the action and the change, each once, in the order the
        /// writers name them (`Store.add`).
        public var via: [String] {
            var seen = Set<String>()
            return writers.flatMap(\.via).filter { seen.insert($0).inserted }
        }

        /// The bodies its change runs at once, as `explain KEY` counts them.
        public var instances: InstanceCount { outcome?.instancesAtOnce ?? .zero }
    }

    /// The view (or App) type whose code holds the action.
    public var view: String
    /// The control, modifier or created view; `nil` for a change that starts at a
    /// statement no control holds.
    public var site: ActionSite?
    /// Where it starts: the site's start, or the change itself where there is no site.
    public var location: SourceLocation
    /// What starts it.
    public var trigger: WriteTrigger
    /// The keys it changes, in the order its code first changes them.
    public var changes: [Change]

    /// The bodies its changes run, counted in instances over all its keys.
    public var instances: InstanceCount { changes.reduce(.zero) { $0 + $1.instances } }

    /// How answers name it: a control or a binding with its trigger (`Button action`,
    /// `Toggle binding`, `.sheet binding`), a modifier's code by the modifier (`.task`,
    /// `.onTapGesture`), else the trigger (`other`).
    public var label: String {
        guard let site else { return trigger.rawValue }
        return site.isModifier && trigger != .binding ? site.label : "\(site.label) \(trigger.rawValue)"
    }
}

/// The actions found at one line of one analyzed file.
public struct LineActions: Sendable {
    /// The analyzed file's path, as the analysis names it.
    public var file: String
    /// The 1-based line asked about.
    public var line: Int
    /// The actions that cover the line, innermost ones only, in source order.
    public var actions: [ActionCost]

    /// The keys the actions change, each once, in the order the actions change them.
    public var changes: [ActionCost.Change] {
        var seen = Set<String>()
        return actions.flatMap(\.changes).filter { seen.insert($0.key).inserted }
    }

    /// The bodies all the changes run, in instances, each key counted once.
    public var instances: InstanceCount { changes.reduce(.zero) { $0 + $1.instances } }
}
