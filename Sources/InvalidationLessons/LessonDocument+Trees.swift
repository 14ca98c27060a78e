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
    /// (when no other fragment comes first): for the views both define, every key the
    /// tree says a view reads must be one its body reads (a lesson's bare key `tapCount`
    /// matches the analyzer's `CounterCard.tapCount` by property name), and where the
    /// fragment also defines the view's creator, the parents must agree.
    ///
    /// A tree may read less than the body: a lesson models the keys its changes are
    /// about and may leave out the rest (a `colorScheme` it never changes), and that
    /// changes none of its lines. A read the body never makes does: it puts a view among
    /// the recomputed that the app would skip.
    ///
    /// A program that cannot run is left to ``check()`` to report.
    public func treeDisagreements() -> [TreeDisagreement] {
        var found: [TreeDisagreement] = []
        for fragment in fragments {
            guard let program = program(following: fragment),
                let lesson = try? lessonProgram(program), let tree = lesson.trees.first
            else { continue }
            // The fragment is named by the lesson's file name alone: under its whole path, a
            // lesson kept in a folder named like tests (`CourseTests/`) would make the
            // analyzer take the fragment for a test file and find no views in it.
            let name = file.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "lesson"
            let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: name, text: fragment.source)])
            let sourceNodes = Dictionary(analysis.scenario.nodes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for (position, node) in tree.nodes.enumerated() {
                guard let source = sourceNodes[node.name] else { continue }
                let location = tree.nodeLocations[position]
                let treeReads = node.reads.sorted()
                let sourceReads = Set(source.reads.map(Self.propertyName)).sorted()
                if treeReads.contains(where: { !sourceReads.contains($0) }) {
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

/// A change whose recomputations SwiftUI's comparison of inputs widens: the lesson counts
/// by the course's rule, and a reader may want to know what the running app would do.
public struct ModelDifference: Hashable, Sendable, CustomStringConvertible {
    /// A view type whose body runs only under the swiftui model, with why.
    public struct View: Hashable, Sendable {
        public var name: String
        public var reasons: [RecomputationReason]

        /// Creates a record.
        public init(name: String, reasons: [RecomputationReason]) {
            self.name = name
            self.reasons = reasons
        }
    }

    /// The key whose change runs more bodies.
    public var key: String
    /// The view types whose bodies run only under the swiftui model.
    public var views: [View]
    /// The fragment's first line, in the lesson's lines.
    public var location: SourceLocation

    /// Creates a record.
    public init(key: String, views: [View], location: SourceLocation) {
        self.key = key
        self.views = views
        self.location = location
    }

    /// `file:line:column: note: …`, naming the key, the views and why.
    public var description: String {
        let listed = views.map { "\($0.name) (\($0.reasons.map(\.description).joined(separator: "; ")))" }
        return "\(location): note: by SwiftUI's comparison of inputs (--model swiftui), a change of '\(key)' "
            + "also runs the body of \(listed.joined(separator: ", ")); the course's rule, which the lesson counts by, does not"
    }
}

extension LessonDocument {
    /// For every SwiftUI fragment, the keys whose change runs more bodies under the swiftui
    /// model than under the course's, in the graph's key order. Notes, not warnings: the
    /// lesson's lines follow the course's rule, and stay right.
    public func modelDifferences() -> [ModelDifference] {
        var found: [ModelDifference] = []
        for fragment in fragments {
            let name = file.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "lesson"
            let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: name, text: fragment.source)])
            let index = analysis.index
            for key in index.keys {
                let course = Set(index.recomputations(of: key, model: .course, listsSkipped: false).recomputed.map(\.view))
                let more = index.recomputations(of: key, model: .swiftui, listsSkipped: false).recomputed
                    .filter { !course.contains($0.view) }
                guard !more.isEmpty else { continue }
                found.append(
                    ModelDifference(
                        key: key,
                        views: more.map { ModelDifference.View(name: index.graph.views[$0.view].name, reasons: $0.reasons) },
                        location: SourceLocation(file: file, line: fragment.lines.lowerBound, column: 1)))
            }
        }
        return found
    }
}
