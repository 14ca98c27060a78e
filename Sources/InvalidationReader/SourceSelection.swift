import Invalidation

/// The Swift files to analyze at the paths given, each with the target that compiles it.
///
/// A project given by name (an `.xcodeproj`, a `Package.swift`) gives the files of its
/// targets chosen as below; any other file given by name is read whatever it is. A folder
/// that holds Xcode projects or
/// Swift packages (``ProjectLayout/read(in:)``) gives the files of their targets: all of
/// them but test and UI-test targets (unless ``includesTests``), or those ``targets``
/// names, whatever their kind. A `.swift` file below such a folder that no target
/// compiles is left out and listed in ``unassigned``; build output and dependencies are
/// not looked at. A folder without a readable project gives every `.swift` file below
/// it, as ``SourceReader/swiftFiles(in:excluding:)`` finds them.
package struct SourceSelection: Sendable {
    /// The names of the targets to analyze; empty for every target that is not a test.
    package var targets: [String]
    /// Whether test and UI-test targets are analyzed when ``targets`` is empty.
    package var includesTests: Bool
    /// The files, in the order they are read: each path's in sorted order.
    package private(set) var files: [String] = []
    /// Per file: its target, by index in ``layout``'s targets; `nil` for a file found without a project.
    package private(set) var targetOf: [Int?] = []
    /// Per file that more than one chosen target compiles, by index in ``files``: the
    /// targets other than ``targetOf``'s that compile it too.
    package private(set) var alsoIn: [Int: [Int]] = [:]
    /// The targets of every project found.
    package private(set) var layout = ProjectLayout()
    /// The paths given, in order.
    package private(set) var roots: [String] = []
    /// The `.swift` files below the folders given that no target compiles, in sorted order.
    package private(set) var unassigned: [String] = []
    private var seen = Set<String>()

    /// Creates an empty selection; ``add(_:excluding:)`` fills it.
    package init(targets: [String] = [], includesTests: Bool = false) {
        self.targets = targets
        self.includesTests = includesTests
    }

    /// The selection of `paths`, nothing excluded.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not exist.
    package init(paths: [String], targets: [String] = [], includesTests: Bool = false) throws(InvalidationError) {
        self.init(targets: targets, includesTests: includesTests)
        for path in paths { try add(path) }
    }

    /// Whether a project was found under some folder given: its targets decide the files.
    package var hasLayout: Bool { !layout.targets.isEmpty }

    /// The names in ``targets`` that no project found declares.
    package var unknownTargets: [String] {
        let known = Set(layout.targets.map(\.name))
        return targets.filter { !known.contains($0) }
    }

    /// Whether the file at `index` belongs to a test target that ``targets`` does not name.
    package func isInUnnamedTestTarget(_ index: Int) -> Bool {
        guard let target = targetOf[index] else { return false }
        return layout.targets[target].kind.isTest && !targets.contains(layout.targets[target].name)
    }

    /// The target of the file at `index`, if a project says.
    package func target(ofFile index: Int) -> ProjectLayout.Target? {
        targetOf[index].map { layout.targets[$0] }
    }

    /// Adds the files at `path`, leaving out paths `excluding` accepts.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not exist.
    /// A path that names a project (an `.xcodeproj`, a `Package.swift`) gives the files of
    /// its targets.
    package mutating func add(_ path: String, excluding: (String) -> Bool = { _ in false }) throws(InvalidationError) {
        roots.append(path)
        if ProjectLayout.isProject(path) {
            var found = ProjectLayout.read(project: path)
            if found.targets.contains(where: { $0.files.contains { !SourceReader.isRegularFile($0) } }) {
                let onDisk = try SourceReader.swiftFiles(in: [ProjectLayout.scope(of: path)], excluding: excluding)
                found.resolveCase(of: Set(onDisk.map(ProjectPath.normalized)))
            }
            layout.projects.append(contentsOf: found.projects)
            layout.problems.append(contentsOf: found.problems)
            addTargets(of: found, shown: [:], excluding: excluding)
            return
        }
        guard SourceReader.isFolder(path) else {
            for file in try SourceReader.swiftFiles(in: [path]) where seen.insert(file).inserted {
                files.append(file)
                targetOf.append(nil)
            }
            return
        }
        var found = ProjectLayout.read(in: path)
        layout.projects.append(contentsOf: found.projects)
        layout.problems.append(contentsOf: found.problems)
        let notSearched: (String) -> Bool = { full in
            excluding(full) || !ProjectLayout.isSearched(folderNamed: ProjectPath.name(of: full))
        }
        guard !found.targets.isEmpty else {
            // A manifest is the package's description, never its code.
            let manifestsFound = Set(found.projects.map(ProjectPath.normalized))
            for file in try SourceReader.swiftFiles(in: [path], excluding: found.projects.isEmpty ? excluding : notSearched)
            where !(found.projects.isEmpty
                ? ProjectLayout.isManifest(file) : manifestsFound.contains(ProjectPath.normalized(file)))
                && seen.insert(file).inserted
            {
                files.append(file)
                targetOf.append(nil)
            }
            return
        }
        // The files below the folder, as the folder reading spells them: a target's file is
        // shown the same way. A file no project speaks for (outside every package's folder
        // and every folder holding an Xcode project, as beside a package that only declares
        // dependencies) is read as a folder without a project reads it.
        var shown: [String: String] = [:]
        let onDisk = try SourceReader.swiftFiles(in: [path], excluding: notSearched)
        for file in onDisk { shown[ProjectPath.normalized(file)] = file }
        found.resolveCase(of: Set(shown.keys))
        var inSomeTarget = Set<String>()
        for target in found.targets { inSomeTarget.formUnion(target.files) }
        let manifests = Set(found.projects.filter { !$0.hasSuffix(".xcodeproj") }.map(ProjectPath.normalized))
        let scopes = Set(found.projects.map(ProjectLayout.scope(of:)))
        var outside: [String] = []
        for file in onDisk {
            let normalized = ProjectPath.normalized(file)
            guard !inSomeTarget.contains(normalized), !manifests.contains(normalized) else { continue }
            if scopes.contains(".") || ProjectPath.isBelow(normalized, any: scopes) {
                unassigned.append(file)
            } else if !excluding(file) {
                outside.append(file)
            }
        }
        addTargets(of: found, shown: shown, excluding: excluding)
        for file in outside where seen.insert(file).inserted {
            files.append(file)
            targetOf.append(nil)
        }
    }

    /// Adds the targets of `found` and the files of those chosen, each spelled as `shown`
    /// says (else normalized), leaving out paths `excluding` accepts.
    private mutating func addTargets(
        of found: ProjectLayout, shown: [String: String], excluding: (String) -> Bool
    ) {
        let offset = layout.targets.count
        layout.targets.append(contentsOf: found.targets)
        var chosen: [(file: String, target: Int)] = []
        var chosenFiles = Set<String>()
        var others: [String: [Int]] = [:]
        for (position, target) in found.targets.enumerated() where isChosen(target) {
            for file in target.files {
                let spelled = shown[file] ?? file
                guard chosenFiles.insert(file).inserted else {
                    others[spelled, default: []].append(offset + position)
                    continue
                }
                guard !excluding(spelled), SourceReader.isRegularFile(spelled) else { continue }
                chosen.append((spelled, offset + position))
            }
        }
        chosen.sort { $0.file < $1.file }
        for (file, target) in chosen where seen.insert(file).inserted {
            if let more = others[file] { alsoIn[files.count] = more }
            files.append(file)
            targetOf.append(target)
        }
    }

    /// Whether a target's files are analyzed.
    private func isChosen(_ target: ProjectLayout.Target) -> Bool {
        targets.isEmpty ? includesTests || !target.kind.isTest : targets.contains(target.name)
    }
}
