import SwiftUI

// A reader whose feed view fills its state from actions: a task per topic, an appearance
// that runs a chain of methods, a change of topic that retitles it, and a task that
// clears what it remembers.
struct Reader: View {
    @State private var topic = "swift"
    @State private var showsFeed = true
    var body: some View {
        VStack {
            if showsFeed {
                FeedView(topic: topic, start: 3)
            }
            Button("Next") { topic += "!" }
            Toggle("Feed", isOn: $showsFeed)
        }
    }
}
