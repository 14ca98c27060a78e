import Invalidation
import InvalidationReader

/// Something the analyzer could not see, at the place in the source where it gave up.
///
/// Notes never change the model by guessing: what they describe is left out of it.
public struct AnalysisNote: Hashable, Sendable, CustomStringConvertible {
    /// What kind of thing was not seen.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The file does not parse cleanly; the parts that parse are still analyzed.
        case syntaxError = "syntax-error"
        /// A type not declared in the analyzed files is used where a view is created.
        case unknownType = "unknown-type"
        /// `AnyView` hides the wrapped view's type.
        case typeErased = "type-erased"
        /// A key that is not spelled literally (a key path variable, dynamic member lookup).
        case dynamicKey = "dynamic-key"
        /// A macro whose expansion the analyzer does not know.
        case unknownMacro = "unknown-macro"
        /// A property wrapper the analyzer does not know.
        case unknownPropertyWrapper = "unknown-property-wrapper"
        /// A closure passed to a call the SwiftUI table does not describe.
        case unfollowedClosure = "unfollowed-closure"
        /// A binding passed to a call the SwiftUI table does not describe.
        case unfollowedBinding = "unfollowed-binding"
        /// An object type that is not declared in the analyzed files.
        case unknownObject = "unknown-object"
        /// A type declared in two files, as when several targets are analyzed together: merged.
        case duplicateType = "duplicate-type"
        /// A view that creates itself, directly or through others: the repetition is cut.
        case recursion
        /// A view whose body the analyzer cannot find.
        case missingBody = "missing-body"
        /// A size or depth limit stopped the analysis of part of the input.
        case limit
    }

    /// What kind of thing was not seen.
    public var kind: Kind
    /// Where: the file as given, 1-based line and column.
    public var location: SourceLocation
    /// A sentence that says what was not seen and what that leaves out.
    public var message: String

    /// Creates a note.
    public init(kind: Kind, location: SourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// The note's stable identifier, such as `unknown-type`.
    public var id: String { kind.rawValue }

    /// `file:line:column: note: message [id]`.
    public var description: String { "\(location): note: \(message) [\(id)]" }
}

/// The model extracted from SwiftUI source: views, where each value lives, which views
/// read it, and what the analysis could not see.
public struct Analysis: Sendable {
    /// The views (with type, file and line), their reads and the storage table, in the
    /// scenario JSON form's order; its `notes` are the notes' descriptions.
    public var scenario: Scenario
    /// What the analysis could not see, in file order.
    public var notes: [AnalysisNote]
    /// Aligned with `scenario.nodes` and each node's `reads`: where the body reads each key.
    public var readLocations: [[SourceLocation]]
    /// Aligned with `scenario.nodes`: where and how each view is created.
    public var creations: [ViewCreation]
    /// The number of files analyzed.
    public var fileCount: Int
    /// The number of lines analyzed.
    public var lineCount: Int

    /// Creates an analysis.
    public init(
        scenario: Scenario, notes: [AnalysisNote] = [], readLocations: [[SourceLocation]] = [],
        creations: [ViewCreation] = [], fileCount: Int = 0, lineCount: Int = 0
    ) {
        self.scenario = scenario
        self.notes = notes
        self.readLocations = readLocations
        self.creations = creations
        self.fileCount = fileCount
        self.lineCount = lineCount
    }
}
