import Invalidation

extension PackageManifest {
    /// The folders SwiftPM looks in for a target's sources when no `path:` is given.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// The package's targets with their Swift files, listed from the disk: each target's
    /// folder (its `path:`, else `Tests/<name>` for a test target, `Plugins/<name>` for a
    /// plugin, `Sources/<name>` for the others), without what `exclude:` names, limited to
    /// what `sources:` names. When the manifest is not ``isComplete``, the folders of
    /// `Sources` and `Tests` no target claims are targets too.
    package func targets() -> [ProjectLayout.Target] {
        let package = ProjectPath.folder(of: path)
        let project = ProjectPath.normalized(path)
        var targets: [ProjectLayout.Target] = []
        var claimed = Set<String>()
        for declaration in declarations {
            let folder = self.folder(of: declaration, package: package)
            claimed.insert(folder)
            var files = Self.swiftFiles(in: folder)
            if let sources = declaration.sources {
                let kept = Set(sources.map { ProjectPath.join(folder, $0) })
                files = files.filter { ProjectPath.isBelow($0, any: kept) }
            }
            if !declaration.exclude.isEmpty {
                let excluded = Set(declaration.exclude.map { ProjectPath.join(folder, $0) })
                files = files.filter { !ProjectPath.isBelow($0, any: excluded) }
            }
            targets.append(ProjectLayout.Target(name: declaration.name, kind: declaration.layoutKind, project: project, files: files))
        }
        if !isComplete {
            for (parent, kind) in [("Sources", ProjectLayout.Target.Kind.library), ("Tests", .test)] {
                let parentFolder = ProjectPath.join(package, parent)
                for name in SourceReader.subfolders(of: parentFolder) {
                    let folder = ProjectPath.join(parentFolder, name)
                    guard !claimed.contains(folder), !targets.contains(where: { $0.name == name }) else { continue }
                    let files = Self.swiftFiles(in: folder)
                    guard !files.isEmpty else { continue }
                    targets.append(ProjectLayout.Target(name: name, kind: kind, project: project, files: files))
                }
            }
        }
        return targets
    }

    /// The folder of a target's sources, normalized.
    private func folder(of declaration: Declaration, package: String) -> String {
        if let path = declaration.path { return ProjectPath.join(package, path) }
        switch declaration.kind {
        case .testTarget: return ProjectPath.join(package, "Tests/" + declaration.name)
        case .plugin: return ProjectPath.join(package, "Plugins/" + declaration.name)
        default:
            for parent in Self.sourceFolders {
                let folder = ProjectPath.join(package, parent + "/" + declaration.name)
                if SourceReader.isFolder(folder) { return folder }
            }
            return ProjectPath.join(package, "Sources/" + declaration.name)
        }
    }

    private static func swiftFiles(in folder: String) -> [String] {
        guard SourceReader.isFolder(folder) else { return [] }
        return ((try? SourceReader.swiftFiles(in: [folder])) ?? []).map(ProjectPath.normalized).sorted()
    }

}

extension PackageManifest.Declaration {
    /// The kind of target it declares.
    var layoutKind: ProjectLayout.Target.Kind {
        switch kind {
        case .target: .library
        case .executableTarget: .app
        case .testTarget: .test
        case .macro, .plugin: .other
        }
    }
}
