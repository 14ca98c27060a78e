/// Source with markers at the places a test expects something (`1️⃣`, `2️⃣`, … or `↓`):
/// the source without them, and where each marker stood in it.
public struct MarkedText: Sendable {
    /// One marker and its place in ``text``: 1-based line and column in UTF-8 bytes.
    public struct Marker: Hashable, Sendable {
        /// The marker as written.
        public var name: String
        /// 1-based line.
        public var line: Int
        /// 1-based column, in UTF-8 bytes.
        public var column: Int
    }

    /// The numbered markers, `1️⃣` to `9️⃣`.
    public static let numbered = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
    /// The arrow lint rule examples use.
    public static let arrow = "↓"

    /// The source without its markers.
    public let text: String
    /// The markers, in source order.
    public let markers: [Marker]

    /// Splits `marked` into the source and the places of the markers in `names`.
    public init(_ marked: String, markers names: [String] = MarkedText.numbered + [MarkedText.arrow]) {
        var text = ""
        var found: [Marker] = []
        var line = 1
        var column = 1
        var index = marked.startIndex
        scanning: while index < marked.endIndex {
            for name in names where marked[index...].hasPrefix(name) {
                found.append(Marker(name: name, line: line, column: column))
                index = marked.index(index, offsetBy: name.count)
                continue scanning
            }
            let character = marked[index]
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
            index = marked.index(after: index)
        }
        self.text = text
        markers = found
    }

    /// The first marker named `name`.
    public subscript(name: String) -> Marker? {
        markers.first { $0.name == name }
    }
}
