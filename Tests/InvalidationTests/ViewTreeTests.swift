import Invalidation
import Testing

/// The course line for one change, through the course-compatible tree.
private func line(_ tree: ViewTree, _ label: String = "changed", key: String) -> String {
    var buffer = ByteBuffer()
    tree.write(label, key: key, to: &buffer)
    return buffer.string
}

private let dashboard = [
    ViewNode("DashboardView", parent: nil, reads: ["tapCount"]),
    ViewNode("CounterCard", parent: "DashboardView", reads: ["tapCount"]),
    ViewNode("StatusLabel", parent: "DashboardView", reads: []),
]

@Suite struct CauseTests {
    @Test func ownerReadingItsOwnStateIsLocal() {
        let tree = ViewTree(nodes: dashboard, storage: ["tapCount": .state(owner: "DashboardView")])
        #expect(tree.cause(of: dashboard[0], key: "tapCount") == "local")
    }

    @Test func descendantOfTheOwnerIsParentAtAnyDepth() {
        let nodes = [
            ViewNode("Root", parent: nil, reads: []),
            ViewNode("Middle", parent: "Root", reads: []),
            ViewNode("Leaf", parent: "Middle", reads: ["flag"]),
        ]
        let tree = ViewTree(nodes: nodes, storage: ["flag": .state(owner: "Root")])
        #expect(tree.cause(of: nodes[2], key: "flag") == "parent")
        #expect(line(tree, key: "flag") == "changed: flag changed | recomputed Leaf parent | skipped Root,Middle\n")
    }

    @Test func modelAndEnvironmentIgnorePosition() {
        let nodes = [ViewNode("A", parent: nil, reads: ["m", "e"]), ViewNode("B", parent: nil, reads: ["m", "e"])]
        let tree = ViewTree(nodes: nodes, storage: ["m": .model(object: "A"), "e": .environment])
        #expect(line(tree, key: "m") == "changed: m changed | recomputed A observed, B observed | skipped none\n")
        #expect(line(tree, key: "e") == "changed: e changed | recomputed A environment, B environment | skipped none\n")
    }

    @Test func siblingOwnerIsOffRule() {
        let nodes = [
            ViewNode("DashboardView", parent: nil, reads: []),
            ViewNode("CounterCard", parent: "DashboardView", reads: ["tapCount"]),
            ViewNode("ResetButton", parent: "DashboardView", reads: ["tapCount"]),
        ]
        let tree = ViewTree(nodes: nodes, storage: ["tapCount": .state(owner: "CounterCard")])
        #expect(tree.cause(of: nodes[2], key: "tapCount") == "off-rule")
    }

    @Test func descendantOwnerIsOffRuleForItsAncestor() {
        let nodes = [ViewNode("Parent", parent: nil, reads: ["x"]), ViewNode("Child", parent: "Parent", reads: [])]
        let tree = ViewTree(nodes: nodes, storage: ["x": .state(owner: "Child")])
        #expect(tree.cause(of: nodes[0], key: "x") == "off-rule")
    }

    @Test func ownerThatIsNoViewIsOffRule() {
        let nodes = [ViewNode("A", parent: nil, reads: ["x"])]
        let tree = ViewTree(nodes: nodes, storage: ["x": .state(owner: "Elsewhere")])
        #expect(line(tree, key: "x") == "changed: x changed | recomputed A off-rule | skipped none\n")
    }

    @Test func keyWithoutStorageIsOutOfScope() {
        let nodes = [ViewNode("A", parent: nil, reads: ["x"]), ViewNode("B", parent: "A", reads: [])]
        let tree = ViewTree(nodes: nodes, storage: [:])
        #expect(tree.cause(of: nodes[0], key: "x") == "out-of-scope")
        #expect(line(tree, "t", key: "x") == "t: x changed | recomputed A out-of-scope | skipped B\n")
    }

    /// The course classifies by name: a node's own `parent` field is not consulted,
    /// only the tree's view of that name, and a name equal to the owner is local.
    @Test func causeLooksTheViewUpByName() {
        let tree = ViewTree(nodes: dashboard, storage: ["tapCount": .state(owner: "DashboardView")])
        let stranger = ViewNode("Stranger", parent: "DashboardView", reads: ["tapCount"])
        #expect(tree.cause(of: stranger, key: "tapCount") == "off-rule")
        let impostor = ViewNode("CounterCard", parent: nil, reads: [])
        #expect(tree.cause(of: impostor, key: "tapCount") == "parent")
        let outsideOwner = ViewNode("DashboardView", parent: "Nowhere", reads: [])
        #expect(tree.cause(of: outsideOwner, key: "tapCount") == "local")
    }

    @Test func stateKeyReadByOwnerNotInTreeStillComparesNames() {
        let tree = ViewTree(nodes: [], storage: ["k": .state(owner: "Ghost")])
        #expect(tree.cause(of: ViewNode("Ghost", parent: nil, reads: []), key: "k") == "local")
        #expect(tree.cause(of: ViewNode("Other", parent: nil, reads: []), key: "k") == "off-rule")
    }
}

@Suite struct CourseLineTests {
    @Test func recomputedAreInNodeOrderWhateverTheReadOrder() {
        let nodes = [
            ViewNode("Z", parent: nil, reads: ["k", "a", "b"]),
            ViewNode("A", parent: "Z", reads: ["b", "k"]),
            ViewNode("M", parent: "Z", reads: ["k"]),
        ]
        let tree = ViewTree(nodes: nodes, storage: ["k": .environment])
        #expect(line(tree, key: "k") == "changed: k changed | recomputed Z environment, A environment, M environment | skipped none\n")
    }

    @Test func noneOnBothSidesOfAnEmptyTree() {
        let tree = ViewTree(nodes: [], storage: [:])
        #expect(line(tree, key: "k") == "changed: k changed | recomputed none | skipped none\n")
        #expect(tree.change("changed", key: "k").isEmpty)
    }

    @Test func keyNobodyReadsSkipsEveryView() {
        let tree = ViewTree(nodes: dashboard, storage: ["other": .environment])
        #expect(line(tree, key: "other") == "changed: other changed | recomputed none | skipped DashboardView,CounterCard,StatusLabel\n")
    }

    /// Recomputed views are joined with ", ", skipped ones with "," and no space: the course's format.
    @Test func separatorsDifferBetweenTheTwoLists() {
        let nodes = [
            ViewNode("A", parent: nil, reads: ["k"]), ViewNode("B", parent: "A", reads: []),
            ViewNode("C", parent: "A", reads: ["k"]), ViewNode("D", parent: "A", reads: []),
        ]
        let tree = ViewTree(nodes: nodes, storage: ["k": .state(owner: "A")])
        #expect(line(tree, "go", key: "k") == "go: k changed | recomputed A local, C parent | skipped B,D\n")
    }

    @Test func labelsAndNamesArePrintedAsGiven() {
        let nodes = [ViewNode("Row, 1", parent: nil, reads: ["a|b"])]
        let tree = ViewTree(nodes: nodes, storage: ["a|b": .environment])
        #expect(line(tree, "drag: 10%", key: "a|b") == "drag: 10%: a|b changed | recomputed Row, 1 environment | skipped none\n")
    }

    @Test func changeReturnsTheRecomputationsInNodeOrder() {
        let tree = ViewTree(nodes: dashboard, storage: ["tapCount": .state(owner: "DashboardView")])
        #expect(tree.change("tapped", key: "tapCount") == [
            Recompute(view: "DashboardView", cause: "local"), Recompute(view: "CounterCard", cause: "parent"),
        ])
    }

    /// Swift's `String` equality is canonical equivalence; the course's `Set` and
    /// dictionary lookups follow it, and so does the index.
    @Test func canonicallyEquivalentSpellingsAreOneKey() {
        let nodes = [ViewNode("Caf\u{E9}", parent: nil, reads: ["\u{212A}ey"])]
        let tree = ViewTree(nodes: nodes, storage: ["Key": .state(owner: "Cafe\u{301}")])
        #expect(line(tree, key: "Key") == "changed: Key changed | recomputed Caf\u{E9} local | skipped none\n")
    }
}

@Suite struct AncestorTests {
    @Test func ancestorsNearestFirst() {
        let nodes = [
            ViewNode("Leaf", parent: "Middle", reads: []), ViewNode("Middle", parent: "Root", reads: []),
            ViewNode("Root", parent: nil, reads: []),
        ]
        let tree = ViewTree(nodes: nodes, storage: [:])
        #expect(tree.ancestors(of: "Leaf") == ["Middle", "Root"])
        #expect(tree.ancestors(of: "Root") == [])
        #expect(tree.ancestors(of: "Unknown") == [])
    }

    /// The course returns each ancestor as the `parent` field spells it, which may
    /// differ in bytes from the view's own name while being equal as a `String`.
    @Test func ancestorsAreSpelledAsTheParentFieldsSpellThem() {
        let nodes = [ViewNode("\u{212A}Root", parent: nil, reads: []), ViewNode("Child", parent: "KRoot", reads: [])]
        let tree = ViewTree(nodes: nodes, storage: [:])
        #expect(tree.ancestors(of: "Child").map { Array($0.utf8) } == [Array("KRoot".utf8)])
    }
}

@Suite struct CountTests {
    @Test func onlyTheFourCausesAreCounted() {
        let recomputes = [
            Recompute(view: "A", cause: "local"), Recompute(view: "B", cause: "parent"),
            Recompute(view: "C", cause: "parent"), Recompute(view: "D", cause: "off-rule"),
            Recompute(view: "E", cause: "out-of-scope"), Recompute(view: "F", cause: "Local"),
            Recompute(view: "G", cause: "environment"),
        ]
        #expect(CauseCounts(recomputes) == CauseCounts(local: 1, parent: 2, observed: 0, environment: 1))
        var buffer = ByteBuffer()
        CourseText.writeCounts(CauseCounts(recomputes), to: &buffer)
        #expect(buffer.string == "local: 1\nparent: 2\nobserved: 0\nenvironment: 1\n")
    }
}

@Suite struct StructuredOutcomeTests {
    @Test func outcomeListsRecomputedAndSkippedViews() {
        let tree = ViewTree(nodes: dashboard, storage: ["tapCount": .state(owner: "DashboardView")])
        let outcome = tree.outcome("tapped", key: "tapCount")
        #expect(outcome.recomputed == [.init(view: "DashboardView", cause: .local), .init(view: "CounterCard", cause: .parent)])
        #expect(outcome.skipped == ["StatusLabel"])
        #expect(outcome.counts == CauseCounts(local: 1, parent: 1))
        var text = ""
        outcome.write(to: &text)
        #expect(text == line(tree, "tapped", key: "tapCount"))
    }
}

@Suite struct ValidationTests {
    @Test func duplicateNamesAreRejected() {
        let nodes = [ViewNode("A", parent: nil, reads: []), ViewNode("A", parent: nil, reads: [])]
        #expect(throws: ModelProblem.duplicateView(name: "A", first: 0, second: 1)) {
            try ViewTree(validating: nodes, storage: [:])
        }
    }

    @Test func parentThatNamesNoViewIsRejected() {
        let nodes = [ViewNode("A", parent: nil, reads: []), ViewNode("B", parent: "Ghost", reads: [])]
        #expect(throws: ModelProblem.unknownParent(view: "B", parent: "Ghost", node: 1)) {
            try ViewTree(validating: nodes, storage: [:])
        }
    }

    @Test func cyclesAreReportedFromTheirEarliestView() {
        let nodes = [
            ViewNode("Root", parent: nil, reads: []), ViewNode("Tail", parent: "B", reads: []),
            ViewNode("A", parent: "C", reads: []), ViewNode("B", parent: "A", reads: []), ViewNode("C", parent: "B", reads: []),
        ]
        #expect(throws: ModelProblem.cycle(["A", "C", "B", "A"], node: 2)) {
            try ViewTree(validating: nodes, storage: [:])
        }
        #expect(ModelProblem.cycle(["A", "C", "B", "A"], node: 2).description == "parents form a cycle: A -> C -> B -> A")
    }

    @Test func aViewThatIsItsOwnParentIsACycle() {
        #expect(throws: ModelProblem.cycle(["Loop", "Loop"], node: 0)) {
            try ViewTree(validating: [ViewNode("Loop", parent: "Loop", reads: [])], storage: [:])
        }
    }

    @Test func theCourseInitializerStopsWithOneLineInsteadOfHanging() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ViewTree(nodes: [ViewNode("A", parent: "B", reads: []), ViewNode("B", parent: "A", reads: [])], storage: [:])
        }
    }
}
