import Invalidation
import InvalidationSimulation

/// Reading the values of a `--change` option.
extension Command {
    /// The changes `texts` give, each 'KEY' or 'LABEL: KEY' as in a timeline file.
    /// - Throws: A usage error that quotes the value that is not a change and says why.
    static func changeEntries(_ texts: [String]) throws(CLIError) -> [Timeline.Entry] {
        var entries: [Timeline.Entry] = []
        for text in texts {
            do throws(InvalidationError) {
                entries.append(try Timeline.entry(text))
            } catch {
                throw usageError("--change '\(text)': \(error.message)")
            }
        }
        return entries
    }
}
