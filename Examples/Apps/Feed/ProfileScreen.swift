import SwiftUI

struct ProfileScreen: View {
    @Environment(FeedStore.self) private var store
    @State private var isEditing = false

    var body: some View {
        VStack {
            AvatarView(name: store.displayName)
            Text(store.displayName)
            EditNameButton { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            Button("Use initials") { store.rename(to: "A. L.") }
        }
    }
}

struct EditNameButton: View {
    let action: () -> Void

    var body: some View {
        Button("Edit", action: action)
    }
}

struct AvatarView: View {
    let name: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Circle()
            .fill(colorScheme == .dark ? Color.gray : Color.blue)
            .overlay(Text(String(name.prefix(1))))
    }
}
