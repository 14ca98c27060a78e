/// Where a value lives, and so which rule classifies a recomputation it causes.
///
/// The cases and their labels are the course's: a lesson program that writes
/// `.state(owner: "CounterCard")` compiles against this type unchanged.
public enum Storage: Hashable, Sendable, Codable {
    /// `@State` owned by the view named `owner`.
    case state(owner: String)
    /// A property of the model object named `object` (`@Observable`, `ObservableObject`).
    case model(object: String)
    /// A value read from the SwiftUI environment.
    case environment
}
