package import SwiftSyntax

extension SyntaxProtocol {
    /// Whether `node` is written inside this node, in the same tree: the one test of
    /// "this code lies in that code" for the model and the rules that ask it.
    package func encloses(_ node: some SyntaxProtocol) -> Bool {
        node.root.id == root.id && position <= node.position && node.endPosition <= endPosition
    }
}
