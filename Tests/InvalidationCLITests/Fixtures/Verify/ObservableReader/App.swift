import SwiftUI

// Fact: with an @Observable model, a change of one property runs only the bodies that
// read that property; SwiftUI says `@dependencies changed` for them, and a view that
// reads another property of the same object does not run.
// Source: "Discover Observation in SwiftUI", WWDC23,
// https://developer.apple.com/videos/play/wwdc2023/10149/ (only the properties a body
// reads are tracked); the line's form, `@dependencies changed.`, as recorded in
// https://github.com/sisoje/testable-view-swiftui and
// https://github.com/UberJason/ObservableWeirdness

@Observable final class Bakery {
    var title = "Donuts"
    var donuts: [String] = []
}

@main
struct BakeryApp: App {
    @State private var bakery = Bakery()

    var body: some Scene {
        WindowGroup {
            VStack {
                BakeryHeader(bakery: bakery)
                DonutList(bakery: bakery)
            }
        }
    }
}

struct BakeryHeader: View {
    let bakery: Bakery

    var body: some View {
        Text(bakery.title)
    }
}

struct DonutList: View {
    let bakery: Bakery

    var body: some View {
        List(bakery.donuts, id: \.self) { donut in
            Text(donut)
        }
        Button("Add") { bakery.donuts.append("Glazed") }
    }
}
