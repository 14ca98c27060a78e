import Invalidation
import Testing

/// The error reading `text` as a graph throws, if any.
private func readError(_ text: String, file: String? = "app.graph.json") -> InvalidationError? {
    do throws(InvalidationError) {
        _ = try ViewGraph(json: Array(text.utf8), file: file)
        return nil
    } catch {
        return error
    }
}

/// A graph that uses every field of the form: each view kind, read and input locations
/// with and without a file, identity components with and without form and value, a
/// container, a binding, every storage kind, several roots and notes, names that need
/// escaping, and views with and without a target.
private let everyField = ViewGraph(
    storage: [
        Scenario.Entry(key: "Inbox.unread", storage: .state(owner: "Inbox")),
        Scenario.Entry(key: "Mailbox.count", storage: .model(object: "Mailbox")),
        Scenario.Entry(key: #"\.colorScheme"#, storage: .environment),
        Scenario.Entry(key: "Inbox.search", storage: .focusState(owner: "Inbox")),
        Scenario.Entry(key: "Inbox.drag", storage: .gestureState(owner: "Inbox")),
        Scenario.Entry(key: "AppStorage.theme", storage: .appStorage(key: "theme")),
        Scenario.Entry(key: "SceneStorage.tab", storage: .sceneStorage(key: "tab")),
        Scenario.Entry(key: "Inbox.messages", storage: .query(owner: "Inbox")),
    ],
    views: [
        ViewGraph.View(
            name: "MailApp", kind: .app, location: SourceLocation(file: "App.swift", line: 3, column: 8),
            target: "Mail App"),
        ViewGraph.View(name: "MainScene", kind: .scene),
        ViewGraph.View(
            name: "Inbox", kind: .view, location: SourceLocation(file: "Inbox.swift", line: 10, column: 8),
            reads: [
                ViewGraph.Read("Inbox.unread", at: SourceLocation(file: "Inbox.swift", line: 14, column: 20)),
                ViewGraph.Read(#"\.colorScheme"#, at: SourceLocation(line: 15, column: 9)),
                ViewGraph.Read("AppStorage.theme"),
            ]),
        ViewGraph.View(
            name: "Card",
            inputs: [ViewGraph.Read("content", at: SourceLocation(file: "Card.swift", line: 4, column: 30))],
            environment: ["Mailbox"]),
        ViewGraph.View(name: "Row \"quoted\"", inputs: [ViewGraph.Read("title"), ViewGraph.Read("isOn")]),
        ViewGraph.View(name: "Bold", kind: .modifier),
        ViewGraph.View(name: "Bar", kind: .toolbar),
        ViewGraph.View(name: "Menus", kind: .commands),
        ViewGraph.View(name: "Pill", kind: .style),
    ],
    edges: [
        ViewGraph.Edge(from: 0, to: 1),
        ViewGraph.Edge(
            from: 1, to: 2, location: SourceLocation(file: "App.swift", line: 6, column: 13),
            identity: [IdentityComponent(kind: .tab, source: "TabView")]),
        ViewGraph.Edge(
            from: 2, to: 3, location: SourceLocation(line: 20, column: 13),
            identity: [
                IdentityComponent(kind: .branch, source: "if", value: "unread > 0"),
                IdentityComponent(kind: .sheet, source: "sheet", form: "item", value: "$order"),
            ],
            arguments: [
                ViewGraph.Argument(parameter: "content", fills: ["content"], keys: ["Inbox.unread"], isComparable: false)
            ],
            injections: [
                ViewGraph.Injection(entry: "Mailbox", keys: ["Inbox.mailbox"]),
                ViewGraph.Injection(entry: #"\.accent"#, inputs: ["tint"]),
            ]),
        ViewGraph.Edge(
            from: 2, to: 4, location: SourceLocation(file: "Inbox.swift", line: 21, column: 17),
            identity: [IdentityComponent(kind: .row, source: "ForEach", form: #"\.id"#, value: "messages")],
            arguments: [
                ViewGraph.Argument(parameter: "title", fills: ["title"], keys: ["Mailbox.count"], inputs: ["subject"]),
                ViewGraph.Argument(parameter: "isOn", fills: ["isOn"], keys: ["Inbox.unread"], isBinding: true),
                ViewGraph.Argument(parameter: "seed", fills: []),
            ],
            container: 2),
        ViewGraph.Edge(from: 0, to: 8),
    ],
    roots: [0, 5, 6, 7],
    notes: ["Inbox.swift:30:5: note: the type of 'store' is not known [unknown-type]"])

/// The graph's JSON form, `invalidation-graph/1`: a graph with every field reads back equal
/// to itself, each malformed input fails with a message at its line and column, and the
/// form is told apart from a scenario.
@Suite struct ViewGraphJSONTests {
    @Test func aGraphWithEveryFieldReadsBackEqual() throws {
        let text = everyField.jsonText()
        let read = try ViewGraph(json: Array(text.utf8), file: "every.json")
        #expect(read == everyField)
        #expect(read.jsonText() == text)
        // Every storage kind and view kind is in the written form.
        for storage in [
            "state", "model", "environment", "focusState", "gestureState", "appStorage", "sceneStorage", "query",
        ] {
            #expect(text.contains("{\"\(storage)\": "), "\(storage)")
        }
        for kind in ViewGraph.ViewKind.allCases {
            #expect(text.contains("\"kind\": \"\(kind.rawValue)\""), "\(kind)")
        }
        #expect(text.contains("\"kind\": \"app\",\n      \"target\": \"Mail App\",\n      \"file\": \"App.swift\""))
        #expect(text.components(separatedBy: "\"target\"").count == 2)
    }

    @Test func writtenFormOfOneEdge() {
        let graph = ViewGraph(
            storage: [Scenario.Entry(key: "A.flag", storage: .state(owner: "A"))],
            views: [
                ViewGraph.View(name: "A", reads: [ViewGraph.Read("A.flag", at: SourceLocation(line: 3, column: 9))]),
                ViewGraph.View(name: "B"),
            ],
            edges: [
                ViewGraph.Edge(
                    from: 0, to: 1, location: SourceLocation(file: "A.swift", line: 4, column: 13),
                    identity: [IdentityComponent(kind: .branch, source: "if", value: "flag")],
                    arguments: [
                        ViewGraph.Argument(parameter: "isOn", fills: ["isOn"], keys: ["A.flag"], isBinding: true)
                    ])
            ],
            roots: [0])
        #expect(
            graph.jsonText() == """
                {
                  "format": "invalidation-graph/1",
                  "storage": {"A.flag": {"state": {"owner": "A"}}},
                  "views": [
                    {
                      "name": "A",
                      "kind": "view",
                      "reads": [
                        {"key": "A.flag", "line": 3, "column": 9}
                      ],
                      "inputs": []
                    },
                    {"name": "B", "kind": "view", "reads": [], "inputs": []}
                  ],
                  "edges": [
                    {
                      "from": "A",
                      "to": "B",
                      "file": "A.swift",
                      "line": 4,
                      "column": 13,
                      "identity": [
                        {"kind": "branch", "source": "if", "value": "flag"}
                      ],
                      "arguments": [
                        {"parameter": "isOn", "fills": ["isOn"], "keys": ["A.flag"], "inputs": [], "binding": true, "comparable": true}
                      ]
                    }
                  ],
                  "roots": ["A"],
                  "notes": []
                }

                """)
    }

    @Test func anUnknownMemberIsNamedWhereItIs() {
        let text = """
            {
              "format": "invalidation-graph/1",
              "views": [
                {"name": "A", "colour": "red"}
              ]
            }
            """
        #expect(
            readError(text)
                == .malformedInput(
                    "unknown member 'colour' in a view; expected column, environment, file, inputs, kind, line, name, reads, target",
                    at: SourceLocation(file: "app.graph.json", line: 4, column: 19)))
    }

    /// A place is a line, with a file and a column when known: a file or a column without
    /// a line is refused, not dropped.
    @Test func aPlaceWithoutItsLineIsRefused() {
        let text = """
            {
              "format": "invalidation-graph/1",
              "views": [
                {"name": "A", "file": "A.swift", "column": 8}
              ]
            }
            """
        #expect(
            readError(text)
                == .malformedInput(
                    "'line' of view 'A' is missing: a place needs its line",
                    at: SourceLocation(file: "app.graph.json", line: 4, column: 27)))
    }

    @Test func aMissingFormatIsReportedAtTheDocument() {
        let text = """

              {"views": [{"name": "A"}]}
            """
        #expect(
            readError(text, file: nil)
                == .malformedInput("missing 'format'", at: SourceLocation(line: 2, column: 3)))
    }

    @Test func anotherVersionOfTheFormIsRefused() {
        let text = """
            {
              "format": "invalidation-graph/2",
              "views": []
            }
            """
        #expect(
            readError(text)
                == .malformedInput(
                    "unknown format 'invalidation-graph/2'; this version reads 'invalidation-graph/1'",
                    at: SourceLocation(file: "app.graph.json", line: 2, column: 13)))
    }

    @Test func anEdgeNamingAnUnknownViewIsRefused() {
        let text = """
            {
              "format": "invalidation-graph/1",
              "views": [{"name": "A"}],
              "edges": [
                {"from": "A", "to": "Ghost"}
              ]
            }
            """
        #expect(
            readError(text)
                == .malformedInput(
                    "'Ghost' is not a view of the graph",
                    at: SourceLocation(file: "app.graph.json", line: 5, column: 25)))
    }

    @Test func aBadStorageShapeIsRefused() {
        let shape =
            "storage for 'A.flag' must be one of {\"state\": {\"owner\": …}}, {\"model\": {\"object\": …}}, "
            + "{\"environment\": {}}, {\"focusState\": {\"owner\": …}}, {\"gestureState\": {\"owner\": …}}, "
            + "{\"appStorage\": {\"key\": …}}, {\"sceneStorage\": {\"key\": …}}, {\"query\": {\"owner\": …}}"
        let wrongInnerName = """
            {
              "format": "invalidation-graph/1",
              "storage": {
                "A.flag": {"state": {"object": "A"}}
              },
              "views": []
            }
            """
        #expect(
            readError(wrongInnerName)
                == .malformedInput(shape, at: SourceLocation(file: "app.graph.json", line: 4, column: 25)))
        let twoKinds = """
            {"format": "invalidation-graph/1", "storage": {"A.flag": {"state": {"owner": "A"}, "environment": {}}}, "views": []}
            """
        #expect(
            readError(twoKinds)
                == .malformedInput(shape, at: SourceLocation(file: "app.graph.json", line: 1, column: 58)))
        let environmentWithMembers = """
            {"format": "invalidation-graph/1", "storage": {"A.flag": {"environment": {"key": "x"}}}, "views": []}
            """
        #expect(
            readError(environmentWithMembers)
                == .malformedInput(shape, at: SourceLocation(file: "app.graph.json", line: 1, column: 74)))
    }

    @Test func aListOfTheWrongKindIsRefused() {
        let edgesObject = """
            {"format": "invalidation-graph/1", "views": [{"name": "A"}], "edges": {"from": "A", "to": "A"}}
            """
        #expect(
            readError(edgesObject)
                == .malformedInput(
                    "expected an array for 'edges'", at: SourceLocation(file: "app.graph.json", line: 1, column: 71)))
        let rootsString = """
            {"format": "invalidation-graph/1", "views": [{"name": "A"}], "roots": "A"}
            """
        #expect(
            readError(rootsString)
                == .malformedInput(
                    "expected an array for 'roots'", at: SourceLocation(file: "app.graph.json", line: 1, column: 71)))
        let identityObject = """
            {"format": "invalidation-graph/1", "views": [{"name": "A"}], "edges": [{"from": "A", "to": "A", "identity": {"kind": "tab"}}]}
            """
        #expect(
            readError(identityObject)
                == .malformedInput(
                    "expected an array for 'identity' of an edge",
                    at: SourceLocation(file: "app.graph.json", line: 1, column: 109)))
        let argumentsString = """
            {"format": "invalidation-graph/1", "views": [{"name": "A"}], "edges": [{"from": "A", "to": "A", "arguments": "x"}]}
            """
        #expect(
            readError(argumentsString)
                == .malformedInput(
                    "expected an array for 'arguments' of an edge",
                    at: SourceLocation(file: "app.graph.json", line: 1, column: 110)))
    }

    @Test func aContainerMustBeAnEarlierEdgeOfTheSameView() {
        func edges(_ list: String) -> String {
            #"{"format": "invalidation-graph/1", "views": [{"name": "A"}, {"name": "B"}], "edges": ["# + list + "]}"
        }
        let message = "'container' must name an earlier edge from the same view"
        // Itself: the edge would be reached only through itself.
        #expect(
            readError(edges(#"{"from": "A", "to": "B", "container": 0}"#))
                == .malformedInput(message, at: SourceLocation(file: "app.graph.json", line: 1, column: 125)))
        // A later edge: two edges naming each other would never be reached.
        #expect(
            readError(edges(#"{"from": "A", "to": "B", "container": 1}, {"from": "A", "to": "B", "container": 0}"#))
                == .malformedInput(message, at: SourceLocation(file: "app.graph.json", line: 1, column: 125)))
        // An edge of another view: the content is written in the creator's own body.
        #expect(
            readError(edges(#"{"from": "A", "to": "B"}, {"from": "B", "to": "A", "container": 0}"#))
                == .malformedInput(message, at: SourceLocation(file: "app.graph.json", line: 1, column: 151)))
        #expect(readError(edges(#"{"from": "A", "to": "B"}, {"from": "A", "to": "B", "container": 0}"#)) == nil)
    }

    @Test func theGraphFormIsToldApartFromAScenario() {
        #expect(ViewGraph.isGraphJSON(Array(everyField.jsonText().utf8)))
        #expect(ViewGraph.isGraphJSON(Array("\u{FEFF}{ \"format\" : \"invalidation-graph/1\", \"views\": []}".utf8)))
        let scenario = """
            {
              "storage": {"tapCount": {"state": {"owner": "CounterCard"}}},
              "nodes": [{"name": "CounterCard", "parent": null, "reads": ["tapCount"]}]
            }
            """
        #expect(!ViewGraph.isGraphJSON(Array(scenario.utf8)))
        #expect(!ViewGraph.isGraphJSON(Array(#"{"nodes": [], "format": "invalidation-graph/1"}"#.utf8)))
        #expect(!ViewGraph.isGraphJSON([]))
    }
}
