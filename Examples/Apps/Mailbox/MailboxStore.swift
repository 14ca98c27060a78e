import Foundation
import Observation

struct Message: Identifiable, Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var body: String
    var isRead: Bool
    var folder: Folder
}

enum Folder: String, CaseIterable, Identifiable, Hashable {
    case inbox, archive, sent
    var id: String { rawValue }
}

/// The mailbox, observed per property.
@Observable
final class MailboxStore {
    var messages: [Message] = []
    var selectedFolder: Folder = .inbox
    var selectedMessageID: Message.ID?
    var hasSelectedMessage = false
    var searchText = ""
    var isSyncing = false
    @ObservationIgnored private var syncTask: Task<Void, Never>?

    var visibleMessages: [Message] {
        messages.filter { message in
            message.folder == selectedFolder
                && (searchText.isEmpty || message.subject.localizedCaseInsensitiveContains(searchText))
        }
    }

    var selectedMessage: Message? {
        messages.first { $0.id == selectedMessageID }
    }

    func unreadCount(in folder: Folder) -> Int {
        messages.filter { $0.folder == folder && !$0.isRead }.count
    }

    func select(_ message: Message) {
        selectedMessageID = message.id
        hasSelectedMessage = true
    }

    func sync() async {
        isSyncing = true
        defer { isSyncing = false }
        try? await Task.sleep(for: .seconds(1))
    }
}

/// A draft being written; any published change reaches every view that observes it.
final class ComposeModel: ObservableObject {
    @Published var recipient = ""
    @Published var subject = ""
    @Published var text = ""
    @Published var isSending = false

    var canSend: Bool { !recipient.isEmpty && !subject.isEmpty }
}
