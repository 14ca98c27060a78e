import Invalidation

/// Standard output and standard error of one run of the tool, kept in the order the
/// tool writes them.
///
/// Output is collected and written in large chunks; errors are written at once. So
/// that a message never overtakes the output before it when both streams go to one
/// pipe or terminal, the output collected so far is written before every error.
/// The other way round needs nothing: an error is never held back, so output written
/// after it always follows it.
struct Console {
    /// Standard output, buffered. Writers that take a `ByteOutput` write here.
    var output: FileOutput
    /// Standard error, written through.
    private var errors: FileOutput

    /// A console over the given streams; the process's own by default.
    init(output: FileOutput = .standardOutput(), errors: FileOutput = .standardError()) {
        self.output = output
        self.errors = errors
    }

    /// Appends `text` to standard output.
    mutating func write(_ text: String) {
        output.append(text)
    }

    /// Writes `text` to standard error, after all the output written so far.
    mutating func writeError(_ text: String) {
        output.flush()
        errors.append(text)
    }

    /// Writes the output collected so far, for a writer that goes to standard error
    /// without the console (the progress line, which runs on the analyzer's threads).
    mutating func flushOutput() {
        output.flush()
    }

    /// Writes what is left of the output.
    /// - Returns: The first error writing standard output met, as `errno`, if any.
    mutating func finish() -> Int32? {
        output.flush()
        return output.failure
    }
}
