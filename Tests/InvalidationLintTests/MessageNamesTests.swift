import Foundation
import InvalidationLint
import Testing

/// A message names each property once, however many times `init` assigns it.
@Suite struct MessageNamesTests {
    /// An `init` that sets the same state in three branches.
    static let branches = """
        import SwiftUI

        struct Trap: View {
            @State private var viewModel: Int
            init(value: Int, flag: Int) {
                if flag == 0 { _viewModel = State(initialValue: value) }
                else if flag == 1 { _viewModel = State(initialValue: value + 1) }
                else { _viewModel = State(initialValue: value + 2) }
            }
            var body: some View { Text("\\(viewModel)").onTapGesture { viewModel += 1 } }
        }

        struct Parent: View {
            @State private var count = 0
            var body: some View { Trap(value: count, flag: 1).onTapGesture { count += 1 } }
        }
        """

    @Test func aTrapAssignedInSeveralBranchesNamesItsStateOnce() {
        let report = LintTesting.lint([("Trap.swift", Self.branches)], rules: [.stateInitTrap])
        #expect(
            report.diagnostics.map(\.message) == [
                "'viewModel' in Trap is @State set in init from 'value', so it keeps the value of the view's first "
                    + "appearance and ignores the new values passed later. Keep 'value' in a property and set 'viewModel' "
                    + "in .onChange(of: value, initial: true) instead of init (iOS 17, macOS 14 and later; before them, "
                    + "in .onAppear and .onChange(of: value)), or give Trap .id(value) where it is created."
            ])
    }

    /// A state built from two parameters that both change names both, and asks for an `.id`
    /// of what identifies them; one parameter of a type `.id(_:)` cannot take is identified
    /// the same way.
    @Test func aTrapNamesEveryParameterThatChanges() {
        let source = """
            import SwiftUI

            final class ItemsModel: ObservableObject {
                @Published var items: [String]
                init(category: String, items: [String]) { self.items = items }
            }
            protocol Record {}
            final class Comments: ObservableObject {
                @Published var count = 0
                init(record: any Record) {}
            }

            struct Items: View {
                @StateObject private var model: ItemsModel
                init(category: String, items: [String]) {
                    _model = StateObject(wrappedValue: ItemsModel(category: category, items: items))
                }
                var body: some View { Text("\\(model.items.count)") }
            }

            struct CommentList: View {
                @StateObject private var comments: Comments
                init(record: any Record) { _comments = StateObject(wrappedValue: Comments(record: record)) }
                var body: some View { Text("\\(comments.count) comments") }
            }

            struct Shelf: View {
                @State private var category = "all"
                @State private var items: [String] = []
                @State private var record: any Record = Empty()
                var body: some View {
                    Items(category: category, items: items)
                    CommentList(record: record)
                    Button("Next") { category = "new"; items.append("x"); record = Empty() }
                }
            }
            struct Empty: Record {}
            """
        let report = LintTesting.lint([("Shelf.swift", source)], rules: [.stateInitTrap])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("'model' in Items is @StateObject set in init from 'category' and 'items', so it keeps")
                    && $0.contains("Give Items .id(…) of what identifies 'category' and 'items' where it is created")
            }, "\(messages)")
        #expect(
            messages.contains { $0.contains("Give CommentList .id(…) of what identifies 'record' where it is created") },
            "\(messages)")
    }

    @Test func aCopyAssignedInSeveralBranchesNamesItsStateOnce() {
        // A parameter named initial…: the copy is the point.
        let source = Self.branches.replacingOccurrences(of: "value", with: "initialValue")
        let report = LintTesting.lint([("Trap.swift", source)], rules: [.stateInitCopy])
        #expect(report.diagnostics.count == 1)
        for message in report.diagnostics.map(\.message) {
            #expect(message.hasPrefix("'viewModel' in Trap is a copy of 'initialValue' made in init"), "\(message)")
            #expect(message.components(separatedBy: "'viewModel'").count == 2, "\(message)")
        }
    }
}
