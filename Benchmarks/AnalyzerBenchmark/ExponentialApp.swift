/// An app where reuse makes the instance tree exponential: `Level0` to `LevelN`, each
/// level's body creating the next level twice, so the deepest view, which reads
/// `@Environment(\.colorScheme)`, has 2^N instances from N + 1 small view types. Answers
/// must come from the graph: the tree would have 2^(N+1) − 1 views.
struct ExponentialApp {
    /// The most levels whose instance count an `Int` holds exactly.
    static let maximumLevels = 62
    /// The key the deepest view reads.
    static let key = "\\.colorScheme"
    /// The whole `explain` of ``key``, from reading the files to the answer, takes less.
    static let explainSeconds = 1.0

    /// How many times the instances double.
    let levels: Int
    /// The app's files: the `App`, then one file per level.
    let files: [GeneratedFile]

    /// The view whose instances are checked: the deepest level.
    var deepestView: String { "Level\(levels)" }
    /// The instances the deepest view has, and that a change of ``key`` recomputes: 2^levels.
    var expectedInstances: Int { 1 << levels }

    /// Writes the app for `levels` levels, 1 to ``maximumLevels``.
    init(levels: Int) {
        precondition((1...Self.maximumLevels).contains(levels), "levels out of range")
        self.levels = levels
        var files = [
            GeneratedFile(
                path: "App/ExponentialApp.swift",
                text: """
                    import SwiftUI

                    @main
                    struct ExponentialApp: App {
                        var body: some Scene {
                            WindowGroup {
                                Level0()
                            }
                        }
                    }

                    """)
        ]
        for level in 0..<levels {
            files.append(
                GeneratedFile(
                    path: "Levels/Level\(level).swift",
                    text: """
                        import SwiftUI

                        struct Level\(level): View {
                            var body: some View {
                                VStack {
                                    Level\(level + 1)()
                                    Level\(level + 1)()
                                }
                            }
                        }

                        """))
        }
        files.append(
            GeneratedFile(
                path: "Levels/Level\(levels).swift",
                text: """
                    import SwiftUI

                    struct Level\(levels): View {
                        @Environment(\\.colorScheme) private var colorScheme

                        var body: some View {
                            Text(colorScheme == .dark ? "dark" : "light")
                        }
                    }

                    """))
        self.files = files
    }
}
