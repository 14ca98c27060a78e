/// Reads the words after a subcommand's name into a value, by the value type's
/// ``ParsableArguments/arguments``.
///
/// Options may come anywhere, as `--name VALUE`, `--name=VALUE` or `-n`. After `--`
/// every word is positional, and `-` (standard input) always is. Positional words go
/// to the positional arguments in order; an optional one before a required one takes
/// a word only when enough are left for those after it, so `[KEY] PATH...` reads one
/// word as a PATH and two as a KEY and a PATH.
enum CommandLineParser {
    /// What a command line asks for.
    enum Outcome<Root> {
        /// `--help` or `-h` was given: show the command's help.
        case help
        /// The arguments, read into their properties.
        case arguments(Root)
    }

    /// Parses `words` into a `Root`.
    /// - Parameters:
    ///   - words: The words after the subcommand's name.
    ///   - command: The subcommand's name, for the help that usage errors point to.
    /// - Throws: ``CLIError/usage(_:command:)`` naming what is wrong.
    static func parse<Root: ParsableArguments>(
        _ words: ArraySlice<String>, as type: Root.Type, command: String
    ) throws(CLIError) -> Outcome<Root> {
        let specs = Root.arguments
        var given = [[String]](repeating: [], count: specs.count)
        var positionalWords: [String] = []
        var wantsHelp = false
        var onlyPositionals = false
        var remaining = words
        while let word = remaining.popFirst() {
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                positionalWords.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "--help" || word == "-h" {
                wantsHelp = true
                continue
            }
            let isLong = word.hasPrefix("--")
            var name = String(word.drop { $0 == "-" })
            var inlineValue: String?
            if isLong, let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            let found = specs.firstIndex { spec in
                !spec.isPositional && (isLong ? spec.name == name : spec.short.map(String.init) == name)
            }
            guard let index = found else {
                throw .usage("unknown option '\(word)'\(suggestion(for: name, among: specs))", command: command)
            }
            let spec = specs[index]
            guard case .option(let valueName) = spec.kind else {
                if inlineValue != nil { throw .usage("option '--\(spec.name)' takes no value", command: command) }
                given[index].append(word)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw .usage("option '--\(spec.name)' needs a value <\(valueName)>", command: command)
            }
            guard spec.accepts(value) else {
                throw .usage(
                    "'\(value)' is not a valid value for '--\(spec.name)'; expected one of: \(spec.choices.joined(separator: ", "))",
                    command: command)
            }
            if !given[index].isEmpty && !spec.isRepeatable {
                throw .usage("option '--\(spec.name)' given more than once", command: command)
            }
            given[index].append(value)
        }
        if wantsHelp { return .help }
        try distribute(positionalWords, over: specs, into: &given, command: command)
        var root = Root()
        for (spec, words) in zip(specs, given) where !words.isEmpty {
            spec.store(&root, words)
        }
        return .arguments(root)
    }

    /// `; did you mean '--format'?` when an option's long name is close to `name`;
    /// nothing for a one-letter name, which is too short to guess from.
    private static func suggestion<Root>(for name: String, among specs: [ArgumentSpec<Root>]) -> String {
        guard name.count > 1 else { return "" }
        let names = specs.filter { !$0.isPositional }.map(\.name) + ["help"]
        return Suggestion.closest(to: name, among: names).map { "; did you mean '--\($0)'?" } ?? ""
    }

    /// Gives each positional argument its words: one to each required one, then what
    /// is left to the optional ones and to the one that takes several, in order.
    private static func distribute<Root>(
        _ words: [String], over specs: [ArgumentSpec<Root>], into given: inout [[String]], command: String
    ) throws(CLIError) {
        let positions = specs.indices.filter { specs[$0].isPositional }
        let required = positions.filter { !specs[$0].isOptional }
        guard words.count >= required.count else {
            throw .usage("missing argument <\(specs[required[words.count]].name)>", command: command)
        }
        var surplus = words.count - required.count
        var next = 0
        for position in positions {
            let spec = specs[position]
            var count = spec.isOptional ? 0 : 1
            if spec.isRepeatable {
                count += surplus
                surplus = 0
            } else if spec.isOptional && surplus > 0 {
                count = 1
                surplus -= 1
            }
            given[position] = Array(words[next..<next + count])
            next += count
        }
        if next < words.count {
            throw .usage("unexpected argument '\(words[next])'", command: command)
        }
    }
}
