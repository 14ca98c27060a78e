// main.swift — the ways a lesson joins lists of recomputes
let storage = [
    "query": Storage.state(owner: "SearchView"),
    "results": .model(object: "SearchStore"),
    "locale": .environment,
]

let search = ViewTree(nodes: [
    ViewNode("SearchView", parent: nil, reads: ["query"]),
    ViewNode("SearchField", parent: "SearchView", reads: ["query", "locale"]),
    ViewNode("ResultList", parent: "SearchView", reads: ["results", "query"]),
    ViewNode("ResultRow", parent: "ResultList", reads: ["results", "locale"]),
], storage: storage)

let typed = [
    search.change("typed", key: "query"),
    search.change("loaded", key: "results"),
].flatMap(\.self)
let flattened = [search.change("relocated", key: "locale")].joined()
let combined = flattened + typed
countCauses(combined)
countCauses(typed + flattened)
let lists = [search.change("cleared", key: "query")] + [[], search.change("empty", key: "results")]
countCauses(lists.flatMap { $0 })
countCauses(([] + typed) + [])
countCauses((search.change("again", key: "query")))
let copy = ViewTree(nodes: search.nodes, storage: search.storage)
countCauses(copy.change("copied", key: "query"))
let more = ViewTree(nodes: search.nodes + [ViewNode("Footer", parent: "SearchView", reads: ["locale"])], storage: ["locale": .environment])
countCauses(more.change("footer", key: "locale"))
