import SwiftUI

// The article's second arrangement: the room is picked, so the room view keeps its
// place (and its identity) while its name changes.
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
