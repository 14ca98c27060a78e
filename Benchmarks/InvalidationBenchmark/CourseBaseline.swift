import Foundation
import Invalidation
import _InvalidationTestSupport

/// `course-baseline FILE`: plays a scenario file with the course's algorithm
/// (``ReferenceTree`` searching the node list) and prints what `invalidation run
/// FILE` prints, so the two processes can be timed against each other.
///
/// The file is read with Foundation's `JSONDecoder`, independent of the engine's reader.
func courseBaseline(path: String) throws {
    guard let bytes = readBytes(path) else { throw BenchmarkError.failed("cannot read \(path)") }
    let scenario = try PlainScenarioReader.scenario(from: Data(bytes))
    let tree = ReferenceTree(scenario, lookup: .scan)
    var out = FileOutput.standardOutput()
    var recomputes: [Recompute] = []
    for change in scenario.changes {
        let outcome = tree.change(change.label, key: change.key)
        out.append(outcome.line)
        recomputes += outcome.recomputes
    }
    out.append(ReferenceTree.countLines(recomputes))
    out.flush()
}

/// `generate N K C SEED OUT.json`: writes a generated scenario file.
func generate(arguments: [String]) throws {
    guard arguments.count == 5, let views = Int(arguments[0]), let keys = Int(arguments[1]),
        let changes = Int(arguments[2]), let seed = UInt64(arguments[3]), views >= 0, keys >= 0, changes >= 0
    else {
        throw BenchmarkError.usage("usage: InvalidationBenchmark generate VIEWS KEYS CHANGES SEED OUT.json")
    }
    let generated = GeneratedScenario(views: views, keys: keys, changes: changes, seed: seed)
    let json = generated.json()
    try writeFile(arguments[4], json)
    var out = FileOutput.standardError()
    out.append("wrote \(arguments[4]): \(Format.count(views)) views, \(Format.count(keys)) keys, ")
    out.append("\(Format.count(changes)) changes, \(Format.bytes(json.count))\n")
    out.flush()
}
