import SwiftUI

// The lesson's local state: the counter belongs to the card.
struct DashboardView: View {
    var body: some View {
        VStack {
            CounterCard()
            StatusLabel()
        }
    }
}

struct CounterCard: View {
    @State private var tapCount = 0

    var body: some View {
        VStack {
            Text("Taps: \(tapCount)")
            Button("Increment") { tapCount += 1 }
        }
    }
}

struct StatusLabel: View {
    var body: some View {
        Text("Ready")
    }
}
