import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationReader
import Testing

@Suite("Lesson trees held against their SwiftUI fragments")
struct LessonTreeTests {
    static let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Documents/LocalState.txt")

    @Test func theSeedLessonsTreesAgreeWithTheirFragments() throws {
        let document = try LessonDocument(contentsOfFile: Self.seed.path)
        #expect(document.fragments.count == 2)
        #expect(document.treeDisagreements() == [])
    }

    @Test func aReadTheBodyNeverMakesIsReported() throws {
        let text = try String(contentsOf: Self.seed, encoding: .utf8).replacingOccurrences(
            of: "ViewNode(\"DashboardView\", parent: nil, reads: [\"tapCount\"]),",
            with: "ViewNode(\"DashboardView\", parent: nil, reads: [\"tapCount\", \"colorScheme\"]),")
        let document = LessonDocument(text: text, file: "lesson.txt")
        let found = document.treeDisagreements()
        #expect(found.count == 1)
        #expect(found.first?.view == "DashboardView")
        #expect(found.first?.aspect == .reads(tree: ["colorScheme", "tapCount"], source: ["tapCount"]))
        let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("\"colorScheme\"]") }) + 1
        #expect(found.first?.location == SourceLocation(file: "lesson.txt", line: line, column: 5))
        #expect(
            found.first?.description
                == "lesson.txt:\(line):5: warning: the tree says 'DashboardView' reads colorScheme, tapCount; the source at line 132 reads tapCount"
        )
    }

    @Test func aParentTheSourceContradictsIsReported() {
        let lesson = """
            # Parents

            ```swift
            import SwiftUI

            struct Screen: View {
                var body: some View { Badge() }
            }

            struct Badge: View {
                @State private var count = 0
                var body: some View { Text("\\(count)") }
            }
            ```

            ```swift
            // main.swift — the badge placed under the wrong view
            let storage: [String: Storage] = ["count": .state(owner: "Badge")]
            let screen = ViewTree(nodes: [
                ViewNode("Screen", parent: nil, reads: []),
                ViewNode("Other", parent: "Screen", reads: []),
                ViewNode("Badge", parent: "Other", reads: ["count"]),
            ], storage: storage)
            countCauses(screen.change("tap", key: "count"))
            ```

            ```
            tap: count changed | recomputed Badge local | skipped Screen,Other
            local: 1
            parent: 0
            observed: 0
            environment: 0
            ```
            """
        let document = LessonDocument(text: lesson, file: "parents.md")
        let checks = document.check()
        #expect(checks.count == 1 && checks.allSatisfy { $0.isMatching })
        let found = document.treeDisagreements()
        #expect(found.map(\.aspect) == [.parent(tree: "Other", source: "Screen")])
        #expect(found.first?.location == SourceLocation(file: "parents.md", line: 22, column: 5))
    }
}

/// `check` counts by the course's rule, and notes where SwiftUI's comparison of inputs
/// would run more bodies: a note, never a warning, as the lesson's lines stay right.
@Suite("Lessons under SwiftUI's comparison of inputs")
struct LessonModelDifferenceTests {
    @Test func theSeedLessonHasNoDifference() throws {
        let document = try LessonDocument(contentsOfFile: LessonTreeTests.seed.path)
        #expect(document.modelDifferences() == [])
    }

    @Test func aClosureTheCourseDoesNotCountIsNoted() throws {
        let lesson = """
            # Lifted state with a closure

            ```swift
            import SwiftUI

            struct DashboardView: View {
                @State private var tapCount = 0

                var body: some View {
                    VStack {
                        Text("Taps: \\(tapCount)")
                        ResetBar(onReset: { tapCount = 0 })
                    }
                }
            }

            struct ResetBar: View {
                let onReset: () -> Void

                var body: some View {
                    Button("Reset", action: onReset)
                }
            }
            ```

            ```swift
            // main.swift — the lifted counter: only the owner reads the key
            let storage: [String: Storage] = ["tapCount": .state(owner: "DashboardView")]

            let screen = ViewTree(nodes: [
                ViewNode("DashboardView", parent: nil, reads: ["tapCount"]),
                ViewNode("ResetBar", parent: "DashboardView", reads: []),
            ], storage: storage)

            countCauses(screen.change("tapped", key: "tapCount"))
            ```

            ```text
            tapped: tapCount changed | recomputed DashboardView local | skipped ResetBar
            local: 1
            parent: 0
            observed: 0
            environment: 0
            ```
            """
        let document = LessonDocument(text: lesson, file: "lesson.md")
        let checks = document.check()
        #expect(checks.count == 1)
        #expect(checks.allSatisfy { if case .matching = $0.result { true } else { false } })
        #expect(document.treeDisagreements() == [])
        let differences = document.modelDifferences()
        #expect(
            differences == [
                ModelDifference(
                    key: "DashboardView.tapCount",
                    views: [.init(name: "ResetBar", reasons: [.inputNotComparable("onReset")])],
                    location: SourceLocation(file: "lesson.md", line: 4, column: 1))
            ])
        #expect(
            differences.first?.description
                == "lesson.md:4:1: note: by SwiftUI's comparison of inputs (--model swiftui), a change of "
                + "'DashboardView.tapCount' also runs the body of ResetBar (input 'onReset' cannot be compared); "
                + "the course's rule, which the lesson counts by, does not")
    }
}
