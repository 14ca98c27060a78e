import SwiftUI

// Fact: SwiftUI also runs bodies it reports as `unchanged.`: after a view first appears
// and after its own state changes, the same view's body ran again twice with nothing
// changed. Presenting a sheet ran the sheet content's body (`@self changed.`) and not the
// body of the view that holds `.sheet(isPresented: $flag)`.
// Source: the body evaluations recorded in "Testable SwiftUI views",
// https://github.com/sisoje/testable-view-swiftui (README: "Body evaluations using pure
// SwiftUI"). The split into three actions is ours: the recording lists the lines in order.
// Differs from both models: neither predicts a body SwiftUI runs with nothing changed,
// and both take the binding handed to `.sheet` as a read by the view that holds it.

@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup { Tally() }
    }
}

struct Tally: View {
    @State private var showsSheet = false
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
            Button("Details") { showsSheet.toggle() }
        }
        .sheet(isPresented: $showsSheet) {
            TallySheet()
        }
    }
}

struct TallySheet: View {
    var body: some View {
        Text("Details")
    }
}
