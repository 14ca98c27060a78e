import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationSimulation
import Testing
import _InvalidationTestSupport

@testable import InvalidationReport

/// The report's data: what the page is given, value by value.
@Suite struct ReportDataTests {
    /// An app with a root, a state that flows to a child, a branch, an environment read
    /// and a lint finding.
    static let demo = """
        import SwiftUI

        @main
        struct DemoApp: App {
            var body: some Scene {
                WindowGroup { Screen() }
            }
        }

        struct Screen: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Counter(count: count).onTapGesture { count += 1 }
                    if count > 3 { Badge() }
                }
            }
        }

        struct Counter: View {
            let count: Int
            var body: some View { Text("\\(count)") }
        }

        struct Badge: View {
            @Environment(\\.colorScheme) private var scheme
            @State var isOn = false
            var body: some View {
                Toggle(scheme == .dark ? "dark" : "light", isOn: $isOn)
            }
        }

        """

    static func demoData() -> ReportData {
        let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: "Demo.swift", text: demo)])
        let lint = try? Linter(options: .init(searchesConfiguration: false)).lint(analysis, paths: [])
        return ReportData(analysis: analysis, lint: lint, title: "Demo")
    }

    @Test func theDataOfASmallAppIsExact() {
        let expected = [
            #"{"format":"invalidation-report\/1","title":"Demo","model":"swiftui","#,
            #""summary":{"files":1,"lines":32,"views":4,"edges":3,"keys":3,"findings":1,"notes":0},"size":[247,284],"#,
            #""causes":["local","parent","observed","environment","off-rule","out-of-scope"],"files":["Demo.swift"],"#,
            #""views":["#,
            #"{"name":"DemoApp","kind":"app","at":[0,4,8],"instances":1,"root":true,"state":[],"reads":[],"#,
            #""inputs":[],"box":[81,24,71,26]},"#,
            #"{"name":"Screen","kind":"view","at":[0,10,8],"instances":1,"state":["@State count"],"#,
            #""reads":[["Screen.count",0,14,28]],"inputs":[],"#,
            #""actions":[{"label":".onTapGesture","at":[0,14,34],"keys":[["Screen.count",2]],"instances":2}],"#,
            #""box":[63,114,107,41]},"#,
            #"{"name":"Counter","kind":"view","at":[0,20,8],"instances":1,"state":[],"reads":[],"#,
            #""inputs":[["count",0,22,35]],"box":[25,226,71,26]},"#,
            #"{"name":"Badge","kind":"view","at":[0,25,8],"instances":1,"state":["@State isOn"],"#,
            #""reads":[["\\.colorScheme",0,29,16],["Badge.isOn",0,29,58]],"inputs":[],"#,
            #""actions":[{"label":"Toggle binding","at":[0,29,9],"keys":[["Badge.isOn",1]],"instances":1}],"#,
            #""box":[123,219,100,41]}],"#,
            #""edges":["#,
            #"{"from":0,"to":1,"at":[0,6,23],"kind":"position","route":[116,50,116,114]},"#,
            #"{"from":1,"to":2,"at":[0,14,13],"kind":"position","passes":["count: Screen.count"],"route":[98,155,60,226]},"#,
            #"{"from":1,"to":3,"at":[0,15,28],"kind":"branch","identity":"if count \u003e 3","route":[134,155,173,219]}],"#,
            #""keys":["#,
            #"{"key":"Screen.count","storage":"@State of Screen","kind":"state","owner":1,"instances":2,"#,
            #""counts":[1,1,0,0],"views":[[1,0,1,["reads the key"]],[2,1,1,["input 'count' changed"]]]},"#,
            #"{"key":"Badge.isOn","storage":"@State of Badge","kind":"state","owner":3,"instances":1,"#,
            #""counts":[1,0,0,0],"views":[[3,0,1,["reads the key"]]]},"#,
            #"{"key":"\\.colorScheme","storage":"environment","kind":"environment","instances":1,"#,
            #""counts":[0,0,0,1],"views":[[3,3,1,["reads the key"]]]}],"#,
            #""findings":[{"rule":"non_private_state","severity":"warning","view":3,"symbol":"isOn","#,
            #""message":"'isOn' in Badge is @State but not private, so a value given where Badge is created would set "#,
            #"only its first value, and later ones would be ignored. Mark it private.","at":[0,27,16],"source":"    @State var isOn = false","notes":[],"#,
            #""fixes":["Mark the property private"]}],"#,
            #""notes":[]}"#,
        ].joined()
        #expect(Self.demoData().jsonText() == expected)
    }

    static func path(_ relative: String) -> String {
        PackageFiles.root.appendingPathComponent(relative).path
    }

    /// A key the app never changes says so, as `explain --all` does.
    @Test func stateNeverWrittenIsSaidSo() throws {
        let paths = [Self.path("Examples/Apps/Feed")]
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        let report = try HTMLReport(analysis: analysis, paths: paths)
        let storage = Dictionary(uniqueKeysWithValues: report.data.keys.map { ($0.name, $0.storage) })
        #expect(storage["FeedApp.store"] == "@State of FeedApp, never written")
        #expect(storage["HomeFeed.composing"] == "@State of HomeFeed")
    }

    /// A view a sheet presents says, among its reasons, that it runs when presented.
    @Test func presentedContentSaysSo() throws {
        let text = """
            import SwiftUI
            struct Screen: View {
                @State private var showing = false
                @State private var name = ""
                var body: some View {
                    Button("Edit \\(name)") { showing = true }
                        .sheet(isPresented: $showing) { Editor(name: $name) }
                }
            }
            struct Editor: View {
                @Binding var name: String
                var body: some View { TextField("Name", text: $name) }
            }
            """
        let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: "Screen.swift", text: text)])
        let data = ReportData(analysis: analysis, lint: nil, title: "Screen")
        let key = try #require(data.keys.first { $0.name == "Screen.name" })
        let why = Dictionary(uniqueKeysWithValues: key.views.map { (data.views[$0.view].name, $0.why) })
        #expect(why["Editor"]?.last == "when presented")
        #expect(why["Screen"] == ["reads the key"])
    }

    @Test func keysComeInTheOrderOfExplainAll() throws {
        let paths = [Self.path("Examples/Apps/Mailbox")]
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        let report = try HTMLReport(analysis: analysis, paths: paths)
        #expect(report.data.keys.map(\.name) == analysis.keyCosts().map(\.key))
        #expect(report.data.keys.map(\.instances) == analysis.keyCosts().map(\.instances))
        // The mailbox's messages cost most, but nothing in the example changes them: last.
        let messages = try #require(report.data.keys.first { $0.name == "MailboxStore.messages" })
        #expect(report.data.keys.suffix(2).map(\.name) == ["MailboxStore.messages", "MailboxApp.store"])
        #expect(report.data.keys.first?.name == "ComposeModel.isSending")
        let explained = try analysis.explain(key: messages.name)
        #expect(messages.views.map { report.data.views[$0.view].name } == explained.recomputed.map(\.view).map(explained.name))
        #expect(report.data.title == "Mailbox")
    }

    /// Each view lists its actions with the keys they change and the bodies each change
    /// runs, as `explain --at` counts them.
    @Test func eachViewListsItsActionsAsExplainAtCountsThem() throws {
        let paths = [Self.path("Examples/Apps/Feed")]
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        let report = try HTMLReport(analysis: analysis, paths: paths)
        let profile = try #require(report.data.views.first { $0.name == "ProfileScreen" })
        #expect(profile.actions.map(\.label) == ["EditNameButton action", ".sheet binding", "Button action"])
        let rename = try #require(profile.actions.last)
        #expect(rename.keys == [ReportData.ActionKey(name: "FeedStore.displayName", instances: InstanceCount(3))])
        #expect(rename.instances == InstanceCount(3))
        let place = try #require(rename.place)
        #expect(report.data.files[place.file].hasSuffix("ProfileScreen.swift") && place.line == 14)
        let answer = try analysis.actions(at: "ProfileScreen.swift", line: 14)
        #expect(answer.actions.map(\.instances) == [rename.instances])
        let app = try #require(report.data.views.first { $0.name == "FeedApp" })
        #expect(app.actions.isEmpty)
    }

    @Test func aTimelineGivesOneStepPerChangeAfterTheFirstAppearance() throws {
        let paths = [Self.path("Examples/Apps/Rooms")]
        let timelinePath = Self.path("Examples/Timelines/rooms.timeline")
        let timeline = try Timeline(text: String(contentsOfFile: timelinePath, encoding: .utf8), file: timelinePath)
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        let report = try HTMLReport(analysis: analysis, paths: paths, options: .init(timeline: timeline.entries))
        let steps = try #require(report.data.steps)
        #expect(steps.count == timeline.entries.count + 1)
        #expect(steps[0].label == "first appearance" && steps[0].key == nil && steps[0].views.isEmpty)
        let picked = steps[1]
        #expect(picked.label == "picked" && picked.key == "ContentView.selectedRoom")
        #expect(picked.views.map { "\(report.data.views[$0.view].name) \($0.cause) ×\($0.instances)" } == ["ContentView local ×1", "RoomView1 parent ×1"])
        #expect(picked.details.contains(
            "RoomView1.viewModel: kept (stale: derived from name, version 0; name is now version 1)"))
        // The details are the lines simulate prints under each change.
        let run = try Simulation(analysis: analysis).play(Timeline.changes(timeline.entries))
        #expect(steps.dropFirst().map(\.details) == run.changes.map(\.detailLines))
    }

    @Test func aTimelineKeyTheAppDoesNotHaveIsAnErrorAtItsPlace() throws {
        let paths = [Self.path("Examples/Apps/Rooms")]
        let analysis = try SourceAnalyzer().analyze(paths: paths)
        let entry = try Timeline(text: "\npicked: ContentView.selectedRom\n", file: "bad.timeline").entries
        #expect {
            try HTMLReport(analysis: analysis, paths: paths, options: .init(timeline: entry))
        } throws: { error in
            guard let error = error as? InvalidationError, case .malformedInput(let message, let location) = error else {
                return false
            }
            return message.hasPrefix("unknown key 'ContentView.selectedRom'") && location?.description == "bad.timeline:2:9"
        }
    }

    /// Every lint rule runs whatever the size of the app: state that only one child of its
    /// owner uses is reported in an app of thousands of view instances: eleven levels, each
    /// but the last creating the next twice, with the owner at the foot.
    @Test func everyRuleRunsOnAnAppOfThousandsOfInstances() throws {
        var source = """
            import SwiftUI

            struct Level0: View {
                var body: some View { VStack { Level1(); Level1() } }
            }

            """
        for level in 1..<10 {
            source += """
                struct Level\(level): View {
                    var body: some View { VStack { Level\(level + 1)(); Level\(level + 1)() } }
                }

                """
        }
        source += """
            struct Level10: View {
                var body: some View { DashboardView() }
            }

            struct DashboardView: View {
                @State private var tapCount = 0
                var body: some View {
                    VStack {
                        CounterCard(tapCount: tapCount, onTap: { tapCount += 1 })
                        StatusLabel()
                    }
                }
            }

            struct CounterCard: View {
                let tapCount: Int
                let onTap: () -> Void
                var body: some View {
                    VStack {
                        Text("Taps: \\(tapCount)")
                        Button("Increment", action: onTap)
                    }
                }
            }

            struct StatusLabel: View {
                var body: some View { Text("OK") }
            }

            """
        let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: "Levels.swift", text: source)])
        #expect(analysis.index.instances.reduce(InstanceCount.zero, +) > InstanceCount(2_000))
        let report = try HTMLReport(analysis: analysis, paths: [], options: .init(lint: .init(searchesConfiguration: false)))
        let placements = report.data.findings.filter { $0.rule == "state_placement" }
        #expect(placements.map { $0.view.map { report.data.views[$0].name } } == ["DashboardView"])
        #expect(placements.map(\.symbol) == ["tapCount"])
    }

    @Test func theTitleNamesThePaths() {
        #expect(HTMLReport.title(of: ["Examples/Apps/Feed"]) == "Feed")
        #expect(HTMLReport.title(of: ["Examples/Apps/Feed/", "Sources/App.swift", "Other/Feed"]) == "Feed, App")
        #expect(HTMLReport.title(of: ["a", "b", "c", "d"]) == "a, b, c, …")
    }

    @Test func stringsCannotCloseTheScriptElement() {
        var out = ByteBuffer()
        CompactJSON<ByteBuffer>.write("</script><!-- & \u{1} \"q\" \\ https://x", to: &out)
        #expect(out.string == #""\u003c\/script\u003e\u003c!-- \u0026 \u0001 \"q\" \\ https:\/\/x""#)
    }
}
