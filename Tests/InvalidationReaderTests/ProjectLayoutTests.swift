import Foundation
import Invalidation
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// The project fixtures: small Xcode projects and packages of each shape, written for these tests.
enum ProjectFixtures {
    static let root = PackageFiles.path("Tests/InvalidationReaderTests/Fixtures/Projects")

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// A folder of its own with `files` (relative path to text), removed by the caller.
    static func makeFolder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("projects-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder.path
    }
}

@Suite struct PropertyListTests {
    @Test func readsDictionariesArraysQuotedAndUnquotedStringsAndComments() throws {
        let text = """
            // !$*UTF8*$!
            {
                /* a comment */ name = "Two words \\"quoted\\"\\n";
                path = Sources/App.swift; // the rest of the line
                list = ( a, "b c", <0fbd 7777>, );
                empty = {};
                accent = "caf\\U00e9";
            }
            """
        let list = try PropertyList(parsing: Array(text.utf8), path: "project.pbxproj")
        #expect(list["name"]?.string == "Two words \"quoted\"\n")
        #expect(list["path"]?.string == "Sources/App.swift")
        #expect(list["list"]?.strings == ["a", "b c", "0fbd 7777"])
        #expect(list["empty"]?.dictionary == [:])
        #expect(list["accent"]?.string == "café")
    }

    @Test(arguments: [
        ("{\n  a = b\n}", 3, "expected ';' after the value of 'a'"),
        ("{\n  a = \"open;\n}", 2, "a quoted string is not closed"),
        ("{ a = b; }\n/* never closed", 2, "a '/*' comment is not closed"),
        ("{\n\n  a = (b c);\n}", 3, "expected ',' or ')' in an array"),
        ("{ a = b; } }", 1, "expected the end of the file after the top-level value"),
        ("", 1, "expected a value, found the end of the file"),
        ("{ = b; }", 1, "expected a string, found '='"),
    ])
    func malformedTextIsAnErrorAtItsLine(text: String, line: Int, message: String) {
        #expect {
            try PropertyList(parsing: Array(text.utf8), path: "App.xcodeproj/project.pbxproj")
        } throws: { error in
            guard let error = error as? InvalidationError, case .malformedInput(let found, let location) = error else {
                return false
            }
            return found == "malformed property list: \(message)" && location?.file == "App.xcodeproj/project.pbxproj"
                && location?.line == line
        }
    }

    /// Every prefix of a real project file, and seeded damage to it (a byte removed,
    /// replaced or repeated), either reads or fails at a line of the text.
    @Test func damagedProjectTextReadsOrFailsAtOneOfItsLines() throws {
        let path = ProjectFixtures.path("Synchronized/Synchronized.xcodeproj/project.pbxproj")
        let original = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        var generator = SplitMix64(seed: 28)
        var damaged: [[UInt8]] = stride(from: 0, to: original.count, by: 61).map { Array(original[..<$0]) }
        let specials = Array("{}();=\"/*,\\".utf8)
        for _ in 0..<300 {
            var bytes = original
            let position = generator.next(below: bytes.count)
            switch generator.next(below: 3) {
            case 0: bytes.remove(at: position)
            case 1: bytes[position] = specials[generator.next(below: specials.count)]
            default: bytes.insert(bytes[position], at: position)
            }
            damaged.append(bytes)
        }
        var failures = 0
        for bytes in damaged {
            let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
            do throws(InvalidationError) {
                _ = try PropertyList(parsing: bytes, path: "project.pbxproj")
            } catch {
                failures += 1
                guard case .malformedInput(_, let location?) = error else {
                    Issue.record("no place in \(error)")
                    continue
                }
                #expect(location.file == "project.pbxproj")
                #expect((1...lines).contains(location.line))
            }
        }
        // Almost every prefix is cut short, and much of the damage is noticed.
        #expect(failures > damaged.count / 4)
    }

    @Test func nestingPastTheLimitIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        #expect(throws: InvalidationError.self) {
            try PropertyList(parsing: Array(text.utf8), path: nil)
        }
    }
}

@Suite struct XcodeProjectTests {
    @Test func groupsGiveEachFileItsPathBySourceTree() throws {
        let project = try XcodeProject(path: ProjectFixtures.path("Groups/Groups.xcodeproj"))
        let base = ProjectFixtures.path("Groups")
        #expect(project.targets.map(\.name) == ["Groups", "GroupsTests", "GroupsUITests"])
        #expect(project.targets.map(\.kind) == [.app, .test, .uiTest])
        // A group's path, a group without one (its parent's folder), SOURCE_ROOT; not the
        // stale file in the group tree that no Sources phase compiles, nor resources.
        #expect(
            project.targets[0].files == [
                base + "/App/AppMain.swift", base + "/App/Views/ContentView.swift", base + "/App/Views/Row.swift",
                base + "/Shared/Model.swift",
            ])
        #expect(project.targets[1].files == [base + "/AppTests/AppTests.swift"])
        #expect(project.targets[2].files == [base + "/AppUITests/AppUITests.swift"])
        #expect(project.targets.allSatisfy { $0.project == base + "/Groups.xcodeproj" })
        #expect(project.localPackages == [base + "/Packages/Kit"])
    }

    @Test func synchronizedFoldersGiveTheirFilesWithoutAndWithTheirExceptions() throws {
        let project = try XcodeProject(path: ProjectFixtures.path("Synchronized/Synchronized.xcodeproj"))
        let base = ProjectFixtures.path("Synchronized")
        #expect(project.targets.map(\.name) == ["Synchronized", "Widget", "Watch App", "AppTests"])
        #expect(project.targets.map(\.kind) == [.app, .app, .app, .test])
        // An exception takes a file (or a folder) out of the target that has the folder…
        #expect(
            project.targets[0].files == [
                base + "/App/SynchronizedApp.swift", base + "/App/Views/Badge.swift", base + "/App/Views/ContentView.swift",
            ])
        // …and puts it into a target that does not.
        #expect(
            project.targets[1].files == [
                base + "/App/Intents/Entity.swift", base + "/App/Views/Badge.swift", base + "/Widget/Widget.swift",
            ])
        #expect(project.targets[2].files == [base + "/Watch App/Badge.swift", base + "/Watch App/ContentView.swift"])
        #expect(project.targets[3].files == [base + "/AppTests/ContentViewTests.swift"])
    }

    @Test(arguments: [
        ("com.apple.product-type.application", ProjectLayout.Target.Kind.app),
        ("com.apple.product-type.application.watchapp2", .app),
        ("com.apple.product-type.app-extension", .app),
        ("com.apple.product-type.framework", .library),
        ("com.apple.product-type.library.static", .library),
        ("com.apple.product-type.bundle.unit-test", .test),
        ("com.apple.product-type.bundle.ui-testing", .uiTest),
        ("com.apple.product-type.tool", .other),
    ])
    func productTypesGiveKinds(type: String, kind: ProjectLayout.Target.Kind) {
        #expect(XcodeProject.kind(ofProductType: type) == kind)
    }

    @Test func aFileThatIsNoProjectIsAnErrorNamingIt() {
        #expect {
            try XcodeProject(path: "App.xcodeproj", file: "App.xcodeproj/project.pbxproj", propertyList: .dictionary([:]))
        } throws: { error in
            (error as? InvalidationError)?.description
                == "App.xcodeproj/project.pbxproj:1:1: not an Xcode project file: it has no 'objects' dictionary"
        }
        #expect(throws: InvalidationError.self) {
            try XcodeProject(
                path: "App.xcodeproj", file: "App.xcodeproj/project.pbxproj",
                propertyList: .dictionary(["objects": .dictionary([:]), "rootObject": .string("X")]))
        }
    }

    @Test func aGroupInsideItselfEndsTheWalk() throws {
        let objects: [String: PropertyList] = [
            "P": .dictionary(["isa": .string("PBXProject"), "mainGroup": .string("G"), "targets": .array([.string("T")])]),
            "G": .dictionary([
                "isa": .string("PBXGroup"), "path": .string("A"), "children": .array([.string("G"), .string("F")]),
            ]),
            "F": .dictionary(["isa": .string("PBXFileReference"), "path": .string("x.swift")]),
            "B": .dictionary(["isa": .string("PBXBuildFile"), "fileRef": .string("F")]),
            "S": .dictionary(["isa": .string("PBXSourcesBuildPhase"), "files": .array([.string("B")])]),
            "T": .dictionary([
                "isa": .string("PBXNativeTarget"), "name": .string("App"), "buildPhases": .array([.string("S")]),
                "productType": .string("com.apple.product-type.application"),
            ]),
        ]
        let project = try XcodeProject(
            path: "/p/App.xcodeproj", file: "/p/App.xcodeproj/project.pbxproj",
            propertyList: .dictionary(["objects": .dictionary(objects), "rootObject": .string("P")]))
        #expect(project.targets.map(\.files) == [["/p/A/x.swift"]])
    }
}

@Suite struct PackageManifestTests {
    @Test func targetsTakeTheirDefaultOrDeclaredPathsExclusionsAndSources() throws {
        let manifest = try PackageManifest(path: ProjectFixtures.path("Package/Package.swift"))
        let base = ProjectFixtures.path("Package")
        #expect(manifest.isComplete)
        #expect(manifest.problem == nil)
        let targets = manifest.targets()
        #expect(targets.map(\.name) == ["Core", "Interface", "Tool", "CoreTests"])
        #expect(targets.map(\.kind) == [.library, .library, .app, .test])
        #expect(
            targets.map(\.files) == [
                [base + "/Sources/Core/Store.swift"],
                [base + "/Sources/UI/Shelf.swift"],
                [base + "/Sources/Tool/main.swift"],
                [base + "/Tests/CoreTests/StoreTests.swift"],
            ])
        #expect(manifest.declarations.map(\.line) == [7, 8, 14, 15])
    }

    @Test func targetsBuiltByAHelperAreFoundByTheFolderConventions() throws {
        let folder = try ProjectFixtures.makeFolder([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                func module(_ name: String) -> Target { .target(name: name) }
                let package = Package(name: "P", targets: [module("A"), .target(name: "B"), .testTarget(name: "ATests")])
                """,
            "Sources/A/A.swift": "struct A {}\n",
            "Sources/B/B.swift": "struct B {}\n",
            "Sources/C/C.swift": "struct C {}\n",
            "Tests/ATests/ATests.swift": "struct ATests {}\n",
            "Tests/BTests/BTests.swift": "struct BTests {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = try PackageManifest(path: folder + "/Package.swift")
        #expect(!manifest.isComplete)
        let targets = manifest.targets()
        #expect(targets.map(\.name) == ["B", "ATests", "A", "C", "BTests"])
        #expect(targets.map(\.kind) == [.library, .test, .library, .library, .test])
    }

    @Test func aManifestWithASyntaxErrorSaysWhereAndKeepsWhatItRead() {
        let manifest = PackageManifest(
            path: "Package.swift",
            text: """
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "A"),
                    .target(name: "B" path: ),
                ])
                """)
        #expect(manifest.declarations.map(\.name) == ["A", "B"])
        #expect(manifest.problem?.location?.file == "Package.swift")
        #expect(manifest.problem?.location?.line == 4)
    }
}

@Suite struct SourceSelectionTests {
    @Test func aFolderWithAProjectGivesItsTargetsFilesAndListsTheRest() throws {
        let base = ProjectFixtures.path("Groups")
        let selection = try SourceSelection(paths: [base])
        #expect(selection.hasLayout)
        Self.expectGroupsFiles(selection, in: base, views: "Views")
        #expect(selection.layout.projects == [base + "/Groups.xcodeproj", base + "/Packages/Kit/Package.swift"])
    }

    /// The files of the `Groups` fixture at `base`, its views in the folder `views`, each
    /// with its target, and the two files in no target.
    static func expectGroupsFiles(_ selection: SourceSelection, in base: String, views: String) {
        #expect(
            selection.files == [
                base + "/App/AppMain.swift", base + "/App/\(views)/ContentView.swift", base + "/App/\(views)/Row.swift",
                base + "/Packages/Kit/Sources/Kit/Badge.swift", base + "/Shared/Model.swift",
            ])
        #expect(selection.files.indices.map { selection.target(ofFile: $0)?.name } == ["Groups", "Groups", "Groups", "Kit", "Groups"])
        #expect(selection.unassigned == [base + "/App/Old/Older.swift", base + "/App/Stale.swift"])
    }

    /// A Mac's disk ignores case: a project that names `Views/` for the folder `views/` builds its files.
    @Test func aFileNamedInAnotherCaseIsTheTargetsFile() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("groups-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: ProjectFixtures.path("Groups"), toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.moveItem(atPath: copy + "/App/Views", toPath: copy + "/App/views")
        let selection = try SourceSelection(paths: [copy])
        Self.expectGroupsFiles(selection, in: copy, views: "views")
        let project = try SourceSelection(paths: [copy + "/Groups.xcodeproj"])
        #expect(project.files == selection.files)
    }

    @Test func testTargetsAreReadWhenAskedOrNamed() throws {
        let base = ProjectFixtures.path("Groups")
        let all = try SourceSelection(paths: [base], includesTests: true)
        #expect(all.files.contains(base + "/AppTests/AppTests.swift"))
        #expect(all.files.contains(base + "/AppUITests/AppUITests.swift"))
        let named = try SourceSelection(paths: [base], targets: ["GroupsTests", "Kit"])
        #expect(named.files == [base + "/AppTests/AppTests.swift", base + "/Packages/Kit/Sources/Kit/Badge.swift"])
        #expect(named.unknownTargets.isEmpty)
        #expect(!named.isInUnnamedTestTarget(0))
        let unknown = try SourceSelection(paths: [base], targets: ["Groups", "Nope"])
        #expect(unknown.unknownTargets == ["Nope"])
        #expect(unknown.layout.targetNames == ["Groups", "GroupsTests", "GroupsUITests", "Kit"])
    }

    @Test func aProjectGivenByNameGivesItsTargetsFiles() throws {
        let groups = ProjectFixtures.path("Groups")
        let project = try SourceSelection(paths: [groups + "/Groups.xcodeproj"])
        #expect(project.layout.projects == [groups + "/Groups.xcodeproj", groups + "/Packages/Kit/Package.swift"])
        #expect(project.files == (try SourceSelection(paths: [groups])).files)
        // No folder was given to search: no file is said to be in no target.
        #expect(project.unassigned.isEmpty)
        let package = ProjectFixtures.path("Package")
        let manifest = try SourceSelection(paths: [package + "/Package.swift"], targets: ["Interface"])
        #expect(manifest.files == [package + "/Sources/UI/Shelf.swift"])
    }

    /// Tests run in the package's folder, as the command line tests do.
    @Test func aRelativeFolderKeepsItsSpelling() throws {
        let base = "./Tests/InvalidationReaderTests/Fixtures/Projects/Package"
        let selection = try SourceSelection(paths: [base])
        #expect(
            selection.files == [
                base + "/Sources/Core/Store.swift", base + "/Sources/Tool/main.swift", base + "/Sources/UI/Shelf.swift",
            ])
        #expect(selection.unassigned == [base + "/Sources/Tool/Scratch.swift", base + "/Sources/UI/Old/OldShelf.swift"])
    }

    @Test func aFolderWithoutAProjectIsReadWhole() throws {
        let folder = try ProjectFixtures.makeFolder(["A.swift": "struct A {}\n", "Tests/B.swift": "struct B {}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let selection = try SourceSelection(paths: [folder])
        #expect(!selection.hasLayout)
        #expect(selection.files == [folder + "/A.swift", folder + "/Tests/B.swift"])
        #expect(selection.targetOf == [nil, nil])
        #expect(selection.unassigned.isEmpty)
    }

    @Test func aMalformedProjectIsAProblemAndTheFolderIsReadWhole() throws {
        let folder = try ProjectFixtures.makeFolder([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup;\n",
            "App/A.swift": "struct A {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let selection = try SourceSelection(paths: [folder])
        #expect(!selection.hasLayout)
        #expect(selection.files == [folder + "/App/A.swift"])
        #expect(selection.layout.problems.count == 1)
        #expect(selection.layout.problems.first?.location?.file == folder + "/App.xcodeproj/project.pbxproj")
        #expect(selection.layout.problems.first?.location?.line == 5)
    }

    @Test func aManifestWithASyntaxErrorIsAProblemAndTheFolderIsReadWithoutIt() throws {
        let folder = try ProjectFixtures.makeFolder([
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name:",
            "Screen.swift": "struct Screen {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let selection = try SourceSelection(paths: [folder])
        #expect(!selection.hasLayout)
        #expect(selection.files == [folder + "/Screen.swift"])
        #expect(selection.layout.problems.first?.location?.file == folder + "/Package.swift")
    }

    @Test func buildOutputAndDependenciesAreNotSearched() throws {
        let folder = try ProjectFixtures.makeFolder([
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n",
            "Sources/A/A.swift": "struct A {}\n",
            "Pods/Lib/Lib.swift": "struct Lib {}\n",
            "DerivedData/X/Package.swift": "let package = Package(name: \"X\", targets: [.target(name: \"X\")])\n",
            "DerivedData/X/Sources/X/X.swift": "struct X {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let selection = try SourceSelection(paths: [folder])
        #expect(selection.layout.projects == [folder + "/Package.swift"])
        #expect(selection.files == [folder + "/Sources/A/A.swift"])
        #expect(selection.unassigned.isEmpty)
    }
}

@Suite struct ProjectPathTests {
    @Test(arguments: [
        ("a/./b//c", "a/b/c"), ("a/../b", "b"), ("../a/../../b", "../../b"), ("/a/../../b", "/b"), ("./", "."),
        ("a/..", "."),
    ])
    func pathsAreNormalizedWithoutTheDisk(path: String, normalized: String) {
        #expect(ProjectPath.normalized(path) == normalized)
    }

    @Test func joiningKeepsAnAbsolutePathAndAFolderAlone() {
        #expect(ProjectPath.join("a/b", "../c.swift") == "a/c.swift")
        #expect(ProjectPath.join("a/b", "/x/y.swift") == "/x/y.swift")
        #expect(ProjectPath.join("a/b", "") == "a/b")
        #expect(ProjectPath.folder(of: "a/b.xcodeproj") == "a")
        #expect(ProjectPath.folder(of: "b.xcodeproj") == ".")
    }
}
