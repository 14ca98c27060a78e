// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Shelf",
    targets: [
        .target(name: "Core"),
        .target(
            name: "Interface",
            dependencies: ["Core"],
            path: "Sources/UI",
            exclude: ["Old", "README.md"]
        ),
        .executableTarget(name: "Tool", dependencies: ["Core"], sources: ["main.swift"]),
        .testTarget(name: "CoreTests", dependencies: [.target(name: "Core")]),
    ]
)
