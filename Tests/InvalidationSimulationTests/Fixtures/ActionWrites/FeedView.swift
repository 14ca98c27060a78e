import SwiftUI

struct FeedView: View {
    let topic: String
    @State private var feed: Feed?
    @State private var title: String
    @State private var visits = 0
    @State private var isLoaded = false
    @State private var history: [String] = []
    @StateObject private var counter: Counter

    init(topic: String, start: Int) {
        self.topic = topic
        _title = State(initialValue: topic)
        _counter = StateObject(wrappedValue: Counter(start: start))
    }

    var body: some View {
        VStack {
            if let feed {
                FeedList(feed: feed)
            }
            if isLoaded {
                Text(title)
            }
        }
        .task(id: topic) { feed = Feed(topic: topic) }
        .onAppear(perform: load)
        .onChange(of: topic) { title = topic + " (" + String(visits) + ")" }
        .task { await refresh() }
        .onAppear { counter.value += 1 }
    }

    func load() {
        visits += 1
        markLoaded()
    }

    func markLoaded() {
        isLoaded.toggle()
        remember()
    }

    func remember() { record() }

    func record() {
        history.append(topic)
        forget()
    }

    // Four calls away from the action: past what the simulation follows.
    func forget() { visits = 0 }

    func refresh() async { history.removeAll() }
}

struct FeedList: View {
    let feed: Feed
    var body: some View {
        List(feed.items, id: \.self) { item in
            Text(item)
        }
    }
}
