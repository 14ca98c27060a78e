import Invalidation

extension ProjectLayout {
    /// Folders never searched for projects or for the app's files: build output and
    /// checked-out dependencies (hidden folders, such as `.build`, are never searched either).
    package static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]

    /// The deepest folder searched for projects.
    static let maximumSearchDepth = 32

    /// Whether a folder named `name` is searched: not hidden, not build output or dependencies.
    package static func isSearched(folderNamed name: String) -> Bool {
        !name.hasPrefix(".") && !skippedFolders.contains(name)
    }

    /// Whether `path` names a package manifest (`Package.swift`, `Package@swift-5.9.swift`),
    /// which describes targets and belongs to none: a file of that name that imports
    /// `PackageDescription`. One that does not (a source file that declares a `Package`
    /// type) is code.
    package static func isManifest(_ path: String) -> Bool {
        let name = ProjectPath.name(of: path)
        guard name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift")) else {
            return false
        }
        guard let contents = try? FileContents(path: path) else { return false }
        return contents.bytes.withUnsafeBufferPointer { $0.holds(Array(manifestModule.utf8)) }
    }

    /// The module every package manifest imports.
    static let manifestModule = "PackageDescription"

    /// The folder a project speaks for: the package's folder for a manifest, the folder
    /// that holds an `.xcodeproj`. A `.swift` file below it that no target compiles is left out.
    package static func scope(of project: String) -> String {
        ProjectPath.folder(of: ProjectPath.normalized(project))
    }

    /// The projects at any depth below `folder`: each `.xcodeproj` folder and each
    /// `Package.swift`, as `folder/…` paths, sorted. Hidden folders, build output and
    /// dependencies are not searched, nor the inside of an `.xcodeproj` or `.xcworkspace`.
    package static func projectFiles(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var found: [String] = []
        var pending = [(base, 0)]
        while let (current, depth) = pending.popLast() {
            SourceReader.forEachEntry(of: current) { name, kind in
                let full = current + "/" + name
                switch kind {
                case .folder where name.hasSuffix(".xcodeproj"):
                    found.append(full)
                case .folder where name.hasSuffix(".xcworkspace"):
                    break
                case .folder where depth < maximumSearchDepth && isSearched(folderNamed: name):
                    pending.append((full, depth + 1))
                case .file where name == "Package.swift", .link where name == "Package.swift":
                    if isManifest(full) { found.append(full) }
                default:
                    break
                }
            }
        }
        return found.sorted()
    }

    /// The layout of every project below `folder` (``projectFiles(in:)``), and of the local
    /// packages inside `folder` that an Xcode project uses. A project that cannot be read,
    /// or a manifest with a syntax error, adds a problem and no targets.
    package static func read(in folder: String) -> ProjectLayout {
        read(projects: projectFiles(in: folder), inside: folder)
    }

    /// Whether `path` names a project: an `.xcodeproj` folder or a `Package.swift`.
    package static func isProject(_ path: String) -> Bool {
        if ProjectPath.name(of: path) == "Package.swift" { return SourceReader.isRegularFile(path) && isManifest(path) }
        return path.hasSuffix(".xcodeproj") && SourceReader.isFolder(path)
    }

    /// The layout of the project at `path` (``isProject(_:)``), with the local packages
    /// inside its folder that it uses.
    package static func read(project path: String) -> ProjectLayout {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        return read(projects: [trimmed], inside: ProjectPath.folder(of: trimmed))
    }

    /// The layout of `projects`, and of the local packages inside `folder` that an Xcode
    /// project among them uses.
    private static func read(projects: [String], inside folder: String) -> ProjectLayout {
        var layout = ProjectLayout()
        var seen = Set(projects.map(ProjectPath.normalized))
        let inside = ProjectPath.normalized(folder)
        func isInside(_ path: String) -> Bool {
            inside == "." ? !path.hasPrefix("/") && !path.hasPrefix("..") : ProjectPath.isBelow(path, any: [inside])
        }
        // The projects are read side by side; the local packages an Xcode project uses come
        // after them, in the order they are found, as one reading after another would.
        var wave = projects
        while !wave.isEmpty {
            let current = wave
            let read = ParallelWork.map(count: current.count) { index in Self.readOne(current[index]) }
            wave = []
            for (project, result) in zip(current, read) {
                layout.projects.append(project)
                layout.targets.append(contentsOf: result.targets)
                layout.problems.append(contentsOf: result.problems)
                for package in result.localPackages where isInside(package) {
                    let manifest = ProjectPath.join(package, "Package.swift")
                    if seen.insert(manifest).inserted, SourceReader.isRegularFile(manifest) { wave.append(manifest) }
                }
            }
        }
        return layout
    }

    /// What one project or manifest gives: its targets, the local packages an Xcode
    /// project uses, and what could not be read.
    private static func readOne(
        _ project: String
    ) -> (targets: [ProjectLayout.Target], localPackages: [String], problems: [InvalidationError]) {
        if project.hasSuffix(".xcodeproj") {
            do throws(InvalidationError) {
                let read = try XcodeProject(path: project)
                return (read.targets, read.localPackages, [])
            } catch {
                return ([], [], [error])
            }
        }
        do throws(InvalidationError) {
            let manifest = try PackageManifest(path: project)
            // A manifest that does not parse may name too few targets, and leave out live
            // files: it counts as unreadable, and its folder is read as before.
            if let problem = manifest.problem { return ([], [], [problem]) }
            return (manifest.targets(), [], [])
        } catch {
            return ([], [], [error])
        }
    }
}
