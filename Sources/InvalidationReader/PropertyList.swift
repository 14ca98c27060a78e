import Invalidation

/// A value of the old-style (OpenStep) property list text that `project.pbxproj` is
/// written in: strings, arrays and dictionaries.
package enum PropertyList: Hashable, Sendable {
    /// A quoted or unquoted string; a number is a string too (`objectVersion = 77`).
    case string(String)
    /// `( a, b, )`.
    case array([PropertyList])
    /// `{ key = value; }`, its keys in the order written (a repeated key keeps its last value).
    case dictionary([String: PropertyList])

    /// The string, if it is one.
    package var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The elements, if it is an array.
    package var array: [PropertyList]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The entries, if it is a dictionary.
    package var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { value } else { nil }
    }

    /// The value of `key`, if it is a dictionary that has it.
    package subscript(key: String) -> PropertyList? {
        dictionary?[key]
    }

    /// The strings of an array, leaving out what is not one; empty for anything else.
    package var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}
