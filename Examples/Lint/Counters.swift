import SwiftUI

/// The lesson's dashboard: the counter's state sits one level above CounterCard, its
/// only user, but the dashboard hands on a binding without reading it, so it is not
/// recomputed and moving the state would save nothing. Lint leaves it alone.
struct DashboardView: View {
    @State private var tapCount = 0

    var body: some View {
        VStack {
            CounterCard(tapCount: $tapCount)
            StatusLabel()
        }
    }
}

struct CounterCard: View {
    @Binding var tapCount: Int

    var body: some View {
        VStack {
            Text("Taps: \(tapCount)")
            Button("Increment") { tapCount += 1 }
        }
    }
}

struct StatusLabel: View {
    var body: some View {
        Text("All systems normal")
    }
}

/// Here the owner writes the value too (a reset button): it stays where it is.
struct ScoreBoard: View {
    @State private var score = 0

    var body: some View {
        VStack {
            ScoreCard(score: $score)
            Button("Reset") { score = 0 }
        }
    }
}

struct ScoreCard: View {
    @Binding var score: Int

    var body: some View {
        Button("Score: \(score)") { score += 1 }
    }
}

/// The lesson's lifted counter, lifted for one child only: the owner reads the value
/// just to pass it on, so each tap recomputes it for nothing.
struct TallyView: View {
    @State private var tally = 0

    var body: some View {
        VStack {
            TallyCard(tally: tally, onTap: { tally += 1 })
            StatusLabel()
        }
    }
}

struct TallyCard: View {
    let tally: Int
    let onTap: () -> Void

    var body: some View {
        Button("Tally: \(tally)", action: onTap)
    }
}

/// Tracks the pointer, yet nothing shows or uses it: the state is only ever written.
struct HoverBadge: View {
    @State private var isHovering = false

    var body: some View {
        Text("New")
            .onHover { hovering in isHovering = hovering }
    }
}
