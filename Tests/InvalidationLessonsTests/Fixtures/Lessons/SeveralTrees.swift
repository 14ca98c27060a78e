// main.swift — two screens, each with its own storage table, measured in one file
import Invalidation

/* The mailbox screen keeps its selection in a model object
   and reads the color scheme from the environment. */
let mailStorage: [String: Storage] = [
    "hasSelectedMessage": .model(object: "MailboxStore"),
    "colorScheme": .environment,
    "isComposing": Storage.state(owner: "MailboxView"),
]

let mailNodes = [
    ViewNode("MailboxView", parent: nil, reads: ["isComposing", "colorScheme"]),
    ViewNode("MessageList", parent: "MailboxView", reads: ["hasSelectedMessage"]),
    ViewNode("MessageRow", parent: "MessageList", reads: ["colorScheme", "hasSelectedMessage"]),
    ViewNode("ComposeButton", parent: "MailboxView", reads: Set(["isComposing"])),
]

let mailbox: ViewTree = ViewTree(nodes: mailNodes, storage: mailStorage)

var settings = ViewTree(nodes: [
    ViewNode("SettingsView", parent: nil, reads: []),
    ViewNode("ThemePicker", parent: "SettingsView", reads: ["colorScheme"]),
], storage: ["colorScheme": .environment])

// A change on its own prints its line; its recomputes are not counted anywhere.
mailbox.change("warm-up", key: "isComposing")
_ = settings.change("ignored", key: "colorScheme")

let selection = mailbox.change("selected", key: "hasSelectedMessage")
let themed = [
    mailbox.change("dark mode", key: "colorScheme"),
    settings.change("dark mode", key: "colorScheme"),
].flatMap { $0 }

// Reusing a variable prints nothing again.
let everything = selection + themed + mailbox.change("compose", key: "isComposing")
countCauses(selection)
countCauses(themed)
countCauses(everything)
countCauses(selection + selection)
