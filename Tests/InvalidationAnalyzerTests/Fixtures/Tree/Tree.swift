import SwiftUI

/// One type created in several places gives numbered nodes; a view that contains
/// itself is cut after its first level.
struct Comparison: View {
    @State private var left = Score(value: 1)
    @State private var right = Score(value: 2)

    var body: some View {
        HStack {
            ScoreCard(score: left)
            ScoreCard(score: right)
        }
        .overlay(alignment: .bottom) {
            CommentThread(comment: Comment(text: "Root", replies: []))
        }
    }
}

struct Score {
    var value: Int
}

struct ScoreCard: View {
    let score: Score
    @State private var isFlipped = false

    var body: some View {
        VStack {
            Text("\(score.value)")
            if isFlipped { Trend(value: score.value) }
        }
    }
}

struct Trend: View {
    let value: Int

    var body: some View {
        Image(systemName: value > 0 ? "arrow.up" : "arrow.down")
    }
}

struct Comment {
    var text: String
    var replies: [Comment]
}

struct CommentThread: View {
    let comment: Comment

    var body: some View {
        VStack(alignment: .leading) {
            Text(comment.text)
            ForEach(comment.replies.indices, id: \.self) { index in
                CommentThread(comment: comment.replies[index])
            }
        }
    }
}
