import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// Constructs that apps in the wild write and that the analyzer and the lint rules first
/// got wrong: each test is written in the style of the construct, with the answer the
/// SwiftUI semantics give.
@Suite struct RealAppStyleTests {
    // MARK: Analyzer: the SwiftUI table

    @Test func standardLibraryValuesAreNotViewsAndGroupingRunsItsClosureAtOnce() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Book: Identifiable {
                let id: Int
                let author: String
            }

            struct Shelf: View {
                @State private var books: [Book] = []
                @State private var groupByAuthor = false
                @State private var zoom = 1

                var grouped: [String: [Book]] {
                    Dictionary(grouping: books, by: { book in 1️⃣groupByAuthor ? book.author : "" })
                }

                var body: some View {
                    VStack {
                        ForEach(grouped.keys.sorted(), id: \\.self) { key in
                            Text(key)
                        }
                        Slider(value: Binding(get: { Double(2️⃣zoom) }, set: { zoom = Int($0) }), in: 1...5)
                        Text(String(books.count))
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        expectRead(analysis, view: "Shelf", key: "Shelf.groupByAuthor", at: "1️⃣", in: source)
        expectRead(analysis, view: "Shelf", key: "Shelf.zoom", at: "2️⃣", in: source)
        #expect(node("Shelf", in: analysis)?.reads.contains("Shelf.books") == true)
    }

    @Test func toolbarTitleMenuBuildsItsContentDuringTheBody() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Inbox: View {
                @State private var showsUnreadOnly = false
                var body: some View {
                    List { Text("Messages") }
                        .toolbar {
                            ToolbarTitleMenu {
                                Button(1️⃣showsUnreadOnly ? "All" : "Unread") { showsUnreadOnly.toggle() }
                            }
                        }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        expectRead(analysis, view: "Inbox", key: "Inbox.showsUnreadOnly", at: "1️⃣", in: source)
    }

    @Test func accessibilityActionsBuildTheirContentDuringTheBody() {
        let source = MarkedText(
            """
            import SwiftUI

            struct TrackRow: View {
                @State private var isFavorite = false
                var body: some View {
                    Text("Track")
                        .accessibilityActions {
                            if 1️⃣isFavorite {
                                Button("Unfavorite") { isFavorite = false }
                            }
                        }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        expectRead(analysis, view: "TrackRow", key: "TrackRow.isFavorite", at: "1️⃣", in: source)
    }

    @Test func anOpenURLActionHandlerRunsLater() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Bio: View {
                @State private var lastOpened: URL?
                var body: some View {
                    Text("See [the site](https://example.com)")
                        .environment(\\.openURL, OpenURLAction { url in
                            lastOpened = url
                            return .handled
                        })
                }
            }
            """)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        #expect(node("Bio", in: analysis)?.reads == [])
    }

    @Test func aPhotosPickerShowsItsBindings() {
        let source = MarkedText(
            """
            import SwiftUI
            import PhotosUI

            struct AvatarEditor: View {
                @State private var isPicking = false
                @State private var picked: [PhotosPickerItem] = []
                var body: some View {
                    Button("Change") { isPicking = true }
                        .photosPicker(isPresented: 1️⃣$isPicking, selection: 2️⃣$picked, maxSelectionCount: 1)
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        expectRead(analysis, view: "AvatarEditor", key: "AvatarEditor.isPicking", at: "1️⃣", in: source)
        expectRead(analysis, view: "AvatarEditor", key: "AvatarEditor.picked", at: "2️⃣", in: source)
    }

    @Test func anApplePayButtonActsLaterAndBuildsItsFallbackDuringTheBody() {
        let source = MarkedText(
            """
            import SwiftUI
            import PassKit

            struct Checkout: View {
                @State private var attempts = 0
                @State private var fallbackTitle = "Pay by card"
                var body: some View {
                    PayWithApplePayButton(.donate) {
                        attempts += 1
                    } fallback: {
                        Text(1️⃣fallbackTitle)
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        #expect(node("Checkout", in: analysis)?.reads == ["Checkout.fallbackTitle"])
        expectRead(analysis, view: "Checkout", key: "Checkout.fallbackTitle", at: "1️⃣", in: source)
    }
}
