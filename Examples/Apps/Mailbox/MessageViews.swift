import SwiftUI

struct MessageList: View {
    @Environment(MailboxStore.self) private var store

    var body: some View {
        @Bindable var store = store
        List {
            if store.isSyncing {
                ProgressView("Syncing…")
            }
            ForEach(store.visibleMessages) { message in
                MessageRow(message: message)
                    .onTapGesture { store.select(message) }
            }
        }
        .searchable(text: $store.searchText)
        .navigationTitle(store.selectedFolder.rawValue.capitalized)
    }
}

struct MessageRow: View {
    let message: Message
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            header
            Text(message.subject)
                .font(.subheadline)
            preview
        }
        .padding(.vertical, 4)
    }
}

extension MessageRow {
    private var header: some View {
        HStack {
            if !message.isRead {
                Circle().fill(colorScheme == .dark ? Color.cyan : Color.blue).frame(width: 8, height: 8)
            }
            Text(message.sender).font(.headline)
        }
    }

    private var preview: some View {
        Text(message.body)
            .lineLimit(2)
            .foregroundStyle(.secondary)
    }
}

struct MessageDetail: View {
    let message: Message
    @State private var showsHeaders = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(message.subject).font(.title2)
                if showsHeaders {
                    Text("From: \(message.sender)").font(.caption)
                }
                Text(message.body)
            }
            .padding()
        }
        .toolbar {
            Toggle("Headers", isOn: $showsHeaders)
        }
    }
}
