import SwiftUI

// A @Binding and a @State of the same name in two structs of one file.
struct ToggleRow: View {
    @Binding var isOn: Bool
    @State private var wasOn: Bool
    init(isOn: Binding<Bool>) {
        _isOn = isOn
        /*↓state_init_trap*/_wasOn = State(initialValue: isOn.wrappedValue)
    }
    var body: some View { Toggle(wasOn ? "Was on" : "Was off", isOn: $isOn) }
}

struct ToggleScreen: View {
    @State var /*↓non_private_state*/isOn = false
    var body: some View { ToggleRow(isOn: $isOn).onTapGesture(count: 2) { isOn = false } }
}

struct Inbox: View {
    @ObservedObject var vm: DetailVM
    @StateObject private var /*↓observed_object_unread*/loader = DetailVM(id: 0)
    var body: some View {
        Text(vm.title)
            .onAppear { loader.title = "" }
    }
}

struct Created: View {
    @ObservedObject var vm = /*↓observed_object_created_inline*/DetailVM(id: 1)
    var body: some View { Text(vm.title) }
}
