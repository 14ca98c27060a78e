import SwiftUI

struct TaskID: View {
    let id: Int
    @StateObject private var vm: DetailVM
    init(id: Int) {
        self.id = id
        _vm = StateObject(wrappedValue: DetailVM(id: id))
    }
    var body: some View {
        Text(vm.title)
            .task(id: id) { await vm.load(id) }
    }
}

struct OldOnChange: View {
    let name: String
    @State private var shown: String
    init(name: String) {
        self.name = name
        _shown = State(initialValue: name)
    }
    var body: some View {
        Text(shown)
            .onChange(of: name) { newValue in shown = newValue }
    }
}

struct NewOnChange: View {
    let name: String
    @State private var shown: String
    init(name: String) {
        self.name = name
        _shown = State(initialValue: name)
    }
    var body: some View {
        Text(shown)
            .onChange(of: name) { oldValue, newValue in reset(to: newValue) }
    }

    private func reset(to value: String) {
        shown = value
    }
}

struct Identified: View {
    @State private var shown: String
    init(name: String) {
        _shown = State(initialValue: name)
    }
    var body: some View { Text(shown) }
}

struct IdentifiedParent: View {
    @State private var selection = "A"
    var body: some View {
        VStack {
            Identified(name: selection)
                .padding()
                .id(selection)
            Picker("Pick", selection: $selection) { Text("A").tag("A") }
        }
    }
}
