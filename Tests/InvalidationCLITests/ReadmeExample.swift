import Testing

/// One command a README shows with a `$ ` prompt in a fenced code block, and the lines it
/// shows after it, up to the next prompt or the end of the block.
///
/// A block shows what a terminal shows when the commands run one after another: for
/// each command of a pipeline but the last, what it writes to standard error (its
/// standard output goes to the next command); then what the last command writes to
/// standard output and standard error, in the order it writes them. A shown line that
/// is exactly `…` stands for any number of lines. A prompted command is an `invalidation`
/// command that writes no file (no redirection, no `--update`); blocks without a prompt
/// are instructions and are not run.
struct ReadmeExample: Sendable, CustomTestStringConvertible {
    /// Why a README's examples cannot be read.
    struct Problem: Error, CustomStringConvertible {
        /// The 1-based line of the README at fault.
        var line: Int
        /// What is wrong there.
        var message: String

        var description: String { "README.md:\(line): \(message)" }
    }

    /// The 1-based README line of the command.
    var line: Int
    /// The command as written after the prompt.
    var command: String
    /// The arguments of each command of the pipeline, without the `invalidation` or
    /// `swift run invalidation` that starts it.
    var pipeline: [[String]]
    /// The lines shown after the command, with the README line of each.
    var shown: [(line: Int, text: String)]

    var testDescription: String { "README.md:\(line): \(command)" }

    /// The prompt that marks a command to run.
    static let prompt = "$ "

    /// The commands shown with a prompt in the Markdown `text`, in order.
    /// - Throws: ``Problem`` for a fence left open, a prompted line that is not an
    ///   `invalidation` command or cannot be split into words, or lines before a
    ///   block's first prompt.
    static func examples(in text: String) throws(Problem) -> [ReadmeExample] {
        var examples: [ReadmeExample] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var index = 0
        while index < lines.count {
            guard let fence = Fence(opening: lines[index]) else {
                index += 1
                continue
            }
            let opening = index + 1
            var block: [(line: Int, text: String)] = []
            index += 1
            while index < lines.count && !fence.isClosed(by: lines[index]) {
                block.append((index + 1, lines[index]))
                index += 1
            }
            guard index < lines.count else { throw Problem(line: opening, message: "this code block is never closed") }
            index += 1
            examples += try Self.examples(inBlock: block)
        }
        return examples
    }

    /// The commands of one block's lines.
    private static func examples(inBlock block: [(line: Int, text: String)]) throws(Problem) -> [ReadmeExample] {
        guard let first = block.firstIndex(where: { $0.text.hasPrefix(prompt) }) else { return [] }
        if let stray = block[..<first].first(where: { !$0.text.isEmpty }) {
            throw Problem(line: stray.line, message: "a block that shows commands starts with one, not with output")
        }
        var examples: [ReadmeExample] = []
        for entry in block[first...] {
            if entry.text.hasPrefix(prompt) {
                let command = String(entry.text.dropFirst(prompt.count))
                examples.append(
                    ReadmeExample(line: entry.line, command: command, pipeline: try arguments(of: command, line: entry.line), shown: []))
            } else {
                examples[examples.count - 1].shown.append(entry)
            }
        }
        return examples
    }

    /// The arguments of each `invalidation` command of a pipeline.
    private static func arguments(of command: String, line: Int) throws(Problem) -> [[String]] {
        let pipeline: [[String]]
        do throws(ShellWords.Problem) {
            pipeline = try ShellWords.pipeline(command)
        } catch {
            throw Problem(line: line, message: "cannot read the command: \(error)")
        }
        return try pipeline.map { (words) throws(Problem) in
            let arguments: [String]
            if words.first == "invalidation" {
                arguments = Array(words.dropFirst())
            } else if words.starts(with: ["swift", "run", "invalidation"]) {
                arguments = Array(words.dropFirst(3))
            } else {
                throw Problem(
                    line: line,
                    message: "'\(words.joined(separator: " "))' is not an invalidation command; "
                        + "show other commands without a '$ ' prompt")
            }
            if let option = arguments.first(where: writingOptions.contains) {
                throw Problem(line: line, message: "'\(option)' writes files; show the command without a '$ ' prompt")
            }
            return arguments
        }
    }

    /// The options with which a command writes files (redirections are refused by ``ShellWords``).
    static let writingOptions: Set<String> = ["--update", "--fix", "--write-baseline", "-o", "--output"]

    /// A Markdown code fence: three or more backticks or tildes, indented at most three spaces.
    private struct Fence {
        var character: Character
        var length: Int

        init?(opening line: String) {
            let text = Self.unindented(line)
            guard let character = text.first, character == "`" || character == "~" else { return nil }
            length = text.prefix { $0 == character }.count
            guard length >= 3 else { return nil }
            // A backtick fence's info string holds no backtick.
            if character == "`" && text.dropFirst(length).contains("`") { return nil }
            self.character = character
        }

        /// Whether `line` closes the block: the same character, at least as many, and nothing else.
        func isClosed(by line: String) -> Bool {
            let text = Self.unindented(line)
            let run = text.prefix { $0 == character }.count
            return run >= length && text.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
        }

        private static func unindented(_ line: String) -> Substring {
            let spaces = line.prefix { $0 == " " }.count
            return spaces <= 3 ? line.dropFirst(spaces) : line[line.endIndex...]
        }
    }
}
