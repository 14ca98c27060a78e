/// An option a command accepts.
struct OptionSpec {
    /// The long name, without dashes: `format` for `--format`.
    var name: String
    /// A one-letter short name, without the dash.
    var short: Character? = nil
    /// The placeholder for its value, or `nil` for a flag.
    var valueName: String? = nil
    /// Accepted values, when the set is closed.
    var choices: [String] = []
    /// The value used when the option is not given.
    var defaultValue: String? = nil
    /// Whether the option may be given more than once.
    var repeatable = false
    /// One line of help.
    var help: String

    var isFlag: Bool { valueName == nil }
}

/// A positional argument a command accepts.
struct PositionalSpec {
    /// The placeholder shown in usage: `FILE`, `PATH`.
    var name: String
    /// One line of help.
    var help: String
    /// Whether it takes one or more values rather than exactly one.
    var isVariadic = false
    /// Whether it may be left out.
    var isOptional = false
}

/// What a subcommand accepts and how it is described in `--help`.
struct CommandSpec {
    var name: String
    /// One line, shown in the tool's command list.
    var abstract: String
    /// Paragraphs shown in the command's own help.
    var discussion: String = ""
    var positionals: [PositionalSpec] = []
    var options: [OptionSpec] = []
    /// Example invocations with what they do.
    var examples: [(command: String, meaning: String)] = []

    var usage: String {
        var parts = ["invalidation", name]
        if !options.isEmpty { parts.append("[options]") }
        for positional in positionals {
            let word = positional.isVariadic ? "\(positional.name)..." : positional.name
            parts.append(positional.isOptional ? "[\(word)]" : word)
        }
        return parts.joined(separator: " ")
    }

    /// The command's full help text.
    var helpText: String {
        var text = "OVERVIEW: \(abstract)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage)\n"
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for positional in positionals { text += Self.row(positional.name, positional.help) }
        }
        text += "\nOPTIONS:\n"
        for option in options {
            var names = option.short.map { "-\($0), --\(option.name)" } ?? "--\(option.name)"
            if let valueName = option.valueName { names += " <\(valueName)>" }
            var help = option.help
            if !option.choices.isEmpty { help += " (\(option.choices.joined(separator: ", ")))" }
            if let defaultValue = option.defaultValue { help += " [default: \(defaultValue)]" }
            text += Self.row(names, help)
        }
        text += Self.row("-h, --help", "Show this help.")
        if !examples.isEmpty {
            text += "\nEXAMPLES:\n"
            for example in examples { text += "  \(example.command)\n      \(example.meaning)\n" }
        }
        return text
    }

    /// One line of a two-column list: `left` padded to 24 columns, `right` wrapped at 80.
    static func row(_ left: String, _ right: String) -> String {
        let indent = String(repeating: " ", count: 26)
        var lines: [String] = []
        var line = ""
        for word in right.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > 54 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " \(word)"
        }
        lines.append(line)
        var text = left.count >= 24 ? "  \(left)\n\(indent)" : "  \(left)\(String(repeating: " ", count: 24 - left.count))"
        text += lines.joined(separator: "\n\(indent)") + "\n"
        return text
    }
}
