// main.swift — parents that form a cycle
let screen = ViewTree(nodes: [
    ViewNode("Root", parent: nil, reads: []),
    ViewNode("A", parent: "B", reads: []),
    ViewNode("B", parent: "A", reads: []),
], storage: [:])
