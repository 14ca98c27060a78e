/// Why a view's body is recomputed when a key changes.
public enum Cause: UInt8, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The view owns the `@State` that changed.
    case local
    /// An ancestor of the view owns the `@State` that changed.
    case parent
    /// The view reads a property of a model object that changed.
    case observed
    /// The view reads an environment value that changed.
    case environment
    /// The view reads `@State` that neither it nor an ancestor owns; the rule cannot place it.
    case offRule
    /// The key has no storage entry.
    case outOfScope

    /// The four causes the course counts, in the order `countCauses` prints them.
    public static let counted: [Cause] = [.local, .parent, .observed, .environment]

    /// The course's spelling: `local`, `parent`, `observed`, `environment`, `off-rule`, `out-of-scope`.
    public var description: String { Self.names[Int(rawValue)] }

    /// Whether `countCauses` counts this cause.
    public var isCounted: Bool { rawValue <= Cause.environment.rawValue }

    /// The cause spelled `name` in the course, if any.
    public init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self.init(rawValue: UInt8(index))
    }

    static let names = ["local", "parent", "observed", "environment", "off-rule", "out-of-scope"]
    static let nameBytes: [[UInt8]] = names.map { Array($0.utf8) }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let cause = Cause(name: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown cause '\(name)'"))
        }
        self = cause
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
