import Foundation
import Invalidation

/// Reads the scenario JSON form the plain way, with Foundation's `JSONDecoder`:
/// a second reader to check the fast one and the generator's output against, and
/// the input side of the course-algorithm baseline.
public enum PlainScenarioReader {
    private struct File: Decodable {
        struct Node: Decodable {
            var name: String
            var parent: String?
            var reads: [String]?
        }
        struct Change: Decodable {
            var label: String
            var key: String
        }
        var storage: [String: Storage]?
        var nodes: [Node]?
        var changes: [Change]?
    }

    /// Decodes scenario JSON. Storage entries come out sorted by key, since a JSON
    /// object's order does not survive decoding into a dictionary.
    public static func scenario(from json: Data) throws -> Scenario {
        let file = try JSONDecoder().decode(File.self, from: json)
        let storage = (file.storage ?? [:]).sorted { $0.key < $1.key }.map { Scenario.Entry(key: $0.key, storage: $0.value) }
        let nodes = (file.nodes ?? []).map { Scenario.Node(name: $0.name, parent: $0.parent, reads: $0.reads ?? []) }
        return Scenario(storage: storage, nodes: nodes, changes: (file.changes ?? []).map { Scenario.Change(label: $0.label, key: $0.key) })
    }
}
