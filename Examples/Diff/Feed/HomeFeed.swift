import SwiftUI

// Examples/Apps/Feed after one change: each post row is dimmed while the compose sheet is
// open, so a change of HomeFeed.composing now recomputes the rows too. See `invalidation diff`.

struct HomeFeed: View {
    @Environment(FeedStore.self) private var store
    @State private var composing = false

    var body: some View {
        NavigationStack {
            List(store.posts) { post in
                PostRow(post: post, isDimmed: composing)
            }
            .toolbar {
                Button("New") { composing = true }
            }
            .sheet(isPresented: $composing) {
                ComposeSheet()
            }
        }
    }
}

struct PostRow: View {
    let post: Post
    let isDimmed: Bool
    @Environment(FeedStore.self) private var store

    var body: some View {
        HStack {
            AvatarView(name: post.author)
            Text(post.text)
            LikeButton(isLiked: store.likedPostIDs.contains(post.id))
        }
        .opacity(isDimmed ? 0.5 : 1)
    }
}

struct LikeButton: View {
    let isLiked: Bool

    var body: some View {
        Image(systemName: isLiked ? "heart.fill" : "heart")
    }
}

struct ComposeSheet: View {
    @State private var draft = ""

    var body: some View {
        TextField("What's new?", text: $draft)
    }
}
