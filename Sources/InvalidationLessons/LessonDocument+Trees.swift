import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// A view on which a lesson's tree and the SwiftUI fragment it models disagree.
public struct TreeDisagreement: Hashable, Sendable, CustomStringConvertible {
    /// What the two say differently.
    public enum Aspect: Hashable, Sendable {
        /// The keys the view's body reads, by property name.
        case reads(tree: [String], source: [String])
        /// The view whose body creates this one.
        case parent(tree: String?, source: String)
    }

    /// The view's name.
    public var view: String
    /// Where the tree declares the view (its `ViewNode(...)`), in the lesson's lines.
    public var location: SourceLocation
    /// The first line of the fragment in the lesson.
    public var fragmentLine: Int
    /// What differs.
    public var aspect: Aspect

    /// `file:line:column: warning: …`, naming the view, what the tree says and what the source says.
    public var description: String {
        let says: String
        switch aspect {
        case .reads(let tree, let source):
            says = "the tree says '\(view)' reads \(Self.list(tree)); the source at line \(fragmentLine) reads \(Self.list(source))"
        case .parent(let tree, let source):
            says = "the tree says '\(view)' is created by \(tree.map { "'\($0)'" } ?? "no view (a root)"); "
                + "the source at line \(fragmentLine) creates it in '\(source)'"
        }
        return "\(location): warning: \(says)"
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "nothing" : names.joined(separator: ", ")
    }
}

extension LessonDocument {
    /// Holds every SwiftUI fragment against the tree of the first program after it
    /// (when no other fragment comes first): for the views both define, the keys the
    /// tree says they read must be those their bodies read (a lesson's bare key
    /// `tapCount` matches the analyzer's `CounterCard.tapCount` by property name), and
    /// where the fragment also defines the view's creator, the parents must agree.
    ///
    /// A program that cannot run is left to ``check()`` to report.
    public func treeDisagreements() -> [TreeDisagreement] {
        var found: [TreeDisagreement] = []
        for fragment in fragments {
            guard let program = program(following: fragment),
                let lesson = try? lessonProgram(program), let tree = lesson.trees.first
            else { continue }
            let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: file ?? "lesson", text: fragment.source)])
            let sourceNodes = Dictionary(analysis.scenario.nodes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for (position, node) in tree.nodes.enumerated() {
                guard let source = sourceNodes[node.name] else { continue }
                let location = tree.nodeLocations[position]
                let treeReads = node.reads.sorted()
                let sourceReads = Set(source.reads.map(Self.propertyName)).sorted()
                if treeReads != sourceReads {
                    found.append(
                        TreeDisagreement(
                            view: node.name, location: location, fragmentLine: fragment.lines.lowerBound,
                            aspect: .reads(tree: treeReads, source: sourceReads)))
                }
                if let sourceParent = source.parent, sourceParent != node.parent {
                    found.append(
                        TreeDisagreement(
                            view: node.name, location: location, fragmentLine: fragment.lines.lowerBound,
                            aspect: .parent(tree: node.parent, source: sourceParent)))
                }
            }
        }
        return found
    }

    /// The property a qualified key names: `tapCount` for `CounterCard.tapCount`,
    /// `colorScheme` for `\.colorScheme`.
    static func propertyName(_ key: String) -> String {
        key.split(separator: ".").last.map(String.init) ?? key
    }
}
