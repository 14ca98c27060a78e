import Invalidation

/// An Xcode project (`App.xcodeproj`), as far as it says which Swift files each target
/// compiles: its native targets with the files of their Sources build phase and of the
/// folders Xcode keeps in sync with the disk, and the local Swift packages it uses.
package struct XcodeProject: Hashable, Sendable {
    /// The `.xcodeproj` folder, as given.
    package var path: String
    /// The native targets, in the order the project lists them.
    package var targets: [ProjectLayout.Target]
    /// The folders of the local packages the project uses (each holding a `Package.swift`), normalized.
    package var localPackages: [String]

    /// Reads `path/project.pbxproj`; the files of synchronized folders are listed from the disk.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` when the file cannot be
    ///   read; ``InvalidationError/malformedInput(_:at:)`` at the place where it stops
    ///   being a project file.
    package init(path: String) throws(InvalidationError) {
        // Spelled as the path is, so that notes name the file as the user would.
        let file = (path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path) + "/project.pbxproj"
        let contents = try FileContents(path: file)
        try self.init(path: path, file: file, propertyList: PropertyList(parsing: contents.bytes, path: file))
    }

    /// Reads the project whose `project.pbxproj` (at `file`) holds `propertyList`.
    package init(path: String, file: String, propertyList: PropertyList) throws(InvalidationError) {
        let reading = try XcodeProjectReading(path: path, file: file, root: propertyList)
        self.path = path
        targets = reading.targets()
        localPackages = reading.localPackages()
    }

    /// The kind of target an Xcode product type (`com.apple.product-type.application`) builds.
    package static func kind(ofProductType type: String) -> ProjectLayout.Target.Kind {
        switch type {
        case "com.apple.product-type.bundle.unit-test": return .test
        case "com.apple.product-type.bundle.ui-testing": return .uiTest
        default: break
        }
        if type.contains("application") || type.contains("extension") || type.contains("app-clip")
            || type.contains("watchapp") || type.contains("xpc-service")
        {
            return .app
        }
        if type.contains("framework") || type.contains("library") { return .library }
        return .other
    }
}
