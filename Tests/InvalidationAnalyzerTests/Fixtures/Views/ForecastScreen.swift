import SwiftUI

/// A screen whose body is split across an extension, computed properties and methods.
struct ForecastScreen: View {
    @State private var city = "Lisbon"
    @State private var days: [Day] = []
    @State private var showsHourly = false

    var body: some View {
        NavigationStack {
            ScrollView {
                header
                daysSection(title: "Next days")
            }
            .toolbar { ForecastToolbar(city: city) }
        }
    }
}

extension ForecastScreen {
    private var header: some View {
        Panel {
            Text(city).font(.largeTitle)
        }
        .modifier(CardStyle(isProminent: showsHourly))
    }

    @ViewBuilder
    func daysSection(title: String) -> some View {
        Section(title) {
            ForEach(days) { day in
                DayRow(day: day)
            }
        }
    }
}

struct Day: Identifiable {
    let id: Int
    var high: Int
    var low: Int
}

/// A generic container: its content closure is built by the body that passes it.
struct Panel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) { content }
            .padding()
    }
}

struct DayRow: View {
    let day: Day

    var body: some View {
        HStack {
            Text("\(day.high)°")
            Text("\(day.low)°").foregroundStyle(.secondary)
        }
    }
}

struct CardStyle: ViewModifier {
    let isProminent: Bool

    func body(content: Content) -> some View {
        content
            .padding()
            .background(isProminent ? Color.accentColor.opacity(0.2) : Color.clear)
    }
}

struct ForecastToolbar: ToolbarContent {
    let city: String

    var body: some ToolbarContent {
        ToolbarItem(placement: .principal) {
            Text(city)
        }
    }
}

struct UnitsSettings: View {
    @AppStorage("usesCelsius") private var usesCelsius = true

    var body: some View {
        Toggle("Celsius", isOn: $usesCelsius)
    }
}
