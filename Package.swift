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

/// Library evolution, for the libraries a package that depends on this one imports: it
/// keeps each library's non-public imports its own (without it, every import of a module
/// is also its clients'), so that such a package needs neither SwiftSyntax's modules nor
/// our compiler flags.
let libraryEvolution: [SwiftSetting] = [.unsafeFlags(["-enable-library-evolution"])]

/// Settings for a library that imports SwiftSyntax; `links` for the one that links it.
func syntaxTarget(
    _ name: String, dependencies: [Target.Dependency], path: String? = nil, exclude: [String] = [], links: Bool = false
) -> Target {
    .target(
        name: name, dependencies: dependencies + syntaxTargetDependencies, path: path, exclude: exclude,
        swiftSettings: syntaxSwiftSettings + libraryEvolution,
        linkerSettings: links ? syntaxLinkerSettings : [])
}

/// A test target for a module that reads source: its fixtures are data, not sources.
func syntaxTest(_ name: String, dependencies: [Target.Dependency], fixtures: Bool = true) -> Target {
    .testTarget(
        name: name, dependencies: ["Invalidation", "_InvalidationTestSupport"] + dependencies,
        exclude: fixtures ? ["Fixtures"] : [], swiftSettings: syntaxSwiftSettings)
}

let package = Package(
    name: "Invalidation",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Invalidation", targets: ["Invalidation"]),
        .library(name: "InvalidationReader", targets: ["InvalidationReader"]),
        .library(name: "InvalidationAnalyzer", targets: ["InvalidationAnalyzer"]),
        .library(name: "InvalidationLint", targets: ["InvalidationLint"]),
        .library(name: "InvalidationSimulation", targets: ["InvalidationSimulation"]),
        .library(name: "InvalidationLessons", targets: ["InvalidationLessons"]),
        .library(name: "InvalidationDiff", targets: ["InvalidationDiff"]),
        .library(name: "InvalidationReport", targets: ["InvalidationReport"]),
        .executable(name: "invalidation", targets: ["InvalidationCLI"]),
        .plugin(name: "InvalidationPlugin", targets: ["InvalidationPlugin"]),
    ],
    dependencies: syntaxPackageDependencies,
    targets: [
        // The model: no dependencies.
        .target(name: "Invalidation", swiftSettings: libraryEvolution),
        // Reading Swift source safely: files, limits, parallel parse, locations.
        syntaxTarget("InvalidationReader", dependencies: ["Invalidation"], links: true),
        // The SwiftUI analyzer: declarations and bodies to the view graph.
        syntaxTarget("InvalidationAnalyzer", dependencies: ["Invalidation", "InvalidationReader"]),
        // Lint rules over the analyzer's model.
        syntaxTarget("InvalidationLint", dependencies: ["Invalidation", "InvalidationReader", "InvalidationAnalyzer"]),
        // State lifetime over the analyzer's model.
        syntaxTarget(
            "InvalidationSimulation", dependencies: ["Invalidation", "InvalidationReader", "InvalidationAnalyzer"]),
        // Lesson programs and documents.
        syntaxTarget(
            "InvalidationLessons", dependencies: ["Invalidation", "InvalidationReader", "InvalidationAnalyzer"]),
        // Two versions of an app compared: what recomputes more or less, and why; findings added and fixed.
        syntaxTarget(
            "InvalidationDiff",
            dependencies: ["Invalidation", "InvalidationReader", "InvalidationAnalyzer", "InvalidationLint"]),
        // The self-contained HTML report: layout, data and page.
        syntaxTarget(
            "InvalidationReport",
            dependencies: [
                "Invalidation", "InvalidationReader", "InvalidationAnalyzer", "InvalidationLint", "InvalidationSimulation"
            ]),
        .executableTarget(
            name: "InvalidationCLI",
            dependencies: [
                "Invalidation", "InvalidationReader", "InvalidationAnalyzer", "InvalidationLint",
                "InvalidationSimulation", "InvalidationLessons", "InvalidationDiff", "InvalidationReport",
            ],
            swiftSettings: syntaxSwiftSettings
        ),
        // `swift package invalidation lint` and the other commands, on a package that depends on this one.
        .plugin(
            name: "InvalidationPlugin",
            capability: .command(
                intent: .custom(
                    verb: "invalidation",
                    description: "Run invalidation (lint, analyze, explain, diff, …) on this package's source targets.")),
            dependencies: ["InvalidationCLI"]
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
            name: "AnalyzerBenchmark",
            dependencies: ["Invalidation", "InvalidationReader", "InvalidationAnalyzer", "InvalidationLint"],
            path: "Benchmarks/AnalyzerBenchmark",
            swiftSettings: syntaxSwiftSettings),
        .executableTarget(
            name: "SourceFuzz",
            dependencies: ["_InvalidationTestSupport"],
            path: "Benchmarks/SourceFuzz"
        ),
        .executableTarget(name: "LessonLocalState", dependencies: ["Invalidation"], path: "Examples/Lessons/LocalState"),
        .executableTarget(name: "LessonLiftedState", dependencies: ["Invalidation"], path: "Examples/Lessons/LiftedState"),
        .executableTarget(name: "LessonSiblingState", dependencies: ["Invalidation"], path: "Examples/Lessons/SiblingState"),
        .testTarget(
            name: "InvalidationTests",
            dependencies: ["Invalidation", "_InvalidationTestSupport"],
            exclude: ["Fixtures"]
        ),
        syntaxTest("InvalidationReaderTests", dependencies: ["InvalidationReader"]),
        syntaxTest("InvalidationAnalyzerTests", dependencies: ["InvalidationReader", "InvalidationAnalyzer"]),
        syntaxTest(
            "InvalidationLintTests", dependencies: ["InvalidationReader", "InvalidationAnalyzer", "InvalidationLint"]),
        syntaxTest(
            "InvalidationSimulationTests",
            dependencies: ["InvalidationReader", "InvalidationAnalyzer", "InvalidationSimulation"]),
        syntaxTest(
            "InvalidationAgreementTests",
            dependencies: ["InvalidationReader", "InvalidationAnalyzer", "InvalidationLint", "InvalidationSimulation"],
            fixtures: false),
        syntaxTest(
            "InvalidationLessonsTests", dependencies: ["InvalidationReader", "InvalidationAnalyzer", "InvalidationLessons"]),
        syntaxTest(
            "InvalidationDiffTests",
            dependencies: ["InvalidationReader", "InvalidationAnalyzer", "InvalidationLint", "InvalidationDiff"],
            fixtures: false),
        syntaxTest(
            "InvalidationReportTests",
            dependencies: [
                "InvalidationReader", "InvalidationAnalyzer", "InvalidationLint", "InvalidationSimulation",
                "InvalidationReport",
            ],
            fixtures: false),
        .testTarget(
            name: "InvalidationCLITests",
            dependencies: [
                "InvalidationCLI", "_InvalidationTestSupport",
                "LessonLocalState", "LessonLiftedState", "LessonSiblingState",
            ],
            exclude: ["Fixtures"],
            swiftSettings: syntaxSwiftSettings
        ),
    ]
)
