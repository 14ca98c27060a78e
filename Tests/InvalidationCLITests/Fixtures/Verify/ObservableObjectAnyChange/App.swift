import SwiftUI

// Fact: a view that observes an ObservableObject runs its body when any of its @Published
// properties changes, even one its body does not read; SwiftUI names the observing
// property (`_bakery changed`).
// Source: Apple, "Migrating from the Observable Object protocol to the Observable macro",
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
// (a view updates when any published property of an observed object changes).

final class Bakery: ObservableObject {
    @Published var title = "Donuts"
    @Published var donuts: [String] = []
}

@main
struct BakeryApp: App {
    @StateObject private var bakery = Bakery()

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
    @ObservedObject var bakery: Bakery

    var body: some View {
        Text(bakery.title)
    }
}

struct DonutList: View {
    @ObservedObject var bakery: Bakery

    var body: some View {
        List(bakery.donuts, id: \.self) { donut in
            Text(donut)
        }
        Button("Add") { bakery.donuts.append("Glazed") }
    }
}
