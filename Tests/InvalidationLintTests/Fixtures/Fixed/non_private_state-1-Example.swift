struct ContentView: View {
    @State private var selectedRoom: String = "Main Room"
    @StateObject private var store = Store()
    @State private var count = 0
    @SwiftUI.State private var title = ""
    var body: some View { Text("\(title) in \(selectedRoom): \(count)") }
}