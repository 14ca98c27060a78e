import SwiftUI

// The lesson's lifted state: the dashboard owns the counter and hands it down.
struct DashboardView: View {
    @State private var tapCount = 0

    var body: some View {
        VStack {
            CounterCard(tapCount: tapCount, onTap: { tapCount += 1 })
            StatusLabel()
        }
    }
}

struct CounterCard: View {
    let tapCount: Int
    let onTap: () -> Void

    var body: some View {
        VStack {
            Text("Taps: \(tapCount)")
            Button("Increment", action: onTap)
        }
    }
}

struct StatusLabel: View {
    var body: some View {
        Text("Ready")
    }
}
