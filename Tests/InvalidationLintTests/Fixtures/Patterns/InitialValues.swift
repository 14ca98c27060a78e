import SwiftUI

final class DetailVM: ObservableObject {
    @Published var title = ""
    init(id: Int) {}
    func load(_ id: Int) async {}
}

struct DotInit: View {
    @State private var count: Int
    init(count: Int) {
        /*↓state_init_trap*/_count = .init(initialValue: count)
    }
    var body: some View { Text("\(count)") }
}

struct BindingSeed: View {
    @Binding var text: String
    @State private var draft: String
    init(text: Binding<String>) {
        self._text = text
        /*↓state_init_trap*/self._draft = State(initialValue: text.wrappedValue)
    }
    var body: some View { TextField("Draft", text: $draft) }
}

struct WrappedValue: View {
    @State private var title: String
    init(title: String) {
        /*↓state_init_trap*/_title = State(wrappedValue: title)
    }
    var body: some View { Text(title) }
}

struct GenericState: View {
    @State private var items: [String]
    init(items: [String]) {
        /*↓state_init_trap*/self._items = State<[String]>(initialValue: items.sorted())
    }
    var body: some View { Text(items.joined()) }
}

struct PlainAssignment: View {
    let name: String
    @State private var shown: String
    init(name: String) {
        self.name = name
        /*↓state_init_trap*/self.shown = name
    }
    var body: some View { Text(shown) }
}

struct StateObjectFromID: View {
    @StateObject private var vm: DetailVM
    init(id: Int) {
        /*↓state_init_trap*/_vm = StateObject(wrappedValue: DetailVM(id: id))
    }
    var body: some View { Text(vm.title) }
}

struct ConstantStart: View {
    @State private var /*↓unused_state*/count: Int
    init() {
        _count = State(initialValue: 0)
    }
    var body: some View { Text("\(count)") }
}

// The places that create them pass values that change while each view keeps its place.
struct Parent: View {
    @State private var number = 0
    @State private var text = ""
    @State private var items: [String] = []
    var body: some View {
        VStack {
            DotInit(count: number)
            BindingSeed(text: $text)
            Button("Clear") { text = "" }
            WrappedValue(title: text)
            GenericState(items: items)
            PlainAssignment(name: text)
            StateObjectFromID(id: number)
            ConstantStart()
            Text("\(items.count)")
            Button("Add") {
                number += 1
                items.append(text)
            }
        }
    }
}
