/// A command line checked against a ``CommandSpec``.
struct ParsedArguments {
    /// Positional arguments, in order.
    var positionals: [String] = []
    /// Option values by long name, in the order given.
    private var values: [String: [String]] = [:]
    /// Flags given, by long name.
    private var flags: Set<String> = []
    /// Whether `--help` or `-h` was given.
    var wantsHelp = false

    /// Parses `arguments` (the words after the subcommand's name).
    /// - Throws: ``CLIError/usage(_:command:)`` naming what is wrong.
    init(_ arguments: ArraySlice<String>, spec: CommandSpec) throws(CLIError) {
        var remaining = arguments[...]
        var onlyPositionals = false
        while let word = remaining.popFirst() {
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
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
            var name = String(word.drop { $0 == "-" })
            var inlineValue: String?
            if word.hasPrefix("--"), let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            let option = spec.options.first {
                word.hasPrefix("--") ? $0.name == name : ($0.short.map(String.init) == name)
            }
            guard let option else {
                throw .usage("unknown option '\(word)'", command: spec.name)
            }
            if option.isFlag {
                if inlineValue != nil { throw .usage("option '--\(option.name)' takes no value", command: spec.name) }
                flags.insert(option.name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw .usage("option '--\(option.name)' needs a value <\(option.valueName!)>", command: spec.name)
            }
            if !option.choices.isEmpty && !option.choices.contains(value) {
                throw .usage(
                    "'\(value)' is not a valid value for '--\(option.name)'; expected one of: \(option.choices.joined(separator: ", "))",
                    command: spec.name)
            }
            if values[option.name] != nil && !option.repeatable {
                throw .usage("option '--\(option.name)' given more than once", command: spec.name)
            }
            values[option.name, default: []].append(value)
        }
        if wantsHelp { return }
        try checkPositionals(spec)
    }

    private func checkPositionals(_ spec: CommandSpec) throws(CLIError) {
        let required = spec.positionals.filter { !$0.isOptional }.count
        let unlimited = spec.positionals.contains { $0.isVariadic }
        if positionals.count < required {
            let missing = spec.positionals[positionals.count...].first { !$0.isOptional }!
            throw .usage("missing argument <\(missing.name)>", command: spec.name)
        }
        if !unlimited && positionals.count > spec.positionals.count {
            throw .usage("unexpected argument '\(positionals[spec.positionals.count])'", command: spec.name)
        }
    }

    /// The value of option `name`, or its default.
    func value(_ name: String, in spec: CommandSpec) -> String? {
        values[name]?.last ?? spec.options.first { $0.name == name }?.defaultValue
    }

    /// Every value given for a repeatable option.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether flag `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
}
