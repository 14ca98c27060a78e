// main.swift — a loop is not part of a lesson program
let storage: [String: Storage] = [:]
for _ in 0..<3 { print("hi") }
