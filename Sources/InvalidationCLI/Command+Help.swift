/// The help text and usage line of a command, written from its ``ParsableArguments/arguments``.
extension Command {
    /// `invalidation NAME [options] ARGUMENTS`, as the parser reads them.
    static var usage: String {
        let specs = arguments
        var parts = ["invalidation", configuration.name]
        if specs.contains(where: { !$0.isPositional }) { parts.append("[options]") }
        for spec in specs where spec.isPositional {
            let word = spec.isRepeatable ? "\(spec.name)..." : spec.name
            parts.append(spec.isOptional ? "[\(word)]" : word)
        }
        return parts.joined(separator: " ")
    }

    /// The command's full help: overview, usage, arguments, options and examples.
    static var helpText: String {
        let configuration = configuration
        let specs = arguments
        var text = "OVERVIEW: \(configuration.abstract)\n"
        if !configuration.discussion.isEmpty { text += "\n\(configuration.discussion)\n" }
        text += "\nUSAGE: \(usage)\n"
        let positionals = specs.filter(\.isPositional)
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for spec in positionals { text += HelpLayout.row(spec.name, spec.helpDescription) }
        }
        text += "\nOPTIONS:\n"
        for spec in specs where !spec.isPositional {
            text += HelpLayout.row(spec.helpNames, spec.helpDescription)
        }
        text += HelpLayout.row("-h, --help", "Show this help.")
        if !configuration.examples.isEmpty {
            text += "\nEXAMPLES:\n"
            for example in configuration.examples { text += "  \(example.command)\n      \(example.meaning)\n" }
        }
        return text
    }
}

extension ArgumentSpec {
    /// How the OPTIONS list writes an option: `-q, --quiet`, `--format <format>`.
    var helpNames: String {
        var names = short.map { "-\($0), --\(name)" } ?? "--\(name)"
        if case .option(let valueName) = kind { names += " <\(valueName)>" }
        return names
    }

    /// The help line with the accepted values and the default, when there are any.
    var helpDescription: String {
        var description = help
        if !choices.isEmpty { description += " (\(choices.joined(separator: ", ")))" }
        if let defaultValue { description += " [default: \(defaultValue)]" }
        return description
    }
}

/// The two-column lists of the help texts.
enum HelpLayout {
    /// One entry of a two-column list: `left` padded to 24 columns, `right` wrapped at 80;
    /// a `left` too long to leave two spaces before `right` puts `right` on the next line.
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
        var text = left.count > 22 ? "  \(left)\n\(indent)" : "  \(left)\(String(repeating: " ", count: 24 - left.count))"
        text += lines.joined(separator: "\n\(indent)") + "\n"
        return text
    }
}
