/// The errors of the source-analysis module that ``InvalidationError`` does not describe.
package enum SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file could not be written.
    case unwritableFile(path: String, reason: String)

    package var description: String {
        switch self {
        case .unwritableFile(let path, let reason): "cannot write '\(path)': \(reason)"
        }
    }
}
