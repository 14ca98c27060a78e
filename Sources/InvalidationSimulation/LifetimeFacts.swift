import InvalidationAnalyzer
import InvalidationReader
/// What an expression tells the lifetime simulation: the names it refers to, the
/// objects it constructs, and whether it is a `nil` or Boolean literal.
///
/// Nothing is evaluated: a name is only a name, resolved later against the view whose
/// code holds the expression.
struct ExpressionFacts: Hashable, Sendable {
    /// A name the expression uses as a value (not as a member of another value).
    struct Reference: Hashable, Sendable {
        /// The property or other name it names, as ``PropertyReference`` decides: without
        /// `$` or `self.`, and without the `_` of a wrapper.
        var name: String
        /// Written `self.name` (so a parameter of the same name does not hide it).
        var viaSelf: Bool
    }

    /// The source text, trimmed, as the output quotes it.
    var text: String
    /// Names used as values, in source order, each once.
    var references: [Reference] = []
    /// Member names read off other values (`store.items` gives `items`), each once.
    var members: [String] = []
    /// The classes of the analyzed files the expression constructs, once per construction.
    var objects: [String] = []
    /// The expression is the literal `nil`.
    var isNil = false
    /// The expression is the literal `true` or `false`.
    var boolLiteral: Bool?
    /// The value is an autoclosure that SwiftUI evaluates only for a new identity
    /// (`@StateObject`'s initial value), not on every `init`.
    var isAutoclosure = false

    /// Facts about an expression that does not exist, such as a missing initial value.
    static let none = ExpressionFacts(text: "")
}

/// Which property wrapper holds a slot: `@State` stores the initial value given on every
/// `init` (and throws it away for an existing identity); `@StateObject` takes an
/// autoclosure that runs only when the identity is new.
enum SlotWrapper: Hashable, Sendable {
    case state
    case stateObject
}

/// A `@State` or `@StateObject` property of a view type: storage that lives as long as
/// the view's identity.
struct SlotDeclaration: Hashable, Sendable {
    var name: String
    var wrapper: SlotWrapper
    /// The declared type is optional (`RoomVM?`), so without an initial value it starts `nil`.
    var isOptional: Bool
    /// The initial value written on the declaration (`= 0`), if any.
    var initial: ExpressionFacts?
}

/// How a view's body reads one of its properties, for resolving names to keys.
enum PropertyRole: Hashable, Sendable {
    /// `@State` (and `@FocusState`, `@GestureState`): the key `Node.name`.
    case state
    /// `@StateObject`, `@EnvironmentObject`, `@Environment(Type.self)`: an object whose
    /// own properties are keys; the reference itself is none.
    case object
    /// `@Environment(\.key)`: the key `\.key`.
    case environment(String)
    /// Filled by the creator (a plain property, `@Binding`, `@Bindable`, `@ObservedObject`).
    case flowed
    /// A computed property: what its getter refers to.
    case computed(ExpressionFacts)
    /// Storage shared by name (`@AppStorage("name")`): the key `AppStorage.name`.
    case shared(String)
    /// Anything else (static, unknown wrapper).
    case other
}

/// One `init` of a view type: its parameters and what it assigns to each slot.
struct InitializerFacts: Hashable, Sendable {
    /// One parameter: its argument label (`nil` for `_`) and its name inside the body.
    struct Parameter: Hashable, Sendable {
        var label: String?
        var name: String
    }

    /// The parameters, in order.
    var parameters: [Parameter]
    /// Per slot name: the value the body gives it (the last assignment in source order).
    var assignments: [String: ExpressionFacts]
}

/// When SwiftUI runs an action that can replace a slot's value.
enum ActionTrigger: Hashable, Sendable {
    /// `onChange(of:initial:)`: when the watched value changes; also on appearing when `initial` is true.
    case change(initial: Bool)
    /// `task(id:)`: on appearing and whenever the id changes.
    case taskID
    /// `onAppear` or `task` without an id: on appearing only.
    case appear
}

/// A later closure of a view's body that writes its slots: `onChange(of:)`, `task(id:)`,
/// `onAppear`, `task`.
struct ActionFacts: Hashable, Sendable {
    var trigger: ActionTrigger
    /// The value watched (`of:` or `id:`), when the trigger watches one.
    var watched: ExpressionFacts?
    /// How the output names it: `onChange(of: name)`, `task(id: item)`, `onAppear`.
    var label: String
    /// The slots it writes, in source order, with the value written (`nil` for a write
    /// whose value is not an assignment, such as `flag.toggle()` or `count += 1`).
    var writes: [Write]

    struct Write: Hashable, Sendable {
        var slot: String
        var value: ExpressionFacts?
    }
}

/// Everything the lifetime simulation knows about one view type from its declarations.
struct ViewTypeFacts: Sendable {
    /// The qualified name, as the analyzer names types (`Screen.Footer`).
    var name: String
    /// Slots in declaration order.
    var slots: [SlotDeclaration] = []
    /// Every property's role, by name.
    var properties: [String: PropertyRole] = [:]
    /// Declared initializers, in declaration order.
    var initializers: [InitializerFacts] = []
    /// Later closures that write slots, in source order.
    var actions: [ActionFacts] = []

    func slot(named name: String) -> SlotDeclaration? { slots.first { $0.name == name } }
}

/// One test that decides whether a branch is taken, as it can be followed symbolically.
struct ConditionAtom: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A Boolean value (`showDetails`, `!isCollapsed`).
        case boolean(negated: Bool)
        /// Whether an optional holds a value (`if let model`, `model != nil`, `model == nil`).
        case nonNil(negated: Bool)
        /// Anything else (`count > 3`, `items.isEmpty`): only which keys it reads is known.
        case opaque
    }

    var kind: Kind
    var expression: ExpressionFacts
    /// Where it is, so that views created under the same test share its value.
    var offset: Int
}

/// One thing besides its position in its parent's body that decides a view's identity.
enum IdentityComponent: Hashable, Sendable {
    /// Inside a branch of an `if`: `isElse` is false for the `if` body (taken when every
    /// condition holds), true for the `else` body.
    case branch(conditions: [ConditionAtom], isElse: Bool, offset: Int)
    /// Inside case `index` of a `switch` whose subject is `subject`.
    case switchCase(subject: ExpressionFacts, index: Int, count: Int, offset: Int)
    /// Under `.id(value)`.
    case explicitID(ExpressionFacts)
    /// A row of `ForEach(data, id:)`; `idIsSelf` when the row is identified by its own value (`id: \.self`).
    case element(data: ExpressionFacts, idIsSelf: Bool)
    /// Content shown on demand: a sheet, a cover, a popover or a navigation destination.
    /// `binding` is the presentation binding (`isPresented:`, `item:`, `isActive:`), `nil`
    /// when SwiftUI keeps the state itself (a plain `NavigationLink`); `isEager` when the
    /// destination view is built with the link, before anyone navigates.
    case presentation(kind: String, binding: ExpressionFacts?, isEager: Bool, offset: Int)
}

/// The identity facts of one view of the model.
struct NodeContext: Sendable {
    /// Outermost first.
    var components: [IdentityComponent] = []
    /// The node whose view type's code holds the creation: names in `components` resolve there.
    var codeOwner: Int?
    /// The type whose code holds the creation, qualified.
    var enclosingType: String?
    /// The creation call's arguments by label, as the code that runs the parent's body
    /// evaluates them (a memberwise `@State` argument is the slot's initial value).
    var arguments: [String: ExpressionFacts] = [:]

    /// The presentation that decides the node's identity, if any.
    var presentation: (kind: String, binding: ExpressionFacts?, isEager: Bool, offset: Int)? {
        for component in components.reversed() {
            if case .presentation(let kind, let binding, let isEager, let offset) = component {
                return (kind, binding, isEager, offset)
            }
        }
        return nil
    }
}
