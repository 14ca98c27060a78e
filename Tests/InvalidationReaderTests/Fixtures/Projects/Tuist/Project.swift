import ProjectDescription

let project = Project(
    name: "Shelf",
    targets: [
        .target(name: "Shelf", destinations: .macOS, product: .app, bundleId: "shelf", sources: ["App/**"]),
    ]
)
