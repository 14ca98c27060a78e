import SwiftUI

/// `$x` handed to our views is not a read by the passer; handed to a control, it is.
struct FilterScreen: View {
    @State private var query = ""
    @State private var showsArchived = false
    @State private var minimumRating = 3
    @State private var isSheetShown = false

    var body: some View {
        VStack {
            SearchBar(text: $query)
            ArchiveToggle(isOn: $showsArchived)
            Stepper("Rating ≥ \(minimumRating)", value: $minimumRating)
            ResetButton(query: $query, rating: $minimumRating)
        }
        .sheet(isPresented: $isSheetShown) {
            Text("Filters")
        }
    }
}

struct SearchBar: View {
    @Binding var text: String

    var body: some View {
        TextField("Search", text: $text)
    }
}

struct ArchiveToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        Label(isOn ? "Archived shown" : "Archived hidden", systemImage: "archivebox")
    }
}

/// Writes through its bindings only in an action: it reads neither.
struct ResetButton: View {
    @Binding var query: String
    @Binding var rating: Int

    var body: some View {
        Button("Reset") {
            query = ""
            rating = 3
        }
    }
}
