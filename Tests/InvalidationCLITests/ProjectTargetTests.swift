import Foundation
import Testing

/// Folders with an Xcode project or a package: the files analyzed are those of their targets.
@Suite struct ProjectTargetTests {
    static let projects = "Tests/InvalidationReaderTests/Fixtures/Projects"
    static let groups = projects + "/Groups"

    @Test func aFileInNoTargetIsLeftOutAndListedInOneNote() throws {
        let quiet = try ToolRunner.run(["analyze", Self.groups])
        #expect(quiet.status == 0)
        #expect(quiet.output.hasPrefix("views: 4 in 5 files\n"))
        #expect(!quiet.output.contains("StaleView"))
        #expect(!quiet.output.contains("OlderView"))
        #expect(quiet.errors == "note: 1 construct could not be followed; --verbose lists it\n")
        let verbose = try ToolRunner.run(["analyze", "--verbose", "--format", "json", Self.groups])
        let note =
            "\(Self.groups)/App/Old/Older.swift:1:1: note: 2 files are in no target and are left out: "
            + "\(Self.groups)/App/Old/Older.swift, \(Self.groups)/App/Stale.swift [no-target]\n"
        #expect(verbose.errors == note)
    }

    /// The stale file has a finding when linted by itself; in its project, none.
    @Test func lintFindsNothingInAFileOfNoTarget() throws {
        let alone = try ToolRunner.run(["lint", "--quiet", Self.groups + "/App/Stale.swift", Self.groups + "/Shared/Model.swift"])
        #expect(alone.output.contains("Stale.swift:5:33: warning:"))
        #expect(alone.output.contains("[observed_object_created_inline]"))
        let inProject = try ToolRunner.run(["lint", Self.groups])
        #expect(inProject == ToolResult(status: 0, output: "", errors: "0 warnings and 0 errors in 5 files.\n"))
    }

    @Test func targetLimitsTheFilesToTheTargetsNamed() throws {
        let kit = try ToolRunner.run(["analyze", "--target", "Kit", Self.groups])
        #expect(kit.status == 0)
        #expect(kit.output.hasPrefix("views: 1 in 1 file\n  Badge  \(Self.groups)/Packages/Kit/Sources/Kit/Badge.swift:3  root\n"))
        let two = try ToolRunner.run(["analyze", "--target", "Kit", "--target", "Groups", Self.groups])
        #expect(two.output.hasPrefix("views: 4 in 5 files\n"))
        // A test target is read when named.
        let tests = try ToolRunner.run(["lint", "--target", "GroupsTests", Self.groups])
        #expect(tests.errors == "0 warnings and 0 errors in 1 file.\n")
    }

    @Test(arguments: ["analyze", "explain", "lint", "report", "simulate"])
    func anUnknownTargetIsAUsageErrorListingTheTargets(command: String) throws {
        var arguments = [command, "--target", "Nope", Self.groups]
        if command == "report" { arguments += ["--output", "/dev/null"] }
        if command == "explain" { arguments += ["--all"] }
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(
            result.errors
                == "invalidation: error: no target named 'Nope'; the targets are: Groups, GroupsTests, GroupsUITests, Kit\n"
                + "See 'invalidation help \(command)'.\n")
    }

    /// The two versions of `diff` may declare different targets: a name neither declares is bad input.
    @Test func diffComparesTheTargetsNamed() throws {
        let same = try ToolRunner.run(["diff", "--target", "Kit", Self.groups, Self.groups])
        #expect(same.status == 0)
        #expect(same.output.hasSuffix(": 0 changes recompute more view instances, 0 fewer; 0 lint findings added, 0 fixed.\n"))
        let unknown = try ToolRunner.run(["diff", "--target", "Nope", Self.groups, Self.groups])
        #expect(unknown.status == 65)
        #expect(
            unknown.errors
                == "invalidation: error: no target named 'Nope'; the targets are: Groups, GroupsTests, GroupsUITests, Kit\n")
    }

    /// A project file that cannot be read is a note at its line; the folder is read whole.
    @Test func anUnreadableProjectIsANoteAndTheFolderIsReadAsBefore() throws {
        try ToolRunner.withFolder(copying: ["Examples/Apps/Dashboard/DashboardView.swift"]) { folder in
            let project = folder.appendingPathComponent("App.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n\t};\n}\n".write(
                to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
            let result = try ToolRunner.run(["analyze", "--verbose", "."], in: folder)
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("views: 3 in 1 file\n"))
            #expect(
                result.errors.hasPrefix(
                    "./App.xcodeproj/project.pbxproj:5:2: note: malformed property list: expected ';' after the value of 'isa'; "
                        + "the project's targets may be missing or incomplete [unreadable-project]\n"))
        }
    }

    @Test func aTargetWithoutAProjectIsAUsageError() throws {
        let result = try ToolRunner.run(["analyze", "--target", "App", "Examples/Apps/Dashboard"])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("invalidation: error: no target named 'App'; no Xcode project or Package.swift"))
    }

    @Test func aFolderWithoutAProjectIsReadAsBefore() throws {
        let result = try ToolRunner.run(["analyze", "--verbose", "Examples/Apps/Dashboard"])
        #expect(!result.errors.contains("[no-target]"))
        #expect(result.output == (try ToolRunner.fixtureText("../../InvalidationAnalyzerTests/Fixtures/Examples/Dashboard.txt")))
    }

    /// The app and its watch app each declare `ContentView` and `Badge`: two views each,
    /// each keeping its reads, each creating its own target's `Badge`.
    @Test func sameNamedViewsOfTwoTargetsStayApart() throws {
        let synchronized = Self.projects + "/Synchronized"
        let text = try ToolRunner.run(["analyze", synchronized])
        #expect(text.status == 0)
        let watch = synchronized + "/Watch App"
        #expect(
            text.output.contains(
                "  Watch_App.Badge  \(watch)/Badge.swift:3  1 instance\n"
                    + "    created by Watch_App.ContentView  \(watch)/ContentView.swift:7:9\n"))
        #expect(
            text.output.contains(
                "  Watch_App.ContentView.wristCount  @State of Watch_App.ContentView\n"
                    + "    Watch_App.ContentView local  \(watch)/ContentView.swift:7:22\n"
                    + "    Watch_App.Badge parent  \(watch)/Badge.swift:7:18\n"))
        #expect(
            text.output.contains(
                "  ContentView.phoneCount  @State of ContentView\n"
                    + "    ContentView local  \(synchronized)/App/Views/ContentView.swift:7:22\n"
                    + "    Badge parent  \(synchronized)/App/Views/Badge.swift:7:17\n"))
        #expect(!text.output.contains("[duplicate-type]"))

        // The graph names each view's target, and explain reads it back.
        let json = try ToolRunner.run(["analyze", "--format", "json", synchronized])
        let graph = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let views = graph?["views"] as? [[String: Any]] ?? []
        let targets = Dictionary(uniqueKeysWithValues: views.map { ($0["name"] as? String ?? "", $0["target"] as? String) })
        #expect(
            targets == [
                "SynchronizedApp": "Synchronized", "ContentView": "Synchronized", "Badge": "Synchronized",
                "Watch_App.ContentView": "Watch App", "Watch_App.Badge": "Watch App", "WidgetView": "Widget",
            ])
        try ToolRunner.withFolder(copying: []) { folder in
            let saved = folder.appendingPathComponent("graph.json")
            try json.output.write(to: saved, atomically: true, encoding: .utf8)
            let explained = try ToolRunner.run(["explain", "Watch_App.ContentView.wristCount", saved.path])
            #expect(explained.status == 0)
            #expect(
                explained.output.hasPrefix(
                    "Watch_App.ContentView.wristCount: Watch_App.ContentView.wristCount changed | recomputed "
                        + "Watch_App.ContentView local, Watch_App.Badge parent | skipped 4 views\n"))
        }
    }

    /// A target named `Shared-iOS` builds the product `Shared`, which the app's files import:
    /// its class is found, and one that publishes nothing recomputes no view.
    @Test func anImportNamesTheProductATargetBuilds() throws {
        let products = Self.projects + "/ProductNames"
        let result = try ToolRunner.run(["lint", "--rule", "observed_object_unread", products])
        #expect(result.status == 0)
        #expect(result.output.isEmpty, "\(result.output)")
        let alone = try ToolRunner.run(["lint", "--rule", "observed_object_unread", products + "/App/App.swift"])
        #expect(alone.output.contains("Editor is recomputed on every change of 'provider'"))
    }

    /// The phone app's button changes the shared store; the Mac app's view, set from it in
    /// `init`, never runs beside that code: in the project, no trap. The same files read
    /// without their project are one app, where the button does change the value.
    @Test func codeOfAnotherAppTargetChangesNothingAViewShows() throws {
        let twoPlatforms = Self.projects + "/TwoPlatforms"
        let inProject = try ToolRunner.run(["lint", "--rule", "state_init_trap", twoPlatforms])
        #expect(inProject.status == 0)
        #expect(inProject.output.isEmpty, "\(inProject.output)")
        let files = ["Shared/Servers.swift", "Phone/PhoneApp.swift", "Mac/MacApp.swift"].map { twoPlatforms + "/" + $0 }
        let alone = try ToolRunner.run(["lint", "--rule", "state_init_trap"] + files)
        #expect(alone.output.contains("'title' in Stats is @State set in init from 'server'"))
        #expect(alone.output.contains("which the Button at PhoneApp.swift:16 changes while Stats stays"))
    }

    /// Two packages' targets each declare `Model`: a file finds the one of the module it
    /// imports, and `Other.Model` names the other target's.
    @Test func aNameFindsTheTypeOfTheModuleTheFileImports() throws {
        let imports = Self.projects + "/Imports"
        let result = try ToolRunner.run(["analyze", imports])
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "  Core.Model.count  property of Core.Model\n"
                    + "    CounterView observed  \(imports)/Sources/App/CounterApp.swift:23:32\n"))
        #expect(
            result.output.contains(
                "  Model.title  property of Model\n"
                    + "    TitleView observed  \(imports)/Sources/App/TitleView.swift:8:20\n"))
    }

    /// A module's `HStack` and its `View` extension `padding()` are not seen from a file of
    /// a target that does not load the module: there they are SwiftUI's. An import in a
    /// clause of an `#if` counts, and a file two targets compile sees what both do.
    @Test func anotherModulesTypesAndExtensionsAreSeenOnlyWhereImported() throws {
        let imports = Self.projects + "/Imports"
        let result = try ToolRunner.run(["analyze", imports])
        #expect(result.status == 0)
        #expect(result.output.contains("  HStack  \(imports)/Sources/Kit/Stack.swift:4  root\n"))
        #expect(result.output.contains("  Inset (modifier)  \(imports)/Sources/Kit/Stack.swift:17  root\n"))
        #expect(
            result.output.contains(
                "  Label.text  property of Label\n"
                    + "    LabelView observed  \(imports)/Sources/App/LabelView.swift:12:24\n"))
        let synchronized = Self.projects + "/Synchronized"
        let shared = try ToolRunner.run(["analyze", synchronized])
        #expect(
            shared.output.contains(
                "  Badge  \(synchronized)/App/Views/Badge.swift:3  2 instances\n"
                    + "    created by ContentView  \(synchronized)/App/Views/ContentView.swift:7:9\n"
                    + "    created by WidgetView  \(synchronized)/Widget/Widget.swift:9:13\n"))
    }

    /// A package that speaks only for its own folder (a Tuist `Package.swift` of
    /// dependencies) leaves the app's files beside it as a folder without a project reads
    /// them, and a source file named `Package.swift` that imports no `PackageDescription`
    /// is code.
    @Test func filesNoProjectSpeaksForAreReadAsBefore() throws {
        let tuist = Self.projects + "/Tuist"
        let result = try ToolRunner.run(["analyze", "--verbose", tuist])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("views: 2 in 3 files\n"))
        #expect(result.output.contains("  Shelf.count  @State of Shelf\n"))
        #expect(!result.errors.contains("[no-target]"))
        let targets = try ToolRunner.run(["analyze", "--target", "Nope", tuist])
        #expect(targets.errors.hasPrefix("invalidation: error: no target named 'Nope'; the targets are: Lint\n"))
    }

    /// Without a project, the graph has no targets and is written as before.
    @Test func aGraphWithoutAProjectHasNoTargets() throws {
        let json = try ToolRunner.run(["analyze", "--format", "json", "Examples/Apps/Dashboard"])
        #expect(json.status == 0)
        #expect(!json.output.contains("\"target\""))
    }
}
