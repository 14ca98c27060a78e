import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            ShopView()
            SettingsView()
        }
    }
}

struct ShopView: View {
    @StateObject private var store = Store()
    @State private var flag = false
    @State private var loaded = 0

    var body: some View {
        VStack {
            Text("Loaded \(loaded)")
            Button("Add") {
                store.add("apple")
            }
            Toggle("Flag", isOn: $flag)
            ItemBadge(store: store)
            FlagRow(isOn: $flag)
        }
        .task {
            loaded = 1
        }
    }
}

struct ItemBadge: View {
    @ObservedObject var store: Store

    var body: some View {
        Text("\(store.items.count) items")
    }
}

struct FlagRow: View {
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Toggle("Flag", isOn: $isOn)
            Button("Reset") {
                isOn = false
            }
        }
    }
}
