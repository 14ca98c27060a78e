import SwiftUI

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
