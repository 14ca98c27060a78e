/// Where a value lives, and so which rule classifies a recomputation it causes.
///
/// The first three cases and their labels are the course's: a lesson program that writes
/// `.state(owner: "CounterCard")` compiles against this type unchanged. The others are
/// SwiftUI's further storage, each classified by one of the course's rules: view-owned
/// storage as `@State` is (``stateOwner``), shared storage as an observed model.
public enum Storage: Hashable, Sendable, Codable {
    /// `@State` owned by the view named `owner`.
    case state(owner: String)
    /// A property of the model object named `object` (`@Observable`, `ObservableObject`).
    case model(object: String)
    /// A value read from the SwiftUI environment.
    case environment
    /// `@FocusState` (or `@AccessibilityFocusState`) owned by the view named `owner`:
    /// state SwiftUI keeps per view, classified as `@State` is.
    case focusState(owner: String)
    /// `@GestureState` owned by the view named `owner`: state SwiftUI keeps per view
    /// while a gesture runs, classified as `@State` is.
    case gestureState(owner: String)
    /// `@AppStorage("key")`: the user-defaults value `key`, shared by every view that
    /// declares it; the views observe it, so a change is **observed**.
    case appStorage(key: String)
    /// `@SceneStorage("key")`: the value `key` the scene keeps, shared by the views of one
    /// scene that declare it; observed like `@AppStorage`.
    case sceneStorage(key: String)
    /// `@Query`, `@FetchRequest` or `@SectionedFetchRequest` results of the view named
    /// `owner`: SwiftUI refreshes them when the store changes, so a change is **observed**.
    case query(owner: String)

    /// The view that owns the value when the course's `@State` rule classifies it
    /// (`local` for the owner, `parent` below it, `off-rule` elsewhere); `nil` otherwise.
    public var stateOwner: String? {
        switch self {
        case .state(let owner), .focusState(let owner), .gestureState(let owner): owner
        case .model, .environment, .appStorage, .sceneStorage, .query: nil
        }
    }

    /// The cause of every recomputation a change of the value causes, for storage not
    /// owned by a view: **observed** or **environment**; `nil` for view-owned storage.
    public var sharedCause: Cause? {
        switch self {
        case .state, .focusState, .gestureState: nil
        case .model, .appStorage, .sceneStorage, .query: .observed
        case .environment: .environment
        }
    }
}

extension Storage: CustomStringConvertible {
    /// Where the value lives, as reports name it: `@State of CounterCard`, `property of MailboxStore`.
    public var description: String {
        switch self {
        case .state(let owner): "@State of \(owner)"
        case .model(let object): "property of \(object)"
        case .environment: "environment"
        case .focusState(let owner): "@FocusState of \(owner)"
        case .gestureState(let owner): "@GestureState of \(owner)"
        case .appStorage(let key): "@AppStorage(\"\(key)\")"
        case .sceneStorage(let key): "@SceneStorage(\"\(key)\")"
        case .query(let owner): "@Query of \(owner)"
        }
    }
}
