import InvalidationAnalyzer
import InvalidationReader

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
    /// The actions that write slots, in the order their calls start, each with only its
    /// writes to slots.
    var actions: [ActionFacts] = []

    func slot(named name: String) -> SlotDeclaration? { slots.first { $0.name == name } }
}

/// The identity facts of one view of the model.
struct NodeContext: Sendable {
    /// Outermost first.
    var components: [IdentityFact] = []
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
