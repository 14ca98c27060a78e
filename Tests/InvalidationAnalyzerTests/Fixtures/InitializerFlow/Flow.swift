import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
    var email: String
}

/// Plain values flow through memberwise labels and custom initializers; a `@State`
/// initialized from a parameter keeps its own key.
struct ContactsScreen: View {
    @State private var contacts: [Contact] = []
    @State private var highlighted: Int?
    @State private var greeting = "Hello"

    var body: some View {
        List(contacts) { contact in
            ContactRow(contact: contact, isHighlighted: contact.id == highlighted)
        }
        .safeAreaInset(edge: .top) {
            Banner(greeting, subtitle: "\(contacts.count) contacts")
        }
    }
}

struct ContactRow: View {
    let contact: Contact
    let isHighlighted: Bool

    var body: some View {
        Text(contact.name)
            .bold(isHighlighted)
    }
}

struct Banner: View {
    private let title: String
    private let subtitle: String
    @State private var draft: String

    init(_ title: String, subtitle: String) {
        self.title = title.uppercased()
        self.subtitle = subtitle
        _draft = State(initialValue: title)
    }

    var body: some View {
        VStack {
            Text(title)
            Text(subtitle)
            TextField("Draft", text: $draft)
        }
    }
}
