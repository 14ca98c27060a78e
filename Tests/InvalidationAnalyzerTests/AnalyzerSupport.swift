import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// Expects two analyses of the same source to say the same: the graph, the course's tree
/// and the notes.
func expectSameAnalysis(_ first: Analysis, _ second: Analysis, _ what: String) {
    #expect(first.graph.jsonText() == second.graph.jsonText(), "\(what)")
    var firstTree = ByteBuffer()
    var secondTree = ByteBuffer()
    first.scenario.writeJSON(to: &firstTree)
    second.scenario.writeJSON(to: &secondTree)
    #expect(firstTree.string == secondTree.string, "\(what)")
    #expect(first.notes.map(\.description) == second.notes.map(\.description), "\(what)")
}

/// Files the analyzer tests read.
enum AnalyzerFixtures {
    /// `Tests/InvalidationAnalyzerTests/Fixtures`.
    static let root = PackageFiles.root.appendingPathComponent("Tests/InvalidationAnalyzerTests/Fixtures")

    /// The fixture folders under `root`, sorted.
    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { !$0.hasPrefix(".") && $0 != "Examples" }
            .filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder)
                    && isFolder.boolValue
            }
            .sorted()
    }

    /// Analyzes a folder of `.swift` files, reporting paths relative to the folder.
    static func analyze(folder: URL) throws -> Analysis {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        let sources = try names.map {
            SourceText(path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
        return SourceAnalyzer().analyze(sources: sources)
    }
}

/// Analyzes one or more files given as text, named `File0.swift`, `File1.swift`, … unless named.
func analyze(_ sources: String..., threads: Int = 2) -> Analysis {
    let files = sources.enumerated().map { SourceText(path: "File\($0.offset).swift", text: $0.element) }
    return SourceAnalyzer(options: .init(threads: threads)).analyze(sources: files)
}

/// The node named `name`.
func node(_ name: String, in analysis: Analysis) -> Scenario.Node? {
    analysis.scenario.nodes.first { $0.name == name }
}

/// `name parent reads…` per node, one a line: a compact, readable form of the tree.
func treeSummary(_ analysis: Analysis) -> [String] {
    analysis.scenario.nodes.map { node in
        "\(node.name) <- \(node.parent ?? "-") reads [\(node.reads.joined(separator: ", "))]"
    }
}

/// The course line of a change of `key` in the course's tree drawn from the graph.
func treeCourseLine(_ analysis: Analysis, key: String, label: String? = nil) throws -> String {
    var text = ""
    try analysis.loaded().index.outcome(label: label ?? key, key: key).write(to: &text)
    return text
}

/// The course line of a change of `key`.
func courseLine(
    _ analysis: Analysis, key: String, label: String? = nil, model: RecomputationModel = .course
) throws -> String {
    var text = ""
    try analysis.explain(key: key, label: label, model: model).write(to: &text)
    return text
}

/// Checks that the analysis of a marked file has a read of `key` by `view` exactly at
/// `marker`, where the body first reads it.
func expectRead(
    _ analysis: Analysis, view: String, key: String, at marker: String, in source: MarkedText,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let index = analysis.scenario.nodes.firstIndex(where: { $0.name == view }) else {
        Issue.record("no view \(view)", sourceLocation: sourceLocation)
        return
    }
    guard let position = analysis.scenario.nodes[index].reads.firstIndex(of: key) else {
        Issue.record(
            "\(view) does not read \(key): \(analysis.scenario.nodes[index].reads)", sourceLocation: sourceLocation)
        return
    }
    let location = analysis.readLocations[index][position]
    let expected = source[marker]
    #expect(
        location.line == expected?.line && location.column == expected?.column,
        "read of \(key) at \(location.line):\(location.column), marker \(marker) at \(String(describing: expected))",
        sourceLocation: sourceLocation)
}

/// Checks that a note of `kind` sits exactly at `marker`.
func expectNote(
    _ analysis: Analysis, _ kind: AnalysisNote.Kind, at marker: String, in source: MarkedText,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let expected = source[marker]
    let found = analysis.notes.contains {
        $0.kind == kind && $0.location.line == expected?.line && $0.location.column == expected?.column
    }
    #expect(
        found, "no \(kind.rawValue) note at marker \(marker); notes: \(analysis.notes.map(\.description))",
        sourceLocation: sourceLocation)
}

/// The names of the view types an outcome recomputes, in order.
func names(_ outcome: GraphOutcome) -> [String] {
    outcome.recomputed.map { outcome.name($0.view) }
}

/// Each view a change of `key` runs under `model`, as `name cause: reasons`.
func runs(_ analysis: Analysis, key: String, model: RecomputationModel = .course) throws -> [String] {
    let outcome = try analysis.explain(key: key, model: model)
    return outcome.recomputed.map { item in
        "\(outcome.name(item.view)) \(item.cause): \(item.reasons.map(\.description).joined(separator: "; "))"
    }
}
