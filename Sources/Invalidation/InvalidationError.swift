/// A place in an input file: 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it, if the input came from a file.
    public var file: String?
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Name.swift:line`: the file's last path component and the line, for a note that
    /// points at a second place; `line N` without a file.
    public var shortDescription: String {
        guard let file else { return "line \(line)" }
        return "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }

    /// `file:line:column`, or `line:column` without a file.
    public var description: String {
        file.map { "\($0):\(line):\(column)" } ?? "\(line):\(column)"
    }
}

/// Why a set of views does not form a valid tree.
public enum ModelProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two views share a name; `first` and `second` are their positions in the node list.
    case duplicateView(name: String, first: Int, second: Int)
    /// A view's parent names no view in the tree.
    case unknownParent(view: String, parent: String, node: Int)
    /// Following parents from a view comes back to it; `cycle` starts and ends with the same view.
    case cycle([String], node: Int)

    /// The position in the node list of the view the problem is reported at.
    public var node: Int {
        switch self {
        case .duplicateView(_, _, let second): second
        case .unknownParent(_, _, let node): node
        case .cycle(_, let node): node
        }
    }

    public var description: String {
        switch self {
        case .duplicateView(let name, _, _):
            "duplicate view name '\(name)': every view in a tree needs its own name"
        case .unknownParent(let view, let parent, _):
            "view '\(view)' names parent '\(parent)', which is not a view in the tree"
        case .cycle(let names, _):
            "parents form a cycle: \(names.joined(separator: " -> "))"
        }
    }
}

/// The errors of the model module.
public enum InvalidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The views do not form a valid tree.
    case invalidModel(ModelProblem, at: SourceLocation?)
    /// The input is not well-formed, or not in the expected form.
    case malformedInput(String, at: SourceLocation?)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)

    /// Where in the input the error was found, if known.
    public var location: SourceLocation? {
        switch self {
        case .invalidModel(_, let location), .malformedInput(_, let location): location
        case .unreadableFile: nil
        }
    }

    /// What is wrong, without the location.
    public var message: String {
        switch self {
        case .invalidModel(let problem, _): "invalid model: \(problem)"
        case .malformedInput(let message, _): message
        case .unreadableFile(let path, let reason): "cannot read '\(path)': \(reason)"
        }
    }

    /// `file:line:column: message`, or the message alone when the location is unknown.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
