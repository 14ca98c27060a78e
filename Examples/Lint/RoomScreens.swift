import SwiftUI

/// The article's first ContentView: each room is pushed, so each RoomView1 is new.
struct RoomList: View {
    var rooms = ["Main Room", "Breakout", "Hallway"]
    var body: some View {
        NavigationView {
            List {
                ForEach(rooms, id: \.self) { room in
                    NavigationLink(room) {
                        RoomView1(name: room)
                    }
                }
            }
        }
    }
}

/// The article's second ContentView: picking another room never reaches RoomView1.
struct RoomPicker: View {
    var rooms = ["Main Room", "Breakout", "Hallway"]
    @State private var selectedRoom: String = "Main Room"
    var body: some View {
        VStack {
            RoomView1(name: selectedRoom)
            RoomView2(name: selectedRoom)
            RoomView3(name: selectedRoom)
            Picker("Select a room", selection: $selectedRoom) {
                ForEach(rooms, id: \.self) { room in
                    Text(room)
                }
            }
        }
    }
}
