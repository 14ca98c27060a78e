import SwiftUI

/// Reads in closures that run during the body count; actions, gestures and tasks do not.
struct TimerScreen: View {
    enum Mode { case countdown, stopwatch }

    @State private var mode = Mode.countdown
    @State private var remaining = 60
    @State private var laps: [Int] = []
    @State private var isRunning = false
    @State private var dragOffset: CGFloat = 0
    @State private var appearedAt = Date()
    @State private var lastTick = 0

    var body: some View {
        GeometryReader { proxy in
            VStack {
                switch mode {
                case .countdown:
                    Text("\(remaining)")
                case .stopwatch:
                    List(laps, id: \.self) { lap in
                        Text("Lap \(lap)")
                    }
                }
                Button(isRunning ? "Stop" : "Start") {
                    isRunning.toggle()
                    lastTick = remaining
                }
            }
            .frame(width: proxy.size.width)
            .offset(y: 0)
            .gesture(DragGesture().onChanged { value in dragOffset = value.translation.height })
            .onAppear { appearedAt = Date() }
            .task { lastTick = 0 }
            .onChange(of: remaining) { oldValue, newValue in
                if newValue == 0 { laps.append(lastTick) }
            }
        }
    }
}
