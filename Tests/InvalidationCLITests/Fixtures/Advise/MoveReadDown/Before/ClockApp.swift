import SwiftUI

@main
struct ClockApp: App {
    var body: some Scene {
        WindowGroup {
            ClockScreen()
        }
    }
}

struct ClockScreen: View {
    @State private var seconds = 0
    @State private var isRunning = false
    @State private var laps = 0

    var body: some View {
        VStack {
            Text("\(seconds) s")
                .font(.largeTitle)
            Toggle("Running", isOn: $isRunning)
            Text("\(laps) laps")
            LapList(laps: laps)
            Dial(onReset: reset)
            Dial(onReset: reset)
        }
        .task {
            seconds += 1
        }
    }

    func reset() {
        seconds = 0
    }
}

struct LapList: View {
    let laps: Int

    var body: some View {
        Text(laps == 1 ? "1 lap" : "\(laps) laps")
    }
}

struct Dial: View {
    let onReset: () -> Void

    var body: some View {
        Button("Reset") {
            onReset()
        }
    }
}
