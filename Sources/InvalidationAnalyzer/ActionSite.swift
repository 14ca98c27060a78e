import Invalidation

/// The control, modifier or created view in a view's code whose action, task or binding
/// starts a change: `Button("Add") { … }`, `.task { … }`, `Toggle(isOn: $flag)`.
public struct ActionSite: Hashable, Sendable {
    /// The called name: `Button`, `Toggle`, `task`, `onChange`.
    public var name: String
    /// Whether it is a modifier (`.task { … }`) rather than a control or a view created.
    public var isModifier: Bool
    /// Where it starts: the control's name, or the modifier's dot.
    public var start: SourceLocation
    /// Where it ends: after its call's last token, trailing closures included.
    public var end: SourceLocation

    /// Creates a site.
    public init(name: String, isModifier: Bool, start: SourceLocation, end: SourceLocation) {
        self.name = name
        self.isModifier = isModifier
        self.start = start
        self.end = end
    }

    /// How answers name it: `Button`, `.task`.
    public var label: String { isModifier ? "." + name : name }

    /// Whether its text covers line `line` of its file.
    public func covers(line: Int) -> Bool { start.line <= line && line <= end.line }

    /// Whether `other`, in the same file, lies inside it and is not the same.
    public func strictlyContains(_ other: ActionSite) -> Bool {
        start.file == other.start.file && (start.line, start.column) <= (other.start.line, other.start.column)
            && (other.end.line, other.end.column) <= (end.line, end.column) && self != other
    }
}
