/// A command line split into words by the shell's quoting rules, for the forms a README
/// shows: words separated by blanks, `'…'` taken literally, `"…"` with `\` escaping only
/// `\`, `"`, `$` and `` ` ``, a `\` outside quotes taking the next character literally,
/// `|` joining commands into a pipeline, and `#` at the start of a word beginning a
/// comment.
///
/// Nothing is expanded and nothing else is run: a character that would make a shell do
/// more (a redirection, `;`, `&`, `$`, a glob, a subshell, `~`, braces) is refused unless
/// quoted, so a shown command either means exactly these words or is an error.
enum ShellWords {
    /// Why a command line cannot be split.
    struct Problem: Error, Equatable, CustomStringConvertible {
        /// What is wrong.
        var message: String
        /// The 1-based column of the character at fault.
        var column: Int

        var description: String { "column \(column): \(message)" }
    }

    /// The characters a shell treats specially outside quotes, beyond blanks, quotes, `\`,
    /// `|` and `#`.
    private static let refused: Set<Character> = [";", "&", "<", ">", "(", ")", "$", "`", "*", "?", "[", "]", "{", "}", "~"]

    /// The commands of the pipeline `line`, each as its words.
    /// - Throws: ``Problem`` for an unterminated quote, a trailing `\`, an empty command
    ///   in the pipeline, or a character the shell would treat specially.
    static func pipeline(_ line: String) throws(Problem) -> [[String]] {
        var commands: [[String]] = []
        var words: [String] = []
        var word = ""
        // A word exists once any part of it is read, so that `''` is an empty word.
        var inWord = false
        var characters = Array(line)
        var index = 0
        func endWord() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        func endCommand(at column: Int) throws(Problem) {
            endWord()
            guard !words.isEmpty else { throw Problem(message: "a pipeline has an empty command", column: column) }
            commands.append(words)
            words = []
        }
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            index += 1
            switch character {
            case " ", "\t":
                endWord()
            case "|":
                try endCommand(at: column)
            case "#" where !inWord:
                characters = Array(characters[..<(index - 1)])
                index = characters.count
            case "\\":
                guard index < characters.count else { throw Problem(message: "a '\\' ends the line", column: column) }
                word.append(characters[index])
                index += 1
                inWord = true
            case "'":
                guard let end = characters[index...].firstIndex(of: "'") else {
                    throw Problem(message: "a single quote is not closed", column: column)
                }
                word += String(characters[index..<end])
                index = end + 1
                inWord = true
            case "\"":
                inWord = true
                var closed = false
                while index < characters.count {
                    let quoted = characters[index]
                    index += 1
                    if quoted == "\"" {
                        closed = true
                        break
                    }
                    if quoted == "$" || quoted == "`" {
                        throw Problem(message: "'\(quoted)' in double quotes would be expanded", column: index)
                    }
                    if quoted == "\\", index < characters.count, "\\\"$`".contains(characters[index]) {
                        word.append(characters[index])
                        index += 1
                    } else {
                        word.append(quoted)
                    }
                }
                guard closed else { throw Problem(message: "a double quote is not closed", column: column) }
            default:
                if refused.contains(character) {
                    throw Problem(message: "'\(character)' has a meaning to the shell; quote it", column: column)
                }
                word.append(character)
                inWord = true
            }
        }
        try endCommand(at: characters.count + 1)
        return commands
    }
}
