import Observation
import SwiftUI

// Fact: picking another room runs the picker's view and the room view that stores the
// room's name (its value differs: `RoomView1: @self changed.`), though the room view's
// body reads only the view model it built from the first name in `init`, which keeps
// showing the first room. The article's fix, `.onChange(of: name)` in that body, works
// because the body runs again with the new name; the log restates that run.
// Source: Chris Eidhof, "SwiftUI View Model Ownership", objc.io, https://www.objc.io/blog/
// Differs from the course's model, which runs only bodies that read the key: it does not
// run RoomView1.

@Observable final class RoomModel {
    let roomName: String
    var people = 0

    init(roomName: String) {
        self.roomName = roomName
    }
}

@main
struct RoomsApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    let rooms = ["Main Room", "Breakout", "Hallway"]
    @State private var selectedRoom = "Main Room"

    var body: some View {
        VStack {
            RoomView1(name: selectedRoom)
            Picker("Room", selection: $selectedRoom) {
                ForEach(rooms, id: \.self) { Text($0) }
            }
        }
    }
}

struct RoomView1: View {
    let name: String
    @State private var model: RoomModel

    init(name: String) {
        self.name = name
        _model = State(initialValue: RoomModel(roomName: name))
    }

    var body: some View {
        Stepper("\(model.roomName): \(model.people)", value: $model.people)
    }
}
