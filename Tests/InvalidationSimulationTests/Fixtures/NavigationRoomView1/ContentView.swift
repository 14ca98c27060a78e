import SwiftUI

// The article's first arrangement: each room is a navigation destination, a new
// identity every time one is opened.
struct ContentView: View {
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
