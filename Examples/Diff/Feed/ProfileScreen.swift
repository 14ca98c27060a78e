import SwiftUI

struct ProfileScreen: View {
    @Environment(FeedStore.self) private var store

    var body: some View {
        VStack {
            AvatarView(name: store.displayName)
            Text(store.displayName)
        }
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
