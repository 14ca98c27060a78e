import Foundation
import Testing

/// `explain --at FILE:LINE`: the keys the action at a line changes and the bodies each
/// change runs, counted as `explain KEY` counts them, and the errors around it.
@Suite struct ExplainAtTests {
    static let app = "Tests/InvalidationCLITests/Fixtures/Actions"
    static let views = "\(app)/Shop/Views.swift"

    /// Runs `explain --at` with `place` on the fixture app, with `extra` arguments first.
    static func explain(at place: String, _ extra: [String] = []) throws -> ToolResult {
        try ToolRunner.run(["explain"] + extra + ["--at", place, app])
    }

    @Test func aButtonsLineAndItsClosuresLinesGiveItsChangeThroughTheStoresMethod() throws {
        let expected = """
            \(Self.views):21:13: Button action in ShopView
              Store.items (via Store.add): ShopView observed, ItemBadge observed — 2 bodies
            total: 2 bodies

            """
        for line in [21, 22, 23] {
            let result = try Self.explain(at: "Shop/Views.swift:\(line)")
            #expect(result == ToolResult(status: 0, output: expected, errors: ""), "line \(line)")
        }
    }

    @Test func aTogglesBindingAndATaskAreActions() throws {
        let toggle = try Self.explain(at: "Shop/Views.swift:24")
        #expect(
            toggle.output == """
                \(Self.views):24:13: Toggle binding in ShopView
                  ShopView.flag: ShopView local, FlagRow parent — 2 bodies
                total: 2 bodies

                """)
        let task = try Self.explain(at: "Shop/Views.swift:29")
        #expect(
            task.output == """
                \(Self.views):28:9: .task in ShopView
                  ShopView.loaded: ShopView local — 1 body
                total: 1 body

                """)
    }

    /// A view handed `$flag` changes the creator's key where its own code changes the binding.
    @Test func aChangeThroughAHandedBindingNamesTheCreatorsKey() throws {
        let button = try Self.explain(at: "Shop/Views.swift:49")
        #expect(
            button.output == """
                \(Self.views):48:13: Button action in FlagRow
                  ShopView.flag (via FlagRow.$isOn): ShopView local, FlagRow parent — 2 bodies
                total: 2 bodies

                """)
        let toggle = try Self.explain(at: "Shop/Views.swift:47")
        #expect(toggle.output.hasPrefix("\(Self.views):47:13: Toggle binding in FlagRow\n  ShopView.flag (via FlagRow.$isOn): "))
    }

    /// `Toggle(isOn: $preferences.showsAll)` changes the object's property, at the toggle.
    @Test func aBindingToAnObjectsPropertyStartsAtItsControl() throws {
        let result = try Self.explain(at: "Settings/Views.swift:13")
        #expect(
            result.output == """
                \(Self.app)/Settings/Views.swift:13:9: Toggle binding in SettingsView
                  Preferences.showsAll: SettingsView observed — 1 body
                total: 1 body

                """)
    }

    @Test func aLineWithNoActionSaysSo() throws {
        let result = try Self.explain(at: "Shop/Views.swift:20")
        #expect(
            result
                == ToolResult(
                    status: 0,
                    output: "\(Self.views):20: no action, binding or task here changes a key the views read\n",
                    errors: ""))
    }

    @Test func jsonHasTheAskedPlaceTheKeysTheirViewsAndTheTotal() throws {
        let result = try Self.explain(at: "\(Self.views):22", ["--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let at = try #require(object["at"] as? [String: Any])
        #expect(at["file"] as? String == Self.views)
        #expect(at["line"] as? Int == 22)
        #expect(object["instances"] as? Int == 2)
        let keys = try #require(object["keys"] as? [[String: Any]])
        #expect(keys.map { $0["key"] as? String } == ["Store.items"])
        let views = try #require(keys.first?["views"] as? [[String: Any]])
        #expect(views.map { $0["view"] as? String } == ["ShopView", "ItemBadge"])
        #expect(views.map { $0["cause"] as? String } == ["observed", "observed"])
        #expect(views.map { $0["instances"] as? Int } == [1, 1])
        #expect(keys.first?["via"] as? [String] == ["Store.add"])
        let actions = try #require(object["actions"] as? [[String: Any]])
        #expect(actions.map { $0["control"] as? String } == ["Button"])
        #expect(actions.map { $0["trigger"] as? String } == ["action"])
    }

    /// Each key's views, causes and instances are what `explain KEY` answers, under each model.
    @Test(arguments: [
        "Shop/Views.swift:22", "Shop/Views.swift:24", "Shop/Views.swift:29", "Shop/Views.swift:47", "Shop/Views.swift:49",
        "Settings/Views.swift:12", "Settings/Views.swift:13",
    ])
    func eachKeyCountsAsExplainKeyDoes(place: String) throws {
        for model in ["course", "swiftui"] {
            let result = try Self.explain(at: place, ["--format", "json", "--model", model])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let keys = try #require(object["keys"] as? [[String: Any]])
            #expect(!keys.isEmpty)
            var total = 0
            for entry in keys {
                let key = try #require(entry["key"] as? String)
                let single = try ToolRunner.run(["explain", "--format", "json", "--model", model, key, Self.app])
                let answer = try #require(
                    try JSONSerialization.jsonObject(with: Data(single.output.utf8)) as? [String: Any])
                let expected = try #require(answer["views"] as? [[String: Any]])
                let found = try #require(entry["views"] as? [[String: Any]])
                func rows(_ views: [[String: Any]]) -> [String] {
                    views.map { "\($0["view"] ?? "") \($0["cause"] ?? "") \($0["instances"] ?? "")" }
                }
                #expect(rows(found) == rows(expected), "\(place) \(key) \(model)")
                let instances = expected.compactMap { $0["instances"] as? Int }.reduce(0, +)
                #expect(entry["instances"] as? Int == instances)
                total += instances
            }
            #expect(object["instances"] as? Int == total)
        }
    }

    @Test func aPathFromTheCurrentFolderAndAnEndingNameTheSameFile() throws {
        let full = try Self.explain(at: "\(Self.views):24")
        let dotted = try Self.explain(at: "./\(Self.views):24")
        let ending = try Self.explain(at: "Shop/Views.swift:24")
        #expect(full.status == 0)
        #expect(full == dotted)
        #expect(full == ending)
    }

    @Test func aFileNotAnalyzedIsBadInput() throws {
        let result = try Self.explain(at: "Missing.swift:3")
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("'Missing.swift' is not among the 3 analyzed files"))
    }

    @Test func anAmbiguousEndingListsTheCandidates() throws {
        let result = try Self.explain(at: "Views.swift:7")
        #expect(result.status == 65)
        #expect(
            result.errors.contains(
                "'Views.swift' names 2 analyzed files; give more of the path: \(Self.app)/Settings/Views.swift, \(Self.views)"
            ))
    }

    @Test func aLineOutsideTheFileNamesFileAndLine() throws {
        let result = try Self.explain(at: "Shop/Views.swift:99")
        #expect(result.status == 65)
        #expect(result.errors.contains("\(Self.views):99:1: error: line 99 is outside the file, which has 53 lines"))
    }

    @Test func atGoesWithNoKeyNoAllAndNoSavedGraph() throws {
        let withKey = try ToolRunner.run(["explain", "--at", "Shop/Views.swift:22", "ShopView.flag", Self.app])
        #expect(withKey.status == 64)
        #expect(withKey.errors.contains("--at finds the keys its action changes, so it takes no KEY; 'ShopView.flag'"))
        let withAll = try ToolRunner.run(["explain", "--all", "--at", "Shop/Views.swift:22", Self.app])
        #expect(withAll.status == 64)
        #expect(withAll.errors.contains("--at and --all ask different questions; give one of them"))
        let badPlace = try ToolRunner.run(["explain", "--at", "Shop/Views.swift", Self.app])
        #expect(badPlace.status == 64)
        #expect(badPlace.errors.contains("'Shop/Views.swift' is not a place for --at; expected FILE:LINE"))
        let graph = try ToolRunner.run(["analyze", "--format", "json", Self.app])
        try ToolRunner.withFolder(copying: []) { folder in
            let file = folder.appendingPathComponent("shop.json")
            try Data(graph.output.utf8).write(to: file)
            let saved = try ToolRunner.run(["explain", "--at", "Views.swift:7", file.path])
            #expect(saved.status == 64)
            #expect(saved.errors.contains("--at needs the app's Swift source: a saved graph does not keep its actions"))
        }
    }

    @Test func helpShowsAtWithAnExample() throws {
        let help = try ToolRunner.run(["explain", "--help"])
        #expect(help.output.contains("--at <FILE:LINE>"))
        #expect(help.output.contains("With --at FILE:LINE (instead of KEY)"))
        #expect(help.output.contains("invalidation explain --at DashboardView.swift:20 Examples/Apps/Dashboard"))
    }
}
