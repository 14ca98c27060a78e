import Invalidation
import Testing

/// The folder of the scenario fixtures, found from this file's path.
private let scenarioFixtures: String = {
    let path = #filePath
    let folder = path[..<path.lastIndex(of: "/")!]
    return folder + "/Fixtures/Scenarios/"
}()

/// The output of running `scenario` in `format`.
private func runOutput(_ scenario: LoadedScenario, format: RunFormat = .text) -> String {
    var reporter = RunReporter(format: format, out: ByteBuffer())
    scenario.run(to: &reporter)
    return reporter.out.string
}

private func fileText(_ path: String) throws -> String {
    try FileContents(path: path).withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
}

/// The error loading `bytes` with the indexed loader throws, if any.
private func loaderError(_ bytes: [UInt8], file: String? = nil) -> InvalidationError? {
    bytes.withUnsafeBytes { bytes -> InvalidationError? in
        do throws(InvalidationError) {
            _ = try LoadedScenario(json: bytes, file: file)
            return nil
        } catch {
            return error
        }
    }
}

/// The error reading `bytes` as a ``Scenario`` throws, if any.
private func valueError(_ bytes: [UInt8]) -> InvalidationError? {
    bytes.withUnsafeBytes { bytes -> InvalidationError? in
        do throws(InvalidationError) {
            _ = try Scenario(json: bytes, file: nil)
            return nil
        } catch {
            return error
        }
    }
}

@Suite("Scenario JSON")
struct ScenarioJSONTests {
    // MARK: The lesson's scenarios

    @Test(arguments: ["local-state", "lifted-state", "sibling-state"])
    func lessonScenarioPrintsTheLessonOutput(name: String) throws {
        let path = scenarioFixtures + name + ".json"
        let expected = try fileText(scenarioFixtures + name + ".expected")
        let loaded = try LoadedScenario(contentsOfFile: path)
        #expect(runOutput(loaded) == expected)
        let value = try Scenario(contentsOfFile: path)
        #expect(runOutput(try value.loaded()) == expected)
        #expect(value.changes == [Scenario.Change(label: "tapped", key: "tapCount")])
        // The fixtures are written in the writer's form, so writing them back gives the same bytes.
        #expect(value.jsonText() == (try fileText(path)))
    }

    @Test func localStateReadsAsTheLessonTree() throws {
        let value = try Scenario(contentsOfFile: scenarioFixtures + "local-state.json")
        #expect(
            value
                == Scenario(
                    storage: [.init(key: "tapCount", storage: .state(owner: "CounterCard"))],
                    nodes: [
                        .init(name: "DashboardView"),
                        .init(name: "CounterCard", parent: "DashboardView", reads: ["tapCount"]),
                        .init(name: "StatusLabel", parent: "DashboardView"),
                    ],
                    changes: [.init(label: "tapped", key: "tapCount")]))
    }

    // MARK: Files

    @Test func missingFileIsUnreadable() {
        let path = scenarioFixtures + "no-such-scenario.json"
        #expect(throws: InvalidationError.unreadableFile(path: path, reason: "No such file or directory")) {
            try LoadedScenario(contentsOfFile: path)
        }
        #expect(throws: InvalidationError.unreadableFile(path: path, reason: "No such file or directory")) {
            try Scenario(contentsOfFile: path)
        }
    }

    @Test func directoryIsUnreadable() {
        let path = String(scenarioFixtures.dropLast())
        #expect(throws: InvalidationError.unreadableFile(path: path, reason: "Is a directory")) {
            try LoadedScenario(contentsOfFile: path)
        }
    }

    @Test func errorInAFileNamesTheFile() {
        let path = scenarioFixtures + "unknown-key.json"
        let expected = InvalidationError.malformedInput(
            "unknown key 'read' in a node; expected one of name, parent, reads, type, file, line, column",
            at: SourceLocation(file: path, line: 6, column: 58))
        #expect(throws: expected) { try LoadedScenario(contentsOfFile: path) }
        #expect(throws: expected) { try Scenario(contentsOfFile: path) }
        #expect(
            expected.description
                == path
                + ":6:58: unknown key 'read' in a node; expected one of name, parent, reads, type, file, line, column")
    }

    // MARK: Malformed input

    struct MalformedCase: Sendable, CustomTestStringConvertible {
        var json: [UInt8]
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { message }

        init(_ json: String, _ message: String, _ line: Int, _ column: Int) {
            self.init(bytes: Array(json.utf8), message, line, column)
        }

        init(bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
            self.json = bytes
            self.message = message
            self.line = line
            self.column = column
        }
    }

    static let storageShape =
        #"must be one of {"state": {"owner": …}}, {"model": {"object": …}}, {"environment": {}}, "#
        + #"{"focusState": {"owner": …}}, {"gestureState": {"owner": …}}, "#
        + #"{"appStorage": {"key": …}}, {"sceneStorage": {"key": …}}, {"query": {"owner": …}}"#

    static let syntaxCases: [MalformedCase] = [
        .init("", "expected '{' at the start of a scenario", 1, 1),
        .init(" \n\t", "expected '{' at the start of a scenario", 2, 2),
        .init("[]", "expected '{' at the start of a scenario", 1, 1),
        .init(#"{"storage": {} "nodes": []}"#, "expected ',' or '}' after a value in an object", 1, 16),
        .init(#"{"storage" {}, "nodes": []}"#, "expected ':' after a key in an object", 1, 12),
        .init(#"{"storage": {}, "nodes": [],}"#, "expected a key after ',' in an object", 1, 29),
        .init(#"{"storage": {}, "nodes": [], 7: 1}"#, "expected a key after ',' in an object", 1, 30),
        .init(#"{storage: {}}"#, "expected a key or '}' in an object", 1, 2),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A"} {"name": "B"}]}"#,
            "expected ',' or ']' after a value in an array", 1, 41),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A"},]}"#, "expected '{' to start a node", 1, 41),
        .init(#"{"storage": {}, "nodes": []} x"#, "unexpected text after the scenario's closing '}'", 1, 30),
        .init(
            "{\"storage\": {}, \"nodes\": []}\n{\"storage\": {}, \"nodes\": []}\n",
            "unexpected text after the scenario's closing '}'", 2, 1),
        .init(#"{"storage": {}, "nodes": ["#, "expected '{' to start a node", 1, 27),
        .init(#"{"storage": {}, "nodes": []"#, "expected ',' or '}' after a value in an object", 1, 28),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "parent": nul}]}"#,
            "expected a string or null for 'parent' in a node", 1, 51),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "parent": nullx}]}"#,
            "expected ',' or '}' after a value in an object", 1, 55),
        // The form nests four levels; deeper input fails at the first bracket it does not allow.
        .init(
            #"{"storage": {}, "nodes": ["# + String(repeating: "[", count: 1000),
            "expected '{' to start a node", 1, 27),
        .init(String(repeating: "[", count: 100_000), "expected '{' at the start of a scenario", 1, 1),
    ]

    static let keyCases: [MalformedCase] = [
        .init(
            "{\n  \"storage\": {},\n  \"nodes\": [\n    {\"name\": \"A\", \"read\": []}\n  ]\n}\n",
            "unknown key 'read' in a node; expected one of name, parent, reads, type, file, line, column", 4, 19),
        // Columns count UTF-8 bytes: "é" is two.
        .init(
            #"{"storage": {}, "nodes": [{"name": "é", "x": 1}]}"#,
            "unknown key 'x' in a node; expected one of name, parent, reads, type, file, line, column", 1, 42),
        .init(
            #"{"storage": {}, "nodes": [], "extra": 1}"#,
            "unknown key 'extra' at the top level; expected one of storage, nodes, changes, notes", 1, 30),
        .init(
            #"{"storage": {}, "nodes": [], "changes": [{"label": "a", "value": "k"}]}"#,
            "unknown key 'value' in a change; expected one of label, key", 1, 57),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "name": "B"}]}"#,
            "duplicate key 'name' in a node", 1, 41),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "n\u0061me": "B"}]}"#,
            "duplicate key 'name' in a node", 1, 41),
        .init(
            #"{"storage": {}, "storage": {}, "nodes": []}"#, "duplicate key 'storage' at the top level", 1, 17),
        .init(
            #"{"storage": {}, "nodes": [], "changes": [{"key": "k", "key": "j", "label": "a"}]}"#,
            "duplicate key 'key' in a change", 1, 55),
        .init(
            #"{"storage": {"k": {"environment": {}}, "k": {"environment": {}}}, "nodes": []}"#,
            "storage key 'k' is listed twice", 1, 40),
        .init(
            #"{"storage": {"k": {"environment": {}}, "\u006b": {"environment": {}}}, "nodes": []}"#,
            "storage key 'k' is listed twice", 1, 40),
        // The same key in two Unicode spellings (precomposed and decomposed) is one key.
        .init(
            #"{"storage": {"caf\u00e9": {"environment": {}}, "cafe\u0301": {"environment": {}}}, "nodes": []}"#,
            "storage key 'café' is listed twice", 1, 48),
        .init(#"{"nodes": []}"#, "a scenario needs a 'storage' object", 1, 1),
        .init("  {\"storage\": {}}", "a scenario needs a 'nodes' array", 1, 3),
        .init(#"{"storage": {}, "nodes": [{"parent": null}]}"#, "a node needs a 'name'", 1, 27),
        .init(
            #"{"storage": {}, "nodes": [], "changes": [{"key": "k"}]}"#, "a change needs a 'label'", 1, 42),
        .init(
            #"{"storage": {}, "nodes": [], "changes": [{"label": "a"}]}"#, "a change needs a 'key'", 1, 42),
    ]

    static let storageCases: [MalformedCase] = [
        .init(#"{"storage": [], "nodes": []}"#, "expected an object for 'storage'", 1, 13),
        .init(#"{"storage": {"tapCount": "state"}}"#, "storage for 'tapCount' " + storageShape, 1, 26),
        .init(#"{"storage": {"tapCount": {}}}"#, "storage for 'tapCount' " + storageShape, 1, 27),
        .init(
            #"{"storage": {"tapCount": {"state": {"owner": 3}}}}"#, "storage for 'tapCount' " + storageShape, 1,
            46),
        .init(
            #"{"storage": {"tapCount": {"state": {"name": "A"}}}}"#, "storage for 'tapCount' " + storageShape, 1,
            37),
        .init(
            #"{"storage": {"tapCount": {"state": {"owner": "A", "object": "B"}}}}"#,
            "storage for 'tapCount' " + storageShape, 1, 51),
        .init(
            #"{"storage": {"tapCount": {"environment": {}, "state": {"owner": "A"}}}}"#,
            "storage for 'tapCount' " + storageShape, 1, 46),
        .init(
            #"{"storage": {"tapCount": {"environments": {}}}}"#, "storage for 'tapCount' " + storageShape, 1, 27),
        .init(
            #"{"storage": {"tapCount": {"environment": null}}}"#, "storage for 'tapCount' " + storageShape, 1, 42),
        .init(
            #"{"storage": {"tapCount": {"environment": {"x": 1}}}}"#, "storage for 'tapCount' " + storageShape, 1,
            43),
        .init(
            #"{"storage": {"store": {"model": {"owner": "S"}}}}"#, "storage for 'store' " + storageShape, 1, 34),
        .init(
            #"{"storage": {"tapCount": {"state": {"owner": "A"} "x"}}}"#,
            "expected ',' or '}' after a value in an object", 1, 51),
    ]

    static let typeCases: [MalformedCase] = [
        .init(#"{"storage": {}, "nodes": {}}"#, "expected an array for 'nodes'", 1, 26),
        .init(#"{"storage": {}, "nodes": [], "changes": {}}"#, "expected an array for 'changes'", 1, 41),
        .init(#"{"storage": {}, "nodes": [], "notes": "x"}"#, "expected an array of strings for 'notes'", 1, 39),
        .init(#"{"storage": {}, "nodes": [], "notes": ["a", 1]}"#, "expected a string in 'notes'", 1, 45),
        .init(#"{"storage": {}, "nodes": ["A"]}"#, "expected '{' to start a node", 1, 27),
        .init(#"{"storage": {}, "nodes": [], "changes": ["a"]}"#, "expected '{' to start a change", 1, 42),
        .init(#"{"storage": {}, "nodes": [{"name": 1}]}"#, "expected a string for 'name' in a node", 1, 36),
        .init(#"{"storage": {}, "nodes": [{"name": null}]}"#, "expected a string for 'name' in a node", 1, 36),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "parent": ["B"]}]}"#,
            "expected a string or null for 'parent' in a node", 1, 51),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "reads": "k"}]}"#,
            "expected an array of keys for 'reads' in a node", 1, 50),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "reads": ["k", null]}]}"#, "expected a key string in 'reads'", 1,
            56),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "type": true}]}"#,
            "expected a string or null for 'type' in a node", 1, 49),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "file": false}]}"#,
            "expected a string or null for 'file' in a node", 1, 49),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "line": "3"}]}"#,
            "expected a non-negative integer or null for 'line' in a node", 1, 49),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "line": 1.5}]}"#,
            "expected a non-negative integer for 'line' in a node, found 1.5", 1, 49),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "line": -1}]}"#,
            "expected a non-negative integer for 'line' in a node, found -1", 1, 49),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "column": 1e3}]}"#,
            "expected a non-negative integer for 'column' in a node, found 1e3", 1, 51),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "line": 012}]}"#,
            "invalid number: a number cannot start with a leading zero", 1, 50),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "line": 1.}]}"#, "invalid number: expected a digit after '.'",
            1, 51),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "line": -}]}"#, "invalid number: expected a digit", 1, 50),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A", "line": 99999999999999999999}]}"#,
            "the number for 'line' in a node is too large", 1, 49),
        .init(
            #"{"storage": {}, "nodes": [], "changes": [{"label": 1, "key": "k"}]}"#,
            "expected a string for 'label' in a change", 1, 52),
        .init(
            #"{"storage": {}, "nodes": [], "changes": [{"label": "a", "key": null}]}"#,
            "expected a string for 'key' in a change", 1, 64),
    ]

    static let stringCases: [MalformedCase] = [
        .init(
            #"{"storage": {}, "nodes": [{"name": "A"#, "unterminated string: expected a closing '\"'", 1, 36),
        .init(#"{"stor"#, "unterminated string: expected a closing '\"'", 1, 2),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A\"#, "unterminated string: expected a closing '\"'", 1, 36),
        .init(
            "{\"storage\": {}, \"nodes\": [{\"name\": \"A\tB\"}]}",
            "unescaped control character U+0009 in a string: write it as an escape", 1, 38),
        .init(
            "{\"storage\": {}, \"nodes\": [{\"name\": \"A\\n\nB\"}]}",
            "unescaped control character U+000A in a string: write it as an escape", 1, 40),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A\x"}]}"#,
            #"invalid escape in a string: expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#, 1, 38),
        .init(
            #"{"storage": {}, "nodes": [{"name": "A\u12G4"}]}"#,
            "invalid \\u escape in a string: expected four hex digits", 1, 38),
        .init(
            #"{"storage": {}, "nodes": [{"name": "\u12"}]}"#,
            "invalid \\u escape in a string: expected four hex digits", 1, 37),
        .init(
            #"{"storage": {}, "nodes": [{"name": "\uDC00"}]}"#,
            "unpaired surrogate \\uDC00 in a string: a low surrogate must follow a high surrogate", 1, 37),
        .init(
            #"{"storage": {}, "nodes": [{"name": "\ud83d"}]}"#,
            "unpaired surrogate \\uD83D in a string: a high surrogate must be followed by a \\u escape of a low surrogate",
            1, 37),
        .init(
            #"{"storage": {}, "nodes": [{"name": "\ud83d\u0041"}]}"#,
            "unpaired surrogate \\uD83D in a string: a high surrogate must be followed by a \\u escape of a low surrogate",
            1, 37),
        .init(
            #"{"storage": {}, "nodes": [{"name": "\ud83d\ud83d"}]}"#,
            "unpaired surrogate \\uD83D in a string: a high surrogate must be followed by a \\u escape of a low surrogate",
            1, 37),
        .init(
            bytes: Array(#"{"storage": {}, "nodes": [{"name": "A"#.utf8) + [0xFF] + Array(#""}]}"#.utf8),
            "invalid UTF-8 in a string", 1, 38),
        // An overlong encoding of "/".
        .init(
            bytes: Array(#"{"storage": {}, "nodes": [{"name": ""#.utf8) + [0xC0, 0xAF] + Array(#""}]}"#.utf8),
            "invalid UTF-8 in a string", 1, 37),
        // An encoded surrogate, U+D800.
        .init(
            bytes: Array(#"{"storage": {}, "nodes": [{"name": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}]}"#.utf8),
            "invalid UTF-8 in a string", 1, 37),
        // Past U+10FFFF.
        .init(
            bytes: Array(#"{"storage": {}, "nodes": [{"name": ""#.utf8) + [0xF4, 0x90, 0x80, 0x80]
                + Array(#""}]}"#.utf8),
            "invalid UTF-8 in a string", 1, 37),
        // A sequence cut short by the closing quote.
        .init(
            bytes: Array(#"{"storage": {}, "nodes": [{"name": ""#.utf8) + [0xE2, 0x82] + Array(#""}]}"#.utf8),
            "invalid UTF-8 in a string", 1, 37),
        // Invalid UTF-8 after an escape, on the decoding path.
        .init(
            bytes: Array(#"{"storage": {}, "nodes": [{"name": "\n"#.utf8) + [0x80] + Array(#""}]}"#.utf8),
            "invalid UTF-8 in a string", 1, 39),
        // Outside a string, a stray byte is unexpected text.
        .init(
            bytes: Array(#"{"storage": {}, "nodes": []}"#.utf8) + [0xFF], "unexpected text after the scenario's closing '}'",
            1, 29),
    ]

    @Test(arguments: syntaxCases + keyCases + storageCases + typeCases + stringCases)
    func malformedInputIsReportedWhereItIs(_ malformed: MalformedCase) {
        let expected = InvalidationError.malformedInput(
            malformed.message, at: SourceLocation(line: malformed.line, column: malformed.column))
        #expect(loaderError(malformed.json) == expected)
        #expect(valueError(malformed.json) == expected)
    }

    // MARK: Model problems

    @Test func duplicateViewIsReportedAtTheSecondNode() {
        let json = """
            {
              "storage": {},
              "nodes": [
                {"name": "A", "parent": null, "reads": []},
                {"name": "B", "parent": "A", "reads": []},
                  {"name": "A", "parent": "B", "reads": []}
              ]
            }
            """
        #expect(
            loaderError(Array(json.utf8), file: "tree.json")
                == .invalidModel(
                    .duplicateView(name: "A", first: 0, second: 2),
                    at: SourceLocation(file: "tree.json", line: 6, column: 7)))
    }

    @Test func unknownParentIsReportedAtItsNode() {
        let json = #"{"storage": {}, "nodes": [{"name": "A"}, {"name": "B", "parent": "Z"}]}"#
        #expect(
            loaderError(Array(json.utf8))
                == .invalidModel(
                    .unknownParent(view: "B", parent: "Z", node: 1), at: SourceLocation(line: 1, column: 42)))
    }

    @Test func cycleIsReportedAtItsFirstNode() {
        let json = """
            {"storage": {}, "nodes": [
              {"name": "Root"},
              {"name": "A", "parent": "B"},
              {"name": "B", "parent": "A"}
            ]}
            """
        #expect(
            loaderError(Array(json.utf8))
                == .invalidModel(.cycle(["A", "B", "A"], node: 1), at: SourceLocation(line: 3, column: 3)))
        // The plain value does not check the tree; loading it does, without a place in the file.
        #expect(throws: ModelProblem.cycle(["A", "B", "A"], node: 1)) { try Scenario(json: json).loaded() }
    }

    // MARK: Accepted forms

    @Test func escapesAndUnicodeNames() throws {
        let json = #"""
            {"storage": {"caf\u00e9": {"state": {"owner": "Caf\u00E9 View"}}, "mood\ud83d\ude00": {"model": {"object": "Store"}},
                         "\u005c\/": {"environment": {}}},
             "nodes": [{"name": "Caf\u00e9 View", "reads": ["café", "\\/"]},
                       {"name": "Ünïcødé \"quoted\" \\ \/ \b\f\n\r\t\u0000 😀", "parent": "Café View", "reads": ["mood😀", "cafe\u0301"]}],
             "changes": [{"label": "t\u0061pped", "key": "caf\u00e9"}, {"label": "smiled", "key": "mood\uD83D\uDE00"}]}
            """#
        let odd = "Ünïcødé \"quoted\" \\ / \u{8}\u{C}\n\r\t\u{0} 😀"
        let value = try Scenario(json: json)
        #expect(
            value
                == Scenario(
                    storage: [
                        .init(key: "café", storage: .state(owner: "Café View")),
                        .init(key: "mood😀", storage: .model(object: "Store")),
                        .init(key: "\\/", storage: .environment),
                    ],
                    nodes: [
                        .init(name: "Café View", reads: ["café", "\\/"]),
                        .init(name: odd, parent: "Café View", reads: ["mood😀", "cafe\u{301}"]),
                    ],
                    changes: [.init(label: "tapped", key: "café"), .init(label: "smiled", key: "mood😀")]))
        let loaded = try LoadedScenario(json: json)
        #expect(loaded.index.viewName(1) == odd)
        #expect(loaded.changes.label(0) == "tapped")
        #expect(loaded.changes.key(1) == "mood😀")
        let expected = """
            tapped: café changed | recomputed Café View local, \(odd) parent | skipped none
            smiled: mood😀 changed | recomputed \(odd) observed | skipped Café View
            local: 1
            parent: 1
            observed: 1
            environment: 0

            """
        #expect(runOutput(loaded) == expected)
        #expect(runOutput(try value.loaded()) == expected)
    }

    @Test func longEscapedStringsInOneNode() throws {
        // Escaped strings are decoded into scratch space; several long ones in one node
        // outgrow it, and all of them must still be intact when the node is added.
        let names = (0..<6).map { index in String(repeating: "é\(index)\"", count: 700 * (index + 1)) }
        func escaped(_ text: String) -> String {
            "\"" + text.replacingEscapes() + "\""
        }
        let json = """
            {"storage": {\(escaped(names[5])): {"state": {"owner": \(escaped(names[0]))}}},
             "nodes": [{"name": \(escaped(names[0])), "reads": [\(names[1...5].map(escaped).joined(separator: ", "))]},
                       {"name": \(escaped(names[1])), "parent": \(escaped(names[0])), "reads": [\(escaped(names[5]))]}],
             "changes": [{"label": \(escaped(names[2])), "key": \(escaped(names[5]))}]}
            """
        let value = try Scenario(json: json)
        #expect(
            value
                == Scenario(
                    storage: [.init(key: names[5], storage: .state(owner: names[0]))],
                    nodes: [
                        .init(name: names[0], reads: Array(names[1...5])),
                        .init(name: names[1], parent: names[0], reads: [names[5]]),
                    ],
                    changes: [.init(label: names[2], key: names[5])]))
        let loaded = try LoadedScenario(json: json)
        #expect(loaded.index.viewName(0) == names[0])
        #expect(loaded.index.viewName(1) == names[1])
        #expect(runOutput(loaded) == runOutput(try value.loaded()))
        #expect(runOutput(loaded, format: .counts) == "local: 1\nparent: 1\nobserved: 0\nenvironment: 0\n")
    }

    @Test func fieldsInAnyOrderAndOptionalFields() throws {
        let json = """
            {
              "notes": ["written by hand", "second note"],
              "changes": [{"key": "tapCount", "label": "tapped"}],
              "nodes": [
                {"reads": [], "name": "DashboardView", "line": 3, "file": "Dashboard.swift", "type": "DashboardView"},
                {"column": 9, "parent": "DashboardView", "line": 12, "reads": ["tapCount"], "name": "CounterCard"},
                {"file": null, "type": null, "line": null, "column": null, "parent": "DashboardView", "name": "StatusLabel"}
              ],
              "storage": {"tapCount": {"state": {"owner": "CounterCard"}}}
            }
            """
        let value = try Scenario(json: json)
        #expect(
            value
                == Scenario(
                    storage: [.init(key: "tapCount", storage: .state(owner: "CounterCard"))],
                    nodes: [
                        .init(
                            name: "DashboardView", type: "DashboardView", file: "Dashboard.swift", line: 3),
                        .init(name: "CounterCard", parent: "DashboardView", reads: ["tapCount"], line: 12),
                        .init(name: "StatusLabel", parent: "DashboardView"),
                    ],
                    changes: [.init(label: "tapped", key: "tapCount")],
                    notes: ["written by hand", "second note"]))
        let expected = try fileText(scenarioFixtures + "local-state.expected")
        #expect(runOutput(try LoadedScenario(json: json)) == expected)
        #expect(runOutput(try value.loaded()) == expected)
    }

    @Test func whitespaceAnywhere() throws {
        let compact =
            #"{"storage":{"tapCount":{"state":{"owner":"CounterCard"}}},"nodes":[{"name":"DashboardView","parent":null,"reads":[]},{"name":"CounterCard","parent":"DashboardView","reads":["tapCount"]},{"name":"StatusLabel","parent":"DashboardView"}],"changes":[{"label":"tapped","key":"tapCount"}]}"#
        let spaced =
            "\u{FEFF}\r\n\t{ \"storage\" :\r\n{ \"tapCount\"\t: { \"state\" : { \"owner\" : \"CounterCard\" } } } ,\n"
            + " \"nodes\" : [ { \"name\" : \"DashboardView\" , \"parent\" : null , \"reads\" : [ ] } ,\n"
            + " { \"name\" : \"CounterCard\" , \"parent\" : \"DashboardView\" , \"reads\" : [ \"tapCount\" ] } , "
            + "{ \"name\" : \"StatusLabel\" , \"parent\" : \"DashboardView\" } ] ,\r\n"
            + " \"changes\" : [ { \"label\" : \"tapped\" , \"key\" : \"tapCount\" } ] } \n\n\t "
        let expected = try fileText(scenarioFixtures + "local-state.expected")
        let fixture = try Scenario(contentsOfFile: scenarioFixtures + "local-state.json")
        for json in [compact, spaced] {
            #expect(runOutput(try LoadedScenario(json: json)) == expected)
            #expect(try Scenario(json: json) == fixture)
        }
    }

    @Test func emptyScenario() throws {
        let empty = Scenario()
        #expect(empty.jsonText() == "{\n  \"storage\": {},\n  \"nodes\": []\n}\n")
        #expect(try Scenario(json: empty.jsonText()) == empty)
        #expect(runOutput(try LoadedScenario(json: #"{"storage":{},"nodes":[]}"#)) == runOutput(try empty.loaded()))
    }

    // MARK: Writing

    @Test func writerForm() {
        let scenario = Scenario(
            storage: [
                .init(key: "tapCount", storage: .state(owner: "CounterCard")),
                .init(key: "MailboxStore.hasSelectedMessage", storage: .model(object: "MailboxStore")),
                .init(key: "\\.colorScheme", storage: .environment),
            ],
            nodes: [
                .init(name: "DashboardView", type: "DashboardView", file: "Sources/App/Dashboard.swift", line: 4),
                .init(name: "CounterCard", parent: "DashboardView", reads: ["tapCount", "\\.colorScheme"]),
            ],
            changes: [.init(label: "tapped", key: "tapCount")],
            notes: ["a \"quoted\" note\n"])
        #expect(
            scenario.jsonText() == #"""
                {
                  "storage": {
                    "tapCount": {"state": {"owner": "CounterCard"}},
                    "MailboxStore.hasSelectedMessage": {"model": {"object": "MailboxStore"}},
                    "\\.colorScheme": {"environment": {}}
                  },
                  "nodes": [
                    {"name": "DashboardView", "parent": null, "reads": [], "type": "DashboardView", "file": "Sources/App/Dashboard.swift", "line": 4},
                    {"name": "CounterCard", "parent": "DashboardView", "reads": ["tapCount", "\\.colorScheme"]}
                  ],
                  "changes": [
                    {"label": "tapped", "key": "tapCount"}
                  ],
                  "notes": [
                    "a \"quoted\" note\n"
                  ]
                }

                """#)
    }

    @Test func roundTripOfThePlainValue() throws {
        let scenario = Scenario(
            storage: [
                .init(key: "tab\tand \u{1} and \u{7F}", storage: .state(owner: "Ünïcødé 😀")),
                .init(key: "\"quoted\"", storage: .model(object: "Store\\Back")),
                .init(key: "", storage: .environment),
            ],
            nodes: [
                .init(name: "Ünïcødé 😀", reads: ["tab\tand \u{1} and \u{7F}", "", "out of scope"]),
                .init(name: "Child\n", parent: "Ünïcødé 😀", reads: ["\"quoted\""], type: "Child<Int>", file: "a/b.swift"),
                .init(name: "Leaf", parent: "Child\n", line: 0),
                .init(name: "Other", parent: "Ünïcødé 😀", line: 1_234_567),
            ],
            changes: [.init(label: "first", key: ""), .init(label: "second", key: "never read")],
            notes: ["one", "two \u{0}"])
        let text = scenario.jsonText()
        #expect(try Scenario(json: text) == scenario)
        #expect(try Scenario(json: text).jsonText() == text)
        #expect(runOutput(try LoadedScenario(json: text)) == runOutput(try scenario.loaded()))
    }

    // MARK: The two readers agree

    @Test(arguments: 0..<40)
    func fastLoaderAgreesWithThePlainValue(seed: Int) throws {
        var generator = ScenarioJSONGenerator(seed: UInt64(seed))
        let scenario = generator.scenario()
        let texts = [scenario.jsonText(), generator.scrambledJSON(scenario)]
        let reference = try scenario.loaded()
        for text in texts {
            #expect(try Scenario(json: text) == scenario)
            let loaded = try LoadedScenario(json: text)
            let viaValue = try Scenario(json: text).loaded()
            for format in RunFormat.allCases {
                let output = runOutput(loaded, format: format)
                #expect(output == runOutput(viaValue, format: format))
                #expect(output == runOutput(reference, format: format))
            }
        }
    }
}

/// Random scenarios and random spellings of their JSON form, from a seed.
struct ScenarioJSONGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
    }

    /// SplitMix64.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    private static let spellings = ["", "é", "😀", "\"", "\\", "\n", "\u{1}", "/", " ", "Ж"]

    /// A name made unique by `number`, sometimes with characters that need escaping or are not ASCII.
    mutating func name(_ prefix: String, _ number: Int) -> String {
        below(4) == 0 ? "\(prefix)\(Self.spellings[below(Self.spellings.count)])\(number)" : "\(prefix)\(number)"
    }

    /// A valid tree: each view's parent comes earlier; keys drawn from a small pool.
    mutating func scenario() -> Scenario {
        let viewCount = 1 + below(60)
        let keyCount = 1 + below(12)
        let keys = (0..<keyCount).map { name("k", $0) }
        var nodes: [Scenario.Node] = []
        for view in 0..<viewCount {
            let parent = view == 0 || below(8) == 0 ? nil : nodes[max(0, view - 1 - below(5))].name
            let reads = (0..<below(5)).map { _ in keys[below(keyCount)] }
            nodes.append(
                Scenario.Node(
                    name: name("V", view), parent: parent, reads: reads,
                    type: below(3) == 0 ? "T\(view)" : nil, file: below(3) == 0 ? "F\(view).swift" : nil,
                    line: below(3) == 0 ? below(10_000) : nil))
        }
        var storage: [Scenario.Entry] = []
        for key in keys where below(5) != 0 {
            let kind: Storage
            switch below(9) {
            case 0: kind = .environment
            case 1: kind = .model(object: name("Store", below(3)))
            case 2: kind = .state(owner: name("Gone", below(3)))
            case 3: kind = .focusState(owner: nodes[below(viewCount)].name)
            case 4: kind = .gestureState(owner: nodes[below(viewCount)].name)
            case 5: kind = .appStorage(key: name("k", below(3)))
            case 6: kind = .sceneStorage(key: name("k", below(3)))
            case 7: kind = .query(owner: nodes[below(viewCount)].name)
            default: kind = .state(owner: nodes[below(viewCount)].name)
            }
            storage.append(.init(key: key, storage: kind))
        }
        let changes = (0..<below(6)).map { change in
            Scenario.Change(label: name("c", change), key: below(6) == 0 ? "unknown" : keys[below(keyCount)])
        }
        let notes = (0..<below(3)).map { name("note ", $0) }
        return Scenario(storage: storage, nodes: nodes, changes: changes, notes: notes)
    }

    /// The scenario's JSON form with keys in random order, random whitespace, optional
    /// fields spelled out as `null`, a random `column`, and characters escaped at random.
    mutating func scrambledJSON(_ scenario: Scenario) -> String {
        var members: [String] = []
        members.append(
            key("storage")
                + object(
                    scenario.storage.map { entry in
                        let value: String
                        switch entry.storage {
                        case .state(let owner): value = object([key("state") + object([key("owner") + string(owner)])])
                        case .model(let store): value = object([key("model") + object([key("object") + string(store)])])
                        case .environment: value = object([key("environment") + object([])])
                        case .focusState(let owner):
                            value = object([key("focusState") + object([key("owner") + string(owner)])])
                        case .gestureState(let owner):
                            value = object([key("gestureState") + object([key("owner") + string(owner)])])
                        case .appStorage(let name): value = object([key("appStorage") + object([key("key") + string(name)])])
                        case .sceneStorage(let name):
                            value = object([key("sceneStorage") + object([key("key") + string(name)])])
                        case .query(let owner): value = object([key("query") + object([key("owner") + string(owner)])])
                        }
                        return key(entry.key) + value
                    }, shuffled: false))
        members.append(
            key("nodes")
                + array(
                    scenario.nodes.map { node in
                        var fields = [key("name") + string(node.name)]
                        if let parent = node.parent {
                            fields.append(key("parent") + string(parent))
                        } else if below(2) == 0 {
                            fields.append(key("parent") + "null")
                        }
                        if !node.reads.isEmpty || below(2) == 0 {
                            fields.append(key("reads") + array(node.reads.map { string($0) }))
                        }
                        fields.append(key("type") + (node.type.map { string($0) } ?? "null"))
                        if let file = node.file { fields.append(key("file") + string(file)) }
                        if let line = node.line { fields.append(key("line") + String(line)) }
                        if below(2) == 0 { fields.append(key("column") + String(below(200))) }
                        return object(fields)
                    }))
        if !scenario.changes.isEmpty || below(2) == 0 {
            members.append(
                key("changes")
                    + array(scenario.changes.map { object([key("label") + string($0.label), key("key") + string($0.key)]) }))
        }
        if !scenario.notes.isEmpty || below(2) == 0 {
            members.append(key("notes") + array(scenario.notes.map { string($0) }))
        }
        return space() + object(members) + space()
    }

    private mutating func space() -> String {
        ["", " ", "\n", "\t", "\r\n", "  "][below(6)]
    }

    private mutating func key(_ text: String) -> String {
        string(text) + space() + ":" + space()
    }

    private mutating func object(_ members: [String], shuffled: Bool = true) -> String {
        var members = members
        if shuffled {
            for index in members.indices.reversed() { members.swapAt(index, below(index + 1)) }
        }
        return "{" + space() + members.joined(separator: space() + "," + space()) + space() + "}"
    }

    private mutating func array(_ elements: [String]) -> String {
        "[" + space() + elements.joined(separator: space() + "," + space()) + space() + "]"
    }

    /// A JSON string literal, each character escaped with some chance (always when JSON requires it).
    private mutating func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if mustEscape || below(5) == 0 {
                switch scalar {
                case "\"": literal += "\\\""
                case "\\": literal += "\\\\"
                case "/" where below(2) == 0: literal += "\\/"
                case "\n" where below(2) == 0: literal += "\\n"
                default:
                    var units: [UInt32] = []
                    if scalar.value >= 0x10000 {
                        let offset = scalar.value - 0x10000
                        units = [0xD800 + (offset >> 10), 0xDC00 + (offset & 0x3FF)]
                    } else {
                        units = [scalar.value]
                    }
                    for unit in units {
                        let hex = String(unit, radix: 16, uppercase: below(2) == 0)
                        literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                }
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

extension String {
    /// The string with `"` escaped and every non-ASCII scalar written as `\u` escapes.
    fileprivate func replacingEscapes() -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == "\"" {
                result += "\\\""
            } else if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result
    }
}
