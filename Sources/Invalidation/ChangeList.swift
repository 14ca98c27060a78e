/// Changes to play against a tree, in order: each a label and a key.
///
/// Labels and keys are kept as the bytes they were given (they are printed as
/// given), together with each key's id in the tree's index.
public struct ChangeList: Sendable {
    private var text: ContiguousArray<UInt8> = []
    /// Per change, where its label ends and its key ends in `text`.
    private var ends: ContiguousArray<Int> = []
    /// Per change, the id of its key in the tree's index.
    public private(set) var keys: ContiguousArray<Int32> = []

    /// Creates an empty list.
    public init() {}

    /// The number of changes.
    public var count: Int { keys.count }

    /// Appends a change labelled `label` of the key spelled `key`, whose id is `keyID`.
    public mutating func append(label: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, keyID: Int32) {
        text.append(contentsOf: label)
        ends.append(text.count)
        text.append(contentsOf: key)
        ends.append(text.count)
        keys.append(keyID)
    }

    /// Appends a change labelled `label` of `key`, whose id is `keyID`.
    public mutating func append(label: String, key: String, keyID: Int32) {
        var label = label
        var key = key
        label.withUTF8 { label in
            key.withUTF8 { append(label: UnsafeRawBufferPointer(label), key: UnsafeRawBufferPointer($0), keyID: keyID) }
        }
    }

    /// Calls `body` with the label and key bytes of change `change`.
    public func withText<Result>(
        of change: Int, _ body: (_ label: UnsafeRawBufferPointer, _ key: UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        let labelStart = change == 0 ? 0 : ends[2 * change - 1]
        let labelEnd = ends[2 * change]
        let keyEnd = ends[2 * change + 1]
        return try text.withUnsafeBytes { text in
            try body(
                UnsafeRawBufferPointer(rebasing: text[labelStart..<labelEnd]),
                UnsafeRawBufferPointer(rebasing: text[labelEnd..<keyEnd]))
        }
    }

    /// The label of change `change`.
    public func label(_ change: Int) -> String {
        withText(of: change) { label, _ in String(decoding: label, as: UTF8.self) }
    }

    /// The key of change `change`, as spelled in the change.
    public func key(_ change: Int) -> String {
        withText(of: change) { _, key in String(decoding: key, as: UTF8.self) }
    }
}

/// A scenario ready to run: the indexed tree and its changes.
public struct LoadedScenario: Sendable {
    /// The validated, indexed tree.
    public var index: TreeIndex
    /// The changes, in order.
    public var changes: ChangeList

    /// Creates a loaded scenario.
    public init(index: TreeIndex, changes: ChangeList) {
        self.index = index
        self.changes = changes
    }

    /// Appends `change` after the scenario's changes, to play as if the scenario
    /// listed it.
    ///
    /// A key that no view reads and the storage table does not name is added to the
    /// index without storage or readers, as loading such a change does: its change
    /// recomputes nothing.
    public mutating func appendChange(_ change: Scenario.Change) {
        var label = change.label
        var key = change.key
        label.withUTF8 { label in
            key.withUTF8 { key in
                let keyBytes = UnsafeRawBufferPointer(key)
                changes.append(label: UnsafeRawBufferPointer(label), key: keyBytes, keyID: index.internKey(keyBytes))
            }
        }
    }
}
