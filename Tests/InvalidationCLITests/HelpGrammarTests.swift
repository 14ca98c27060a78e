import Testing

@testable import InvalidationCLI

/// The usage line and the OPTIONS list of every command's help describe exactly what
/// its parser accepts: each is read from the help text and checked against the parser.
@Suite struct HelpGrammarTests {
    /// One entry of a help's OPTIONS list: `-q, --quiet` or `--format <format>`, and its text.
    struct ListedOption {
        var names: [String]
        var valueName: String?
        var description: String
    }

    /// The entries of the help's OPTIONS list, continuation lines joined to their entry.
    static func listedOptions(in help: String) -> [ListedOption] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
        var options: [ListedOption] = []
        for line in lines[(start + 1)...] {
            if line.isEmpty { break }
            let text = line.drop { $0 == " " }
            if line.count - text.count > 2 {
                options[options.count - 1].description += " " + text
                continue
            }
            let left = text.range(of: "  ").map { text[..<$0.lowerBound] } ?? text
            let description = text.dropFirst(left.count).drop { $0 == " " }
            var words = left.split(separator: " ").map(String.init)
            var valueName: String?
            if let last = words.last, last.hasPrefix("<") {
                valueName = String(last.dropFirst().dropLast())
                words.removeLast()
            }
            options.append(
                ListedOption(
                    names: words.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }, valueName: valueName,
                    description: String(description)))
        }
        return options
    }

    /// The usage line's positional words: `[KEY]`, `PATH...`.
    static func usageWords(in help: String, command: String) -> [String]? {
        let prefix = "USAGE: invalidation \(command) [options]"
        guard let line = help.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
        return line.dropFirst(prefix.count).split(separator: " ").map(String.init)
    }

    /// A valid value for an option: the first of the choices its help lists as
    /// `(a, b, c)`, or any word when it lists none.
    static func value(for option: ListedOption) -> String {
        guard let open = option.description.lastIndex(of: "("),
            let close = option.description[open...].firstIndex(of: ")")
        else { return "word" }
        let choices = option.description[option.description.index(after: open)..<close]
        return choices.split(separator: ",").first.map(String.init) ?? "word"
    }

    /// What the parser made of a command line.
    enum Parsed: Equatable {
        case help
        case arguments
        case usageError(String)
        case otherError
    }

    /// Parses `words` as the words after `C`'s name, without validating or running.
    static func parse<C: Command>(_ words: [String], _ type: C.Type) -> Parsed {
        do throws(CLIError) {
            switch try CommandLineParser.parse(words[...], as: C.self, command: C.configuration.name) {
            case .help: return .help
            case .arguments: return .arguments
            }
        } catch {
            guard case .usage(let message, _) = error else { return .otherError }
            return .usageError(message)
        }
    }

    static let commandNames = Tool.commands.map { $0.configuration.name }

    @Test(arguments: commandNames)
    func everyListedOptionParsesAndEveryDeclaredOptionIsListed(name: String) throws {
        let command = try #require(Tool.commands.first { $0.configuration.name == name })
        try checkOptions(command)
    }

    func checkOptions<C: Command>(_ type: C.Type) throws {
        let listed = Self.listedOptions(in: C.helpText)
        #expect(listed.last?.names == ["-h", "--help"])
        for option in listed {
            for name in option.names {
                let value = option.valueName.map { _ in [Self.value(for: option)] } ?? []
                #expect(Self.parse([name] + value + ["--help"], C.self) == .help, "\(name) \(value)")
                if let valueName = option.valueName {
                    let message = "option '\(option.names.last!)' needs a value <\(valueName)>"
                    #expect(Self.parse([name], C.self) == .usageError(message))
                } else if name.hasPrefix("--") && name != "--help" {
                    #expect(Self.parse([name + "=x"], C.self) == .usageError("option '\(name)' takes no value"))
                }
            }
        }
        let declared = C.arguments.filter { !$0.isPositional }
        #expect(listed.count == declared.count + 1)
        for spec in declared {
            let entry = listed.first { $0.names.contains("--\(spec.name)") }
            #expect(entry != nil, "--\(spec.name) is not listed")
            #expect(entry?.names == (spec.short.map { ["-\($0)"] } ?? []) + ["--\(spec.name)"])
            if case .option(let valueName) = spec.kind {
                #expect(entry?.valueName == valueName)
            } else {
                #expect(entry?.valueName == nil)
            }
        }
    }

    @Test(arguments: commandNames)
    func theUsageLineIsTheGrammarOfThePositionalArguments(name: String) throws {
        let command = try #require(Tool.commands.first { $0.configuration.name == name })
        try checkUsage(command)
    }

    func checkUsage<C: Command>(_ type: C.Type) throws {
        let words = try #require(Self.usageWords(in: C.helpText, command: C.configuration.name))
        #expect(!words.isEmpty)
        let arguments = words.map { word in
            let isOptional = word.hasPrefix("[")
            let bare = isOptional ? String(word.dropFirst().dropLast()) : word
            let isRepeatable = bare.hasSuffix("...")
            return (name: isRepeatable ? String(bare.dropLast(3)) : bare, isOptional: isOptional, isRepeatable: isRepeatable)
        }
        // The ARGUMENTS list names the same arguments, in order.
        let listedNames = C.helpText.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "ARGUMENTS:" }.dropFirst()
            .prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }.map { String($0.split(separator: " ")[0]) }
        #expect(listedNames == arguments.map(\.name))

        // One word per required argument parses; one fewer names the missing one.
        let required = arguments.filter { !$0.isOptional }
        let minimal = required.map { "\($0.name)-word" }
        #expect(Self.parse(minimal, C.self) == .arguments)
        if let missing = required.last {
            #expect(Self.parse(Array(minimal.dropLast()), C.self) == .usageError("missing argument <\(missing.name)>"))
        }
        // Every argument given, several words where it takes several, parses; a word
        // more than the arguments take is unexpected.
        let full = arguments.flatMap { argument in
            argument.isRepeatable ? ["\(argument.name)-1", "\(argument.name)-2"] : ["\(argument.name)-word"]
        }
        #expect(Self.parse(full, C.self) == .arguments)
        if !arguments.contains(where: \.isRepeatable) {
            #expect(Self.parse(full + ["extra"], C.self) == .usageError("unexpected argument 'extra'"))
        }
    }

    @Test func theToolsHelpListsEveryCommand() {
        let listed = Tool.helpText.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "SUBCOMMANDS:" }.dropFirst()
            .prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }.map { String($0.split(separator: " ")[0]) }
        #expect(listed == Self.commandNames + ["help"])
    }
}
