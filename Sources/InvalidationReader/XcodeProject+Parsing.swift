import Invalidation

/// The objects of a `project.pbxproj` and the paths of its group tree, read once for
/// ``XcodeProject``.
///
/// A file's path is its group's path joined with its own, by its `sourceTree`: `<group>`
/// (the enclosing group's folder), `SOURCE_ROOT` (the project's folder), `<absolute>`;
/// files relative to build products or SDKs are never source of the app. A group without
/// a path is its parent's folder.
struct XcodeProjectReading {
    /// The deepest group tree followed: deeper trees (or a group inside itself) stop there.
    static let maximumGroupDepth = 64

    let file: String
    let objects: [String: PropertyList]
    let project: [String: PropertyList]
    /// The folder the project's relative paths start from: the one holding the `.xcodeproj`,
    /// moved by `projectDirPath`.
    let root: String
    /// The folder that holds the `.xcodeproj`.
    let container: String
    /// The path of each element of the group tree reached from the main group.
    private(set) var pathOf: [String: String] = [:]

    init(path: String, file: String, root propertyList: PropertyList) throws(InvalidationError) {
        self.file = file
        guard let objects = propertyList["objects"]?.dictionary else {
            throw .malformedInput(
                "not an Xcode project file: it has no 'objects' dictionary", at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard let rootID = propertyList["rootObject"]?.string, let project = objects[rootID]?.dictionary,
            project["isa"]?.string == "PBXProject"
        else {
            throw .malformedInput(
                "not an Xcode project file: its 'rootObject' names no PBXProject",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        self.objects = objects
        self.project = project
        container = ProjectPath.folder(of: path)
        root = ProjectPath.join(container, project["projectDirPath"]?.string ?? "")
        if let main = project["mainGroup"]?.string { visit(main, parent: root, depth: 0) }
    }

    /// Records the path of `id` and of everything below it.
    private mutating func visit(_ id: String, parent: String, depth: Int) {
        guard depth < Self.maximumGroupDepth, pathOf[id] == nil, let object = objects[id] else { return }
        guard let own = resolve(object, parent: parent) else { return }
        pathOf[id] = own
        for child in object["children"]?.strings ?? [] { visit(child, parent: own, depth: depth + 1) }
    }

    /// The path an element names, seen from its group's folder `parent`; `nil` for a
    /// place outside the sources (built products, the SDK).
    private func resolve(_ object: PropertyList, parent: String) -> String? {
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": return path.map { ProjectPath.join(parent, $0) } ?? parent
        case "SOURCE_ROOT": return path.map { ProjectPath.join(root, $0) } ?? root
        case "<absolute>": return path.map(ProjectPath.normalized)
        default: return nil
        }
    }

    /// The path of an element, also of one outside the group tree (taken from the project's folder).
    private func path(of id: String) -> String? {
        if let known = pathOf[id] { return known }
        return objects[id].flatMap { resolve($0, parent: root) }
    }

    /// The native targets with their Swift files.
    func targets() -> [ProjectLayout.Target] {
        let targetIDs = (project["targets"]?.strings ?? []).filter { objects[$0]?["isa"]?.string == "PBXNativeTarget" }
        let synchronizedGroups = objects.keys.filter { objects[$0]?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }
            .sorted()
        var listed: [String: [String]] = [:]
        return targetIDs.map { id in
            let target = objects[id] ?? .dictionary([:])
            var files = Set<String>()
            for phase in target["buildPhases"]?.strings ?? [] where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
                for buildFile in objects[phase]?["files"]?.strings ?? [] {
                    guard let reference = objects[buildFile]?["fileRef"]?.string else { continue }
                    files.formUnion(sourcePaths(of: reference))
                }
            }
            let own = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
            for group in synchronizedGroups {
                files.formUnion(synchronizedFiles(of: group, target: id, hasGroup: own.contains(group), listed: &listed))
            }
            let name = target["name"]?.string ?? target["productName"]?.string ?? id
            let product = target["productName"]?.string
            return ProjectLayout.Target(
                name: name, kind: XcodeProject.kind(ofProductType: target["productType"]?.string ?? ""),
                project: ProjectPath.normalized(ProjectPath.folder(of: file)), files: files.sorted(),
                productName: product == name ? nil : product)
        }
    }

    /// The Swift files of the synchronized folder `group` that belong to `target`: an
    /// exception set for the target turns a file's membership around, out of a target that
    /// has the folder (`hasGroup`), into one that does not. `listed` keeps each folder's
    /// files, listed from the disk once.
    private func synchronizedFiles(
        of group: String, target: String, hasGroup: Bool, listed: inout [String: [String]]
    ) -> [String] {
        guard let folder = path(of: group) else { return [] }
        let exceptions = (objects[group]?["exceptions"]?.strings ?? []).compactMap { objects[$0] }.filter {
            $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == target
        }
        let turned = Set(exceptions.flatMap { $0["membershipExceptions"]?.strings ?? [] }.map { ProjectPath.join(folder, $0) })
        guard hasGroup || !turned.isEmpty else { return [] }
        if listed[folder] == nil {
            listed[folder] = ((try? SourceReader.swiftFiles(in: [folder])) ?? []).map(ProjectPath.normalized)
        }
        return (listed[folder] ?? []).filter { ProjectPath.isBelow($0, any: turned) != hasGroup }
    }

    /// The Swift files a build file's reference stands for: a file, or the files of a
    /// variant or version group.
    private func sourcePaths(of reference: String) -> [String] {
        guard let object = objects[reference] else { return [] }
        var paths: [String] = []
        if object["isa"]?.string == "PBXFileReference" {
            if let path = path(of: reference) { paths.append(path) }
        } else {
            for child in object["children"]?.strings ?? [] {
                if let path = path(of: child) { paths.append(path) }
            }
        }
        return paths.filter { $0.hasSuffix(".swift") }
    }

    /// The folders of the local packages the project uses: `XCLocalSwiftPackageReference`s
    /// (relative to the folder of the `.xcodeproj`), and folder references that hold a
    /// `Package.swift`.
    func localPackages() -> [String] {
        var found: [String] = []
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            switch object["isa"]?.string {
            case "XCLocalSwiftPackageReference":
                if let relative = object["relativePath"]?.string { found.append(ProjectPath.join(container, relative)) }
            case "PBXFileReference":
                let type = object["lastKnownFileType"]?.string
                guard type == "wrapper" || type == "folder", let path = path(of: id),
                    SourceReader.isRegularFile(ProjectPath.join(path, "Package.swift"))
                else { continue }
                found.append(path)
            default:
                continue
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }
}
