import Invalidation
import Testing

@testable import InvalidationAnalyzer

/// Comparing a change log with the graph: how lines name views and keys, and the verdicts.
@Suite struct VerificationTests {
    static let app = analyze(
        """
        import SwiftUI

        struct Screen: View {
            @State private var isOn = false
            @State private var count = 0

            var body: some View {
                VStack {
                    Switch(isOn: $isOn)
                    Screen.Footer(count: count)
                    Holder(item: 1)
                }
            }

            struct Footer: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }
        }

        struct Switch: View {
            @Binding var isOn: Bool
            var body: some View { Text(isOn ? "on" : "off") }
        }

        struct Holder<Item>: View {
            let item: Item
            var body: some View { Text("item") }
        }
        """)

    static func verify(_ log: String, model: RecomputationModel = .swiftui, keys: [String] = []) throws -> Verification {
        try Verification.verify(ChangeLog(text: log), in: app.index, model: model, keys: keys)
    }

    static func verdicts(_ verification: Verification) -> [String] {
        verification.updates.flatMap(\.views).map { "\($0.view) \($0.verdict.rawValue)" }
    }

    /// A `@Binding`'s property names the key its creator binds; the creator, which hands the
    /// binding on and reads nothing, is not predicted.
    @Test func aBindingsPropertyNamesTheKeyItsCreatorBinds() throws {
        let verification = try Self.verify("Switch: _isOn changed.")
        #expect(verification.updates.first?.keys == ["Screen.isOn"])
        #expect(Self.verdicts(verification) == ["Switch confirmed"])
        #expect(verification.updates.first?.unresolved == [])
    }

    /// A nested type prints its last name; a generic one prints its arguments; a name may
    /// carry its module.
    @Test func nestedAndGenericViewsAreFoundByTheNameSwiftUIPrints() throws {
        let verification = try Self.verify(
            """
            Screen: _count changed.
            Footer: @self changed.
            Holder<Int>: @self changed.
            App.Switch: unchanged.
            """)
        #expect(verification.unknownViews == [])
        #expect(
            Self.verdicts(verification) == [
                "Screen confirmed", "Screen.Footer confirmed", "Holder unpredicted", "Switch unpredicted",
            ])
        let holder = try #require(verification.updates.first?.views.dropLast().last)
        #expect(holder.location?.line == 26)
        #expect(holder.meaning.hasPrefix("its creator passed inputs that differed"))
    }

    /// A property that is no key is noted, unless the keys are given; given keys are
    /// checked, and a name the source does not declare is reported with its lines.
    @Test func unresolvedPropertiesGivenKeysAndUnknownViews() throws {
        let noted = try Self.verify("Holder: _item changed.\nGhost: @self changed.\nGhost: unchanged.")
        #expect(noted.updates.first?.unresolved == [.init(property: "Holder.item", line: 1)])
        #expect(noted.unknownViews == [.init(name: "Ghost", lines: [2, 3])])
        #expect(noted.hasUnpredicted)
        let given = try Self.verify("Holder: _item changed.", keys: ["Screen.count"])
        #expect(given.updates.first?.unresolved == [])
        #expect(
            Self.verdicts(given) == ["Holder unpredicted", "Screen not seen", "Screen.Footer not seen"])
        #expect(given.count(.notSeen) == 2 && given.count(.confirmed) == 0)
        #expect(throws: InvalidationError.self) { try Self.verify("Screen: _count changed.", keys: ["Screen.cont"]) }
    }

    /// Under the course's rule the footer, which reads the count it is given, still runs;
    /// the summary names the model.
    @Test func theSummaryCountsEachVerdict() throws {
        let verification = try Self.verify(
            "Screen: _count changed.\nFooter: @self changed.\n\nScreen: @self, @identity, _isOn, _count changed.",
            model: .course)
        #expect(
            verification.summary
                == "summary (course model): 2 updates, 2 confirmed, 0 unpredicted, 0 not seen, 1 appeared (not compared)")
        #expect(verification.updates.map(\.label) == ["update 1", "update 2"])
        #expect(verification.updates[1].keys == [])
    }
}
