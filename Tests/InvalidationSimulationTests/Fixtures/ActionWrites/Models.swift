import Combine
import Observation

@Observable class Feed {
    var items: [String] = []
    init(topic: String) {}
}

class Counter: ObservableObject {
    @Published var value: Int
    init(start: Int) { value = start }
}
