import Invalidation

/// How an app is built: its targets, each a module with its own Swift files, as the Xcode
/// projects (`.xcodeproj`) and Swift packages (`Package.swift`) found in a folder declare them.
package struct ProjectLayout: Hashable, Sendable {
    /// One target: a module that Xcode or SwiftPM builds from its own files.
    package struct Target: Hashable, Sendable {
        /// What a target builds, as far as the analysis cares.
        package enum Kind: String, Hashable, Sendable, CaseIterable {
            /// An app, an app extension or an executable: the code the user runs.
            case app
            /// A framework or a library.
            case library
            /// A unit-test bundle or a package test target.
            case test
            /// A UI-test bundle.
            case uiTest = "ui-test"
            /// Anything else that compiles Swift (a tool, a macro, a plugin, a bundle).
            case other

            /// Whether the target holds tests, which are not part of the app.
            package var isTest: Bool { self == .test || self == .uiTest }
        }

        /// The target's name, as the project spells it.
        package var name: String
        /// What it builds.
        package var kind: Kind
        /// The project file that declares it: `…/App.xcodeproj` or `…/Package.swift`.
        package var project: String
        /// Its Swift files, normalized (``ProjectPath/normalized(_:)``), each once, sorted.
        package var files: [String]
        /// The name of the product it builds, where the project gives one other than the
        /// target's (an Xcode target `Shared-iOS` whose product is `Shared`): what files
        /// write after `import`.
        package var productName: String?

        /// Creates a target.
        package init(name: String, kind: Kind, project: String, files: [String], productName: String? = nil) {
            self.name = name
            self.kind = kind
            self.project = project
            self.files = files
            self.productName = productName
        }
    }

    /// The targets, project by project in the order found, each project's in the order it declares them.
    package var targets: [Target] = []
    /// The project files read: `.xcodeproj` folders and `Package.swift` files.
    package var projects: [String] = []
    /// The projects that could not be read, each with why: their targets are unknown.
    package var problems: [InvalidationError] = []

    /// Creates a layout.
    package init(targets: [Target] = [], projects: [String] = [], problems: [InvalidationError] = []) {
        self.targets = targets
        self.projects = projects
        self.problems = problems
    }

    /// Spells each target's file that is not among `files` as the one of `files` that
    /// differs from it only in letter case, where exactly one does: a Mac's disk ignores
    /// case, so a project may name `Views/Row.swift` for the file `views/Row.swift`, and
    /// Xcode builds it.
    package mutating func resolveCase(of files: Set<String>) {
        var byLowercase: [String: [String]] = [:]
        for file in files { byLowercase[file.lowercased(), default: []].append(file) }
        for position in targets.indices {
            var changed = false
            let resolved = targets[position].files.map { file -> String in
                guard !files.contains(file), let matches = byLowercase[file.lowercased()], matches.count == 1 else {
                    return file
                }
                changed = true
                return matches[0]
            }
            if changed { targets[position].files = Array(Set(resolved)).sorted() }
        }
    }

    /// The names of the targets, each once, in order.
    package var targetNames: [String] {
        var seen = Set<String>()
        return targets.map(\.name).filter { seen.insert($0).inserted }
    }
}

/// Lexical path arithmetic for the paths a project file names: nothing is looked up on disk.
package enum ProjectPath {
    /// `path` with empty and `.` components removed and each `..` taking away the
    /// component before it (where there is one); `"."` for what comes to nothing.
    package static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
                continue
            }
            if component == "..", isAbsolute { continue }
            components.append(component)
        }
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// `relative` seen from the folder `base`, normalized; `relative` itself, normalized,
    /// when it is absolute.
    package static func join(_ base: String, _ relative: String) -> String {
        guard !relative.hasPrefix("/") else { return normalized(relative) }
        guard !relative.isEmpty else { return normalized(base) }
        return normalized(base + "/" + relative)
    }

    /// The folder that holds `path`: `"."` for a bare name.
    package static func folder(of path: String) -> String {
        let normalized = normalized(path)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        return slash == normalized.startIndex ? "/" : String(normalized[..<slash])
    }

    /// The last component of `path`.
    package static func name(of path: String) -> String {
        let normalized = normalized(path)
        guard let slash = normalized.lastIndex(of: "/") else { return normalized }
        return String(normalized[normalized.index(after: slash)...])
    }

    /// Whether `file` is one of `paths` or below one of them (all normalized).
    package static func isBelow(_ file: String, any paths: Set<String>) -> Bool {
        if paths.contains(file) { return true }
        var folder = file
        while let slash = folder.lastIndex(of: "/"), slash > folder.startIndex {
            folder = String(folder[..<slash])
            if paths.contains(folder) { return true }
        }
        return false
    }
}
