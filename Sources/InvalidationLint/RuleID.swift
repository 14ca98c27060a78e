import InvalidationAnalyzer

/// The id of a lint rule, as written in output, configuration and suppression comments.
public enum RuleID: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A `@State`/`@StateObject` set in `init` from a parameter the view does not follow.
    case stateInitTrap = "state_init_trap"
    /// A `@State` copied from an `init` parameter on purpose (opt-in).
    case stateInitCopy = "state_init_copy"
    /// An object created in `init` for a `@State`, thrown away on every re-creation.
    case stateInitDiscardedObject = "state_init_discarded_object"
    /// A `@State` assigned in `init` after every stored property has a value: a setter call that is lost.
    case stateSetterInInit = "state_setter_in_init"
    /// A `@State`/`@StateObject` that is not `private`.
    case nonPrivateState = "non_private_state"
    /// A `@State` never written after construction, never read, or never used.
    case unusedState = "unused_state"
    /// A `@State` whose users all lie in one subtree below its owner.
    case statePlacement = "state_placement"
    /// An observed object whose view reads none of its properties.
    case observedObjectUnread = "observed_object_unread"
    /// An `@ObservedObject` that creates its own object.
    case observedObjectCreatedInline = "observed_object_created_inline"
    /// An object a view takes from the environment that some path from the App does not put there.
    case missingEnvironmentObject = "missing_environment_object"
    /// A `.task` without `id:` or an `.onAppear` that reads an input a creator can change under the same identity.
    case taskWithoutID = "task_without_id"

    public var description: String { rawValue }

    /// The rule's summary and examples.
    public var ruleDescription: RuleDescription {
        switch self {
        case .stateInitTrap: StateInitTrapRule.description
        case .stateInitCopy: StateInitCopyRule.description
        case .stateInitDiscardedObject: StateInitDiscardedObjectRule.description
        case .stateSetterInInit: StateSetterInInitRule.description
        case .nonPrivateState: NonPrivateStateRule.description
        case .unusedState: UnusedStateRule.description
        case .statePlacement: StatePlacementRule.description
        case .observedObjectUnread: ObservedObjectUnreadRule.description
        case .observedObjectCreatedInline: ObservedObjectCreatedInlineRule.description
        case .missingEnvironmentObject: MissingEnvironmentObjectRule.description
        case .taskWithoutID: TaskWithoutIDRule.description
        }
    }

    /// Runs a rule that checks one view type at a time.
    func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        switch self {
        case .stateInitTrap: StateInitTrapRule.check(view, context: context, into: &findings)
        case .stateInitCopy: StateInitCopyRule.check(view, context: context, into: &findings)
        case .stateInitDiscardedObject: StateInitDiscardedObjectRule.check(view, context: context, into: &findings)
        case .stateSetterInInit: StateSetterInInitRule.check(view, context: context, into: &findings)
        case .nonPrivateState: NonPrivateStateRule.check(view, context: context, into: &findings)
        case .unusedState: UnusedStateRule.check(view, context: context, into: &findings)
        case .observedObjectUnread: ObservedObjectUnreadRule.check(view, context: context, into: &findings)
        case .observedObjectCreatedInline: ObservedObjectCreatedInlineRule.check(view, context: context, into: &findings)
        case .missingEnvironmentObject: MissingEnvironmentObjectRule.check(view, context: context, into: &findings)
        case .taskWithoutID: TaskWithoutIDRule.check(view, context: context, into: &findings)
        case .statePlacement: break
        }
    }
}
