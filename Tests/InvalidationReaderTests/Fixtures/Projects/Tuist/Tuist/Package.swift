// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Shelf",
    dependencies: [
        .package(url: "https://example.com/lint-plugins", from: "1.0.0"),
    ],
    targets: [
        .target(name: "Lint"),
    ]
)
