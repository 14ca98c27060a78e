@Observable class RoomVM { init(roomName: String) {} }
struct RoomView2: View {
    var name: String
    @State private var viewModel: RoomVM
    init(name: String) {
        self.name = name
        self.viewModel = RoomVM(roomName: name)
    }
    var body: some View {
        Text(viewModel.roomName)
            .onChange(of: name) { self.viewModel = RoomVM(roomName: name) }
    }
}