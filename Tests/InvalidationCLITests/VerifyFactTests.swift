import Foundation
import Testing
import _InvalidationTestSupport

/// What real SwiftUI printed or counted, restated as small apps with the change log SwiftUI
/// gave (each app's comment cites where the fact is recorded), run through `verify` under
/// both models. Where a source reports body runs another way (a breakpoint, a print in
/// `body`), the log restates them in the form `_printChanges` writes. Where a model
/// disagrees with SwiftUI, the fact says which views and why; README.md's `verify` section
/// lists the same differences.
@Suite struct VerifyFactTests {
    /// How one model's answer compares with what SwiftUI did.
    struct Answer: Sendable, Equatable {
        /// Views SwiftUI ran that the model does not predict.
        var unpredicted: [String] = []
        /// Views the model predicts that SwiftUI did not run.
        var notSeen: [String] = []

        static let agrees = Answer()
    }

    struct Fact: Sendable, CustomTestStringConvertible {
        /// The folder under `Fixtures/Verify`, holding `App.swift` and `changes.log`.
        var name: String
        var swiftUI: Answer
        var course: Answer
        /// Why a model differs, where one does.
        var difference: String? = nil

        var testDescription: String { name }
    }

    static let folder = "Tests/InvalidationCLITests/Fixtures/Verify"

    static let facts: [Fact] = [
        Fact(name: "StateCounter", swiftUI: .agrees, course: .agrees),
        Fact(name: "FirstAppearance", swiftUI: .agrees, course: .agrees),
        Fact(
            name: "BindingPasser", swiftUI: Answer(notSeen: ["Composer"]), course: Answer(notSeen: ["Composer"]),
            difference:
                "both models take a binding handed to a TextField as a read by the view that holds the field; "
                + "SwiftUI runs only the view that shows the value"),
        Fact(name: "PlainValueChild", swiftUI: .agrees, course: .agrees),
        Fact(
            name: "EquatableParity", swiftUI: Answer(notSeen: ["ParityLabel"]),
            course: Answer(notSeen: ["ParityLabel"]),
            difference: "the models decide by what == reads, not by what it returns for the two values"),
        Fact(name: "ConstantChild", swiftUI: .agrees, course: .agrees),
        Fact(
            name: "ClosureChild", swiftUI: .agrees, course: Answer(unpredicted: ["AddButton"]),
            difference: "the course's rule runs only bodies that read the key; a closure cannot be compared"),
        Fact(name: "ObservableReader", swiftUI: .agrees, course: .agrees),
        Fact(
            name: "ObservableInitRead", swiftUI: Answer(unpredicted: ["MeterScreen"]),
            course: Answer(unpredicted: ["MeterScreen"]),
            difference:
                "an @Observable initializer that reads its own property while the creator's body runs makes the "
                + "creator depend on it until the first change; no key is read there"),
        Fact(name: "ObservableObjectAnyChange", swiftUI: .agrees, course: .agrees),
        Fact(name: "IdentityBranch", swiftUI: .agrees, course: .agrees),
        Fact(
            name: "UnchangedBodies", swiftUI: Answer(unpredicted: ["Tally", "TallySheet"], notSeen: ["Tally"]),
            course: Answer(unpredicted: ["Tally", "TallySheet"], notSeen: ["Tally"]),
            difference:
                "neither model predicts bodies SwiftUI runs with nothing changed, nor a sheet content's first body "
                + "as a change of the flag; both take the binding handed to .sheet as a read by its holder"),
        Fact(
            name: "RoomsArticle", swiftUI: .agrees, course: Answer(unpredicted: ["RoomView1"]),
            difference: "the course's rule does not run a view whose body reads none of what changed"),
    ]

    @Test(arguments: facts)
    func swiftUIsLogAgainstEachModel(fact: Fact) throws {
        let app = "\(Self.folder)/\(fact.name)"
        for (model, expected) in [("swiftui", fact.swiftUI), ("course", fact.course)] {
            let text = try ToolRunner.run(["verify", "--model", model, "\(app)/changes.log", app])
            let golden = PackageFiles.root.appendingPathComponent("\(app)/\(model).txt")
            if let mismatch = GoldenFile.mismatch(text.output, file: golden) { Issue.record("\(model): \(mismatch)") }
            #expect(text.errors == "", "\(model)")
            let json = try ToolRunner.run(["verify", "--format", "json", "--model", model, "\(app)/changes.log", app])
            let object = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let views = try #require(object["updates"] as? [[String: Any]]).flatMap {
                $0["views"] as? [[String: Any]] ?? []
            }
            func named(_ verdict: String) -> [String] {
                views.filter { $0["verdict"] as? String == verdict }.compactMap { $0["view"] as? String }
            }
            let answer = Answer(unpredicted: named("unpredicted"), notSeen: named("not seen"))
            #expect(answer == expected, "\(model): \(fact.difference ?? "the model agrees with SwiftUI")")
            #expect(text.status == (expected.unpredicted.isEmpty ? 0 : 1), "\(model)")
            #expect(json.status == text.status, "\(model)")
            // A fact that agrees confirms something, or is a first body.
            #expect(!named("confirmed").isEmpty || !named("appeared").isEmpty, "\(model)")
        }
    }

    /// Every fixture is a fact here, each cites where it is recorded, and a fact that
    /// differs from a model says why.
    @Test func everyFactCitesItsSource() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: PackageFiles.root.appendingPathComponent(Self.folder).path
        ).sorted()
        #expect(folders == Self.facts.map(\.name).sorted())
        #expect(Self.facts.count >= 10)
        for fact in Self.facts {
            let app = try PackageFiles.text("\(Self.folder)/\(fact.name)/App.swift")
            #expect(app.contains("// Source") && app.contains("https://"), "\(fact.name)")
            let differs = fact.swiftUI != .agrees || fact.course != .agrees
            #expect(differs == (fact.difference != nil), "\(fact.name)")
            #expect(!differs || app.contains("// Differs from"), "\(fact.name)")
        }
    }
}
