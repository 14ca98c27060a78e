// main.swift — empty trees, keys nobody stores, and state read outside its owner's subtree
let nothing = ViewTree(nodes: [], storage: [:])
let nobodyReads = nothing.change("quiet", key: "anything")
countCauses(nobodyReads)
countCauses([])

var table: [String: Storage] = [:]
let unstored = ViewTree(nodes: [
    ViewNode("RootView", parent: nil, reads: ["draft"]),
    ViewNode("Editor", parent: "RootView", reads: ["draft", "selection"]),
], storage: table)
countCauses(unstored.change("typed", key: "draft") + unstored.change("moved", key: "selection"))

let siblings = ViewTree(nodes: [
    ViewNode("DashboardView", parent: nil, reads: []),
    ViewNode("CounterCard", parent: "DashboardView", reads: ["tapCount"]),
    ViewNode("ResetButton", parent: "DashboardView", reads: ["tapCount"]),
    ViewNode("Footer", parent: nil, reads: ["tapCount"]),
], storage: ["tapCount": .state(owner: "CounterCard")])
let offRule = [siblings.change("tapped", key: "tapCount")].flatMap { $0 }
countCauses(offRule)
siblings.change("unread", key: "nobody")
let emptyList: [Recompute] = []
countCauses(emptyList + offRule)
