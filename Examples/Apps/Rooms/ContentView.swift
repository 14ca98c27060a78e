import SwiftUI

// The view-model ownership article: RoomView1 builds its @State view model from `name`
// in init, so a picked room never reaches it; RoomView2 and RoomView3 follow the name
// through onChange(of:).

@main
struct RoomsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ContentView()
                    .tabItem { Label("Broken", systemImage: "xmark") }
                FixedContentView()
                    .tabItem { Label("Fixed", systemImage: "checkmark") }
                HelperContentView()
                    .tabItem { Label("Final", systemImage: "star") }
            }
        }
    }
}

struct ContentView: View {
    var rooms = ["Main Room", "Breakout", "Hallway"]
    @State var selectedRoom: String = "Main Room"
    var body: some View {
        VStack {
            RoomView1(name: selectedRoom)
            Picker("Select a room", selection: $selectedRoom) {
                ForEach(rooms, id: \.self) { room in
                    Text(room)
                }
            }
        }
    }
}

struct FixedContentView: View {
    var rooms = ["Main Room", "Breakout", "Hallway"]
    @State var selectedRoom: String = "Main Room"
    var body: some View {
        VStack {
            RoomView2(name: selectedRoom)
            Picker("Select a room", selection: $selectedRoom) {
                ForEach(rooms, id: \.self) { room in
                    Text(room)
                }
            }
        }
    }
}

struct HelperContentView: View {
    var rooms = ["Main Room", "Breakout", "Hallway"]
    @State var selectedRoom: String = "Main Room"
    var body: some View {
        VStack {
            RoomView3(name: selectedRoom)
            Picker("Select a room", selection: $selectedRoom) {
                ForEach(rooms, id: \.self) { room in
                    Text(room)
                }
            }
        }
    }
}
