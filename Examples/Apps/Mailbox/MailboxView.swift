import SwiftUI

struct MailboxView: View {
    @Environment(MailboxStore.self) private var store
    @State private var isComposing = false

    var body: some View {
        NavigationSplitView {
            FolderList()
        } content: {
            MessageList()
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            isComposing = true
                        } label: {
                            Label("Compose", systemImage: "square.and.pencil")
                        }
                    }
                }
        } detail: {
            detail
        }
        .sheet(isPresented: $isComposing) {
            ComposeView()
        }
        .task { await store.sync() }
    }

    @ViewBuilder
    private var detail: some View {
        if store.hasSelectedMessage, let message = store.selectedMessage {
            MessageDetail(message: message)
        } else {
            ContentUnavailableView("No message selected", systemImage: "envelope")
        }
    }
}

struct FolderList: View {
    @Environment(MailboxStore.self) private var store

    var body: some View {
        @Bindable var store = store
        List(Folder.allCases, selection: $store.selectedFolder) { folder in
            FolderRow(folder: folder, unread: store.unreadCount(in: folder))
        }
        .navigationTitle("Mailboxes")
    }
}

struct FolderRow: View {
    let folder: Folder
    let unread: Int

    var body: some View {
        HStack {
            Label(folder.rawValue.capitalized, systemImage: "folder")
            Spacer()
            if unread > 0 {
                Text("\(unread)").font(.caption.bold())
            }
        }
    }
}
