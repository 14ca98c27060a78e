import Invalidation

/// Why two versions cannot be compared.
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A version's files could not be read or analyzed.
    case unreadable(InvalidationError)
    /// The folder is not inside a git repository (or git could not tell).
    case notARepository(path: String, reason: String)
    /// The repository has no commit by that name.
    case unknownRevision(String, repository: String)
    /// `git` could not be run, or failed.
    case git(command: String, reason: String)
    /// A temporary folder for a revision's files could not be made or filled.
    case temporaryFiles(reason: String)

    public var description: String {
        switch self {
        case .unreadable(let error):
            error.description
        case .notARepository(let path, let reason):
            "'\(path)' is not in a git repository (git says: \(reason))"
        case .unknownRevision(let revision, let repository):
            "unknown revision '\(revision)' in the git repository at '\(repository)'"
        case .git(let command, let reason):
            "'\(command)' failed: \(reason)"
        case .temporaryFiles(let reason):
            "cannot write a revision's files to a temporary folder: \(reason)"
        }
    }
}
