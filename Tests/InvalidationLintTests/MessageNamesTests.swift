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
                    + "in .onChange(of: value, initial: true) instead of init, or give Trap .id(value) where it is created."
            ])
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
