import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import InvalidationSimulation
import Testing
import _InvalidationTestSupport

/// Files the simulation tests read: each folder under `Fixtures/Simulation` is an app in
/// one arrangement, with the changes to play in `changes.timeline`.
enum SimulationFixtures {
    /// `Tests/InvalidationSimulationTests/Fixtures`.
    static let root = PackageFiles.root.appendingPathComponent("Tests/InvalidationSimulationTests/Fixtures")
    /// Whether golden files are rewritten instead of compared.

    /// The fixture folders, sorted.
    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { !$0.hasPrefix(".") && $0 != "Examples" }
            .sorted()
    }

    /// The simulation of a fixture folder's `.swift` files, named relative to the folder.
    static func simulation(_ folder: String) throws -> Simulation {
        let url = root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        let sources = try names.map {
            SourceText(path: $0, text: try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
        }
        return try Simulation(sources: sources, options: .init(threads: 2))
    }

    /// The changes of a fixture folder's `changes.timeline`.
    static func changes(_ folder: String) throws -> [Scenario.Change] {
        let url = root.appendingPathComponent(folder).appendingPathComponent("changes.timeline")
        let timeline = try Timeline(text: try String(contentsOf: url, encoding: .utf8), file: "changes.timeline")
        return Timeline.changes(timeline.entries)
    }

    /// A fixture folder played with its timeline.
    static func run(_ folder: String) throws -> LifetimeRun {
        try simulation(folder).play(changes(folder))
    }
}

/// Analyzes sources given as text and prepares their simulation.
func simulation(_ sources: String...) throws -> Simulation {
    try Simulation(
        sources: sources.enumerated().map { SourceText(path: "File\($0.offset).swift", text: $0.element) },
        options: .init(threads: 2))
}

/// Plays `keys` (as `LABEL: KEY` or `KEY`) over `simulation`.
func play(_ simulation: Simulation, _ changes: String...) throws -> LifetimeRun {
    try simulation.play(Timeline.changes(changes.map { try Timeline.entry($0) }))
}

/// What happened to `slot` in `event`, or `nil` when the event did not touch it.
func slotEvent(_ slot: String, in event: LifetimeEvent) -> SlotEvent? {
    event.slots.first { $0.slot == slot }
}
