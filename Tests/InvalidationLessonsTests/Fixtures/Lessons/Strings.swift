// main.swift — escapes in string literals, and keys that Swift treats as equal
let storage: Dictionary<String, Storage> = [
    "Key": .state(owner: "Caf\u{E9}"),
    "quote\"d": .environment,
]

let tree = ViewTree(nodes: [
    ViewNode("Café", parent: nil, reads: ["\u{212A}ey"]),
    ViewNode("Cafe\u{301}Child", parent: "Cafe\u{301}", reads: ["Key", "quote\"d"]),
    ViewNode("Tab\tView", parent: "Café", reads: ["quote\"d"]),
], storage: storage)

let recomputes = [
    tree.change("tapped\\twice", key: "Key"),
    tree.change("ke\u{301}y", key: "quote\"d"),
    tree.change("line\nbreak", key: "\u{212A}ey"),
].flatMap { $0 }
countCauses(recomputes)
