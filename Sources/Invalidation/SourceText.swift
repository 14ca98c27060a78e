/// One source file given as text, for reading sources that are not on disk.
public struct SourceText: Hashable, Sendable {
    /// The path reported in locations.
    public var path: String
    /// The Swift source.
    public var text: String

    /// Creates a source file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
