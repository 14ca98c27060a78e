import Observation

@Observable final class Store {
    var items: [String] = []
}
