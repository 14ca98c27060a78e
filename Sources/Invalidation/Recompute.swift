/// One recomputed view body and its cause, as the course's `change(_:key:)` returns it.
///
/// `cause` is a string, as in the course, so that lesson code comparing it with
/// `"local"` compiles unchanged; ``Cause`` is the typed form.
public struct Recompute: Hashable, Sendable {
    /// The recomputed view.
    public let view: String
    /// The course's name of the cause: `local`, `parent`, `observed`, `environment`, `off-rule` or `out-of-scope`.
    public let cause: String

    /// Creates a recomputation record.
    public init(view: String, cause: String) {
        self.view = view
        self.cause = cause
    }
}
