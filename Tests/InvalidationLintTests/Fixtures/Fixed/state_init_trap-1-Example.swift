struct RoomPicker: View {
    @State private var selectedRoom = "Lobby"
    var body: some View {
        VStack {
            Picker("Room", selection: $selectedRoom) { Text("Lobby").tag("Lobby") }
            RoomView1(name: selectedRoom)
        }
    }
}
struct RoomView1: View {
    var name: String
    @State private var viewModel: RoomVM
    init(name: String) {
        self.name = name
        self.viewModel = RoomVM(roomName: name)
    }
    var body: some View { Text(viewModel.roomName) }
}