// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Imports",
    targets: [
        .target(name: "Other"),
        .target(name: "Core"),
        .target(name: "Kit"),
        .executableTarget(name: "App", dependencies: ["Core", "Other"]),
    ]
)
