/// A type that the value of an option or positional argument is read into from one
/// command-line word.
protocol ArgumentValue {
    /// Reads `word`; `nil` when it is not a value of the type (not one of ``choices``).
    init?(argument word: String)
    /// The words accepted, in the order help lists them; empty when any word is.
    static var choices: [String] { get }
    /// The word for this value, as help shows a default.
    var argument: String { get }
}

extension String: ArgumentValue {
    init?(argument word: String) { self = word }
    static var choices: [String] { [] }
    var argument: String { self }
}

/// An enumeration whose raw values are its command-line words, such as a `--format`.
extension ArgumentValue where Self: RawRepresentable, Self: CaseIterable, RawValue == String {
    init?(argument word: String) { self.init(rawValue: word) }
    static var choices: [String] { allCases.map(\.rawValue) }
    var argument: String { rawValue }
}
