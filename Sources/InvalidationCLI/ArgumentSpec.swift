/// A type whose stored properties a command line fills in.
protocol ParsableArguments {
    /// A value with every property at its default: what the command does when the
    /// command line says nothing about it.
    init()
    /// The options and positional arguments, each with the property it fills, in the
    /// order help lists them.
    static var arguments: [ArgumentSpec<Self>] { get }
}

/// One option or positional argument: how it is written, what help says about it,
/// and which property of `Root` its value goes to.
///
/// ``CommandLineParser`` reads words by these and the help text is written from them,
/// so what help shows and what the parser accepts cannot disagree. Make one with
/// ``flag(_:short:_:help:)``, one of the `option` functions or one of the `positional`
/// functions; each takes the key path of the property it fills.
struct ArgumentSpec<Root> {
    /// How an argument is written on the command line.
    enum Kind: Equatable {
        /// `--name` (or `-n`): sets a `Bool`.
        case flag
        /// `--name VALUE` or `--name=VALUE`.
        case option(valueName: String)
        /// A word in its place among the words that are not options.
        case positional
    }

    /// The long name without dashes (`format` for `--format`), or a positional's
    /// placeholder (`PATH`).
    let name: String
    /// A one-letter name, written `-q`.
    let short: Character?
    /// How it is written.
    let kind: Kind
    /// One line of help.
    let help: String
    /// The accepted values when the set is closed, in the order help lists them.
    let choices: [String]
    /// The value used when none is given, as help shows it; `nil` when there is none to show.
    let defaultValue: String?
    /// Whether an option may be given more than once, or a positional takes several words.
    let isRepeatable: Bool
    /// Whether a positional may be left out; options always may.
    let isOptional: Bool
    /// Whether `word` is a value of the property's type.
    let accepts: (_ word: String) -> Bool
    /// Stores the words given for it, in order, each one accepted, in `root`.
    let store: (_ root: inout Root, _ words: [String]) -> Void

    /// Whether it is a positional argument rather than an option or flag.
    var isPositional: Bool { kind == .positional }
}

extension ArgumentSpec where Root: ParsableArguments {
    /// `--name`, which sets `property` to `true`.
    static func flag(
        _ name: String, short: Character? = nil, _ property: WritableKeyPath<Root, Bool>, help: String
    ) -> Self {
        ArgumentSpec(
            name: name, short: short, kind: .flag, help: help, choices: [], defaultValue: nil, isRepeatable: false,
            isOptional: true, accepts: { _ in true }, store: { root, _ in root[keyPath: property] = true })
    }

    /// `--name VALUE`, given at most once. Without it, `property` keeps its initial
    /// value, which help shows as the default (unless it is empty).
    static func option<Value: ArgumentValue>(
        _ name: String, valueName: String? = nil, _ property: WritableKeyPath<Root, Value>, help: String
    ) -> Self {
        let initial = Root()[keyPath: property].argument
        return valueOption(
            name, valueName: valueName, type: Value.self, help: help, defaultValue: initial.isEmpty ? nil : initial,
            isRepeatable: false
        ) { root, words in
            if let value = words.last.flatMap(Value.init(argument:)) { root[keyPath: property] = value }
        }
    }

    /// `--name VALUE`, given at most once. Without it, `property` stays `nil`.
    static func option<Value: ArgumentValue>(
        _ name: String, valueName: String? = nil, _ property: WritableKeyPath<Root, Value?>, help: String
    ) -> Self {
        valueOption(name, valueName: valueName, type: Value.self, help: help, defaultValue: nil, isRepeatable: false) {
            root, words in
            root[keyPath: property] = words.last.flatMap(Value.init(argument:))
        }
    }

    /// `--name VALUE`, given any number of times: `property` holds the values in order.
    static func option<Value: ArgumentValue>(
        _ name: String, valueName: String? = nil, _ property: WritableKeyPath<Root, [Value]>, help: String
    ) -> Self {
        valueOption(name, valueName: valueName, type: Value.self, help: help, defaultValue: nil, isRepeatable: true) {
            root, words in
            root[keyPath: property] = words.compactMap(Value.init(argument:))
        }
    }

    /// One word, which must be given.
    static func positional(_ name: String, _ property: WritableKeyPath<Root, String>, help: String) -> Self {
        positional(name, help: help, defaultValue: nil, isRepeatable: false, isOptional: false) { root, words in
            if let word = words.first { root[keyPath: property] = word }
        }
    }

    /// One word, which may be left out.
    static func positional(_ name: String, _ property: WritableKeyPath<Root, String?>, help: String) -> Self {
        positional(name, help: help, defaultValue: nil, isRepeatable: false, isOptional: true) { root, words in
            root[keyPath: property] = words.first
        }
    }

    /// One or more words. When `property` starts with words, none need be given: the
    /// initial words are the default, which help shows.
    static func positional(_ name: String, _ property: WritableKeyPath<Root, [String]>, help: String) -> Self {
        let initial = Root()[keyPath: property]
        return positional(
            name, help: help, defaultValue: initial.isEmpty ? nil : initial.joined(separator: " "), isRepeatable: true,
            isOptional: !initial.isEmpty
        ) { root, words in
            root[keyPath: property] = words
        }
    }

    /// One or more words, which may all be left out: `property` then stays empty and the
    /// command decides what that means; help shows `whenNone`, if given, as the default.
    static func positional(
        _ name: String, _ property: WritableKeyPath<Root, [String]>, whenNone: String?, help: String
    ) -> Self {
        positional(name, help: help, defaultValue: whenNone, isRepeatable: true, isOptional: true) { root, words in
            root[keyPath: property] = words
        }
    }

    private static func valueOption<Value: ArgumentValue>(
        _ name: String, valueName: String?, type: Value.Type, help: String, defaultValue: String?, isRepeatable: Bool,
        store: @escaping (inout Root, [String]) -> Void
    ) -> Self {
        ArgumentSpec(
            name: name, short: nil, kind: .option(valueName: valueName ?? name), help: help, choices: Value.choices,
            defaultValue: defaultValue, isRepeatable: isRepeatable, isOptional: true,
            accepts: { Value(argument: $0) != nil }, store: store)
    }

    private static func positional(
        _ name: String, help: String, defaultValue: String?, isRepeatable: Bool, isOptional: Bool,
        store: @escaping (inout Root, [String]) -> Void
    ) -> Self {
        ArgumentSpec(
            name: name, short: nil, kind: .positional, help: help, choices: [], defaultValue: defaultValue,
            isRepeatable: isRepeatable, isOptional: isOptional, accepts: { _ in true }, store: store)
    }
}
