import Foundation
import Testing
import _InvalidationTestSupport

@testable import InvalidationReport

/// A headless Chromium, when one is installed: `.ci/run` installs it.
enum Chromium {
    /// The browser's executable on `PATH`, if any.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// The page at `file`, opened at `#fragment`, as its DOM stands once its script has run.
    /// A browser that gives no page (as one may on a machine busy with other work) is tried again.
    static func dumpDOM(of file: URL, fragment: String) throws -> String {
        var errors = ""
        for _ in 0..<3 {
            let (dom, stderr) = try run(file: file, fragment: fragment)
            if dom.contains("</html>") { return dom }
            errors = stderr
        }
        Issue.record("Chromium gave no page: \(errors.suffix(2000))")
        return ""
    }

    private static func run(file: URL, fragment: String) throws -> (dom: String, errors: String) {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        let output = profile.appendingPathComponent("dom.html")
        let errors = profile.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000", "--window-size=1400,900",
            "--user-data-dir=\(profile.appendingPathComponent("profile").path)", "--dump-dom",
            "\(file.absoluteString)#\(fragment)",
        ]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return (try String(contentsOf: output, encoding: .utf8), (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }
}

/// The report as a browser shows it: the page's script draws the views and, for the
/// key in the address, lights up the views it recomputes with their causes.
@Suite(.enabled(if: Chromium.path != nil, "no chromium on PATH"), .serialized)
struct ReportBrowserTests {
    /// Writes the report of `app` to a temporary file and returns the DOM Chromium shows at `#fragment`.
    static func dom(of app: String, fragment: String) throws -> String {
        let html = try ReportPageTests.report([app]).html
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Chromium.dumpDOM(of: file, fragment: fragment)
    }

    /// The drawn view boxes: name and the cause they are marked with, if any.
    static func drawnViews(in dom: String) throws -> [String: String?] {
        var views: [String: String?] = [:]
        let box = try Regex(#"<g class="v [^"]*" data-v="\d+" data-name="([^"]+)"( data-cause="([^"]+)")?>"#)
        for match in dom.matches(of: box) {
            let name = String(match.output[1].substring ?? "")
            views.updateValue(match.output[3].substring.map(String.init), forKey: name)
            // Each box is labelled with its name.
            #expect(dom.contains(try Regex(#"<text class="name" x="\d+" y="\d+">"# + name + "</text>")), "\(name) has no label")
        }
        return views
    }

    /// The rows of the key's panel: view, cause, instance count and path.
    static func panelRows(in dom: String) throws -> [String] {
        let row = try Regex(
            #"<li class="rv c-([a-z-]+)" data-view="([^"]+)" data-cause="([a-z-]+)">.*?<span class="count">(×\d+)</span>(?:<div class="why">([^<]*)</div>)?(?:<div class="path">([^<]*)</div>)?</li>"#)
        return dom.matches(of: row).map { match in
            let why = match.output[5].substring.map { " (\($0))" } ?? ""
            let path = match.output[6].substring.map { " | \($0)" } ?? ""
            return "\(match.output[2].substring ?? "") \(match.output[3].substring ?? "") \(match.output[4].substring ?? "")\(why)\(path)"
        }
    }

    @Test func theFeedOpensWithTheKeyOfItsAddressSelected() throws {
        let dom = try Self.dom(of: "Examples/Apps/Feed", fragment: "key=%5C.colorScheme")
        let views = try Self.drawnViews(in: dom)
        #expect(
            views == [
                "FeedApp": nil, "RootView": nil, "HomeFeed": nil, "PostRow": nil, "LikeButton": nil, "ComposeSheet": nil,
                "ProfileScreen": nil, "AvatarView": "environment", "EditNameButton": nil,
            ])
        #expect(try Self.panelRows(in: dom) == ["AvatarView environment ×2 (reads the key)"])
        #expect(dom.contains(#"<h2>\.colorScheme</h2>"#))
        #expect(
            dom.contains(#"A change recomputes <b>2 instances</b> of 1 view type <span class="muted">(swiftui model)</span>."#))
        #expect(dom.contains(#"class="row on" data-go-key="2""#))
    }

    @Test func theRoomsShowThePathFromTheOwner() throws {
        let dom = try Self.dom(of: "Examples/Apps/Rooms", fragment: "key=FixedContentView.selectedRoom")
        let views = try Self.drawnViews(in: dom)
        #expect(views.count == 8)
        #expect(views.compactMapValues { $0 } == ["FixedContentView": "local", "RoomView2": "parent"])
        #expect(
            try Self.panelRows(in: dom) == [
                "FixedContentView local ×1 (reads the key) | the owner itself",
                "RoomView2 parent ×1 (input 'name' changed) | from the owner: FixedContentView › RoomView2",
            ])
    }

    /// SwiftUI's comparison of inputs: the profile's edit button runs with the profile's
    /// body, as its closure cannot be compared; the panel says so.
    @Test func aClosureInputIsShownAsTheReasonItsViewRuns() throws {
        let dom = try Self.dom(of: "Examples/Apps/Feed", fragment: "key=ProfileScreen.isEditing")
        #expect(try Self.drawnViews(in: dom).compactMapValues { $0 } == ["ProfileScreen": "local", "EditNameButton": "parent"])
        #expect(
            try Self.panelRows(in: dom) == [
                "ProfileScreen local ×1 (reads the key) | the owner itself",
                "EditNameButton parent ×1 (input 'action' cannot be compared) | from the owner: ProfileScreen › EditNameButton",
            ])
    }

    @Test func aViewInTheAddressOpensItsPanelWithItsFindings() throws {
        let dom = try Self.dom(of: "Examples/Lint", fragment: "view=RoomView1")
        #expect(dom.contains("<h2>RoomView1</h2>"))
        #expect(dom.contains(#"<div class="finding sev-warning"><p><b>warning</b> state_init_trap"#))
        #expect(dom.contains(#"<pre class="source"><span class="ln">18</span>"#))
        #expect(dom.contains("Set 'viewModel' in .onChange(of: name, initial: true) instead of init"))
    }

    /// A view's panel lists its actions, with the keys each changes and the bodies they run.
    @Test func aViewsPanelListsItsActionsWithWhatTheyRecompute() throws {
        let dom = try Self.dom(of: "Examples/Apps/Feed", fragment: "view=ProfileScreen")
        #expect(dom.contains("<h3>Its actions recompute</h3>"))
        let rows = try Regex(#"<ul class="actions">(.*?)</ul>"#)
        let list = try #require(dom.firstMatch(of: rows)).output[1].substring ?? ""
        let text = list.replacing(try Regex("<[^>]+>"), with: "")
        #expect(
            text == "EditNameButton action ProfileScreen.swift:11:13: ProfileScreen.isEditing 2 bodies — 2 bodies"
                + ".sheet binding ProfileScreen.swift:13:9: ProfileScreen.isEditing 2 bodies — 2 bodies"
                + "Button action ProfileScreen.swift:14:13: FeedStore.displayName 3 bodies — 3 bodies")
        #expect(list.contains(#"<a data-go-key="#))
    }

    /// A view's panel lists the advice about it, as `advise` gives it: here the creator's
    /// and the child's panels both list making the child's closure input comparable.
    @Test func aViewsPanelListsTheAdviceAboutIt() throws {
        // The page's script holds the markup too: the panel's list is the one with items.
        let rows = try Regex(#"<h3>Advice</h3><ul class="advice">(<li>.*?</ul></li>)</ul>"#)
        for view in ["EditNameButton", "ProfileScreen"] {
            let dom = try Self.dom(of: "Examples/Apps/Feed", fragment: "view=\(view)")
            let list = try #require(dom.firstMatch(of: rows)).output[1].substring ?? ""
            let text = list.replacing(try Regex("<[^>]+>"), with: "|")
            #expect(text.hasPrefix("||comparable-input| let SwiftUI compare EditNameButton's inputs"))
            #expect(text.contains("|— 10 → 7 bodies|"))
            #expect(text.contains("|ProfileScreen.swift:11:13| ProfileScreen creates EditNameButton: add .equatable()"))
            #expect(text.contains("|ProfileScreen.swift:19:8| make EditNameButton Equatable"))
        }
        let dom = try Self.dom(of: "Examples/Apps/Feed", fragment: "view=HomeFeed")
        #expect(dom.contains("<h2>HomeFeed</h2>"))
        #expect(dom.firstMatch(of: rows) == nil)
    }

    /// An app of 260 view types and 600 creation sites: the page opens on the top of the
    /// graph at a zoom where names can be read, and draws only the boxes in or near view.
    @Test func aLargeAppDrawsOnlyWhatIsInView() throws {
        var source = "import SwiftUI\n@main struct LargeApp: App { var body: some Scene { WindowGroup { V0() } } }\n"
        let count = 260
        var edges = 0
        for view in 0..<count {
            var children = [2 * view + 1, 2 * view + 2, view * 7 % count, view * 13 % count].filter { $0 > view && $0 < count }
            children = children.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            edges += children.count
            let body = children.isEmpty ? "Text(\"\\(value)\")" : "VStack { " + children.map { "V\($0)()" }.joined(separator: "; ") + " }"
            source += "struct V\(view): View {\n    @State private var value = 0\n    var body: some View { \(body) }\n}\n"
        }
        #expect(edges > 400)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("Large.swift"), atomically: true, encoding: .utf8)
        let html = try ReportPageTests.report([folder.path]).html
        let file = folder.appendingPathComponent("large.html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(of: file, fragment: "")
        let drawn = dom.matches(of: try Regex(#"<g class="v "#)).count
        #expect(drawn > 0 && drawn < count / 2, "\(drawn) boxes drawn")
        #expect(dom.contains(">LargeApp</text>"))
        #expect(dom.contains("261 view types"))
    }
}
