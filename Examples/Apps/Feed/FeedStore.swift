import Observation

struct Post: Identifiable {
    var id: Int
    var author: String
    var text: String
}

@Observable
final class FeedStore {
    var posts: [Post] = []
    var likedPostIDs: Set<Int> = []
    var displayName = "Ada"

    func rename(to name: String) { displayName = name }
}
