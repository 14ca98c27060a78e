// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The toolchain ships SwiftSyntax for its own macro plugins in `usr/lib/swift/host`.
/// Outside packages cannot be fetched, so the source-analysis module builds against
/// those modules. The folder is found from `INVALIDATION_SWIFT_HOST`, then from the
/// `swiftc` on `PATH`, then from the usual install location.
func toolchainHostLibraries() -> String? {
    let fileManager = FileManager.default
    func hasSwiftSyntax(_ folder: String) -> Bool {
        fileManager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
    }
    if let explicit = ProcessInfo.processInfo.environment["INVALIDATION_SWIFT_HOST"], hasSwiftSyntax(explicit) {
        return explicit
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
        let resolved = candidate.resolvingSymlinksInPath()
        let host = resolved.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        if hasSwiftSyntax(host) { return host }
    }
    for fallback in ["/opt/swift/usr/lib/swift/host", "/usr/lib/swift/host"] where hasSwiftSyntax(fallback) {
        return fallback
    }
    return nil
}

let host = toolchainHostLibraries()
let syntaxLibraries = ["SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftParserDiagnostics"]

/// `-I<host>` in its joined form: the two-argument form breaks `swift test`.
let syntaxSwiftSettings: [SwiftSetting] = host.map { [.unsafeFlags(["-I\($0)"])] } ?? []
let syntaxLinkerSettings: [LinkerSetting] =
    host.map { host in
        [.unsafeFlags(["-L\(host)", "-Xlinker", "-rpath", "-Xlinker", host])]
            + syntaxLibraries.map { LinkerSetting.linkedLibrary($0) }
    } ?? []
/// Without a toolchain copy (some macOS toolchains), use the swift-syntax package.
let syntaxPackageDependencies: [Package.Dependency] =
    host == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "600.0.0")] : []
let syntaxTargetDependencies: [Target.Dependency] =
    host == nil
    ? syntaxLibraries.map { .product(name: $0, package: "swift-syntax") }
    : []

let package = Package(
    name: "Invalidation",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Invalidation", targets: ["Invalidation"]),
        .library(name: "InvalidationSource", targets: ["InvalidationSource"]),
        .executable(name: "invalidation", targets: ["InvalidationCLI"]),
    ],
    dependencies: syntaxPackageDependencies,
    targets: [
        .target(name: "Invalidation"),
        .target(
            name: "InvalidationSource",
            dependencies: ["Invalidation"] + syntaxTargetDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "InvalidationCLI",
            dependencies: ["Invalidation", "InvalidationSource"],
            swiftSettings: syntaxSwiftSettings
        ),
        .target(
            name: "_InvalidationTestSupport",
            dependencies: ["Invalidation"]
        ),
        .executableTarget(
            name: "InvalidationBenchmark",
            dependencies: ["Invalidation", "_InvalidationTestSupport"],
            path: "Benchmarks/InvalidationBenchmark"
        ),
        .executableTarget(
            name: "AnalyzerBenchmark", dependencies: ["InvalidationSource"], path: "Benchmarks/AnalyzerBenchmark",
            swiftSettings: syntaxSwiftSettings),
        .executableTarget(name: "LessonLocalState", dependencies: ["Invalidation"], path: "Examples/Lessons/LocalState"),
        .executableTarget(name: "LessonLiftedState", dependencies: ["Invalidation"], path: "Examples/Lessons/LiftedState"),
        .executableTarget(name: "LessonSiblingState", dependencies: ["Invalidation"], path: "Examples/Lessons/SiblingState"),
        .testTarget(
            name: "InvalidationTests",
            dependencies: ["Invalidation", "_InvalidationTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "InvalidationSourceTests",
            dependencies: ["Invalidation", "InvalidationSource", "_InvalidationTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: syntaxSwiftSettings
        ),
        .testTarget(
            name: "InvalidationCLITests",
            dependencies: [
                "InvalidationCLI", "_InvalidationTestSupport",
                "LessonLocalState", "LessonLiftedState", "LessonSiblingState",
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
