import Testing

@testable import InvalidationCLI

@Suite struct SuggestionUnitTests {
    @Test(arguments: [
        ("", "", 0), ("lint", "lint", 0), ("lnt", "lint", 1), ("lint", "", 4), ("", "run", 3),
        ("kitten", "sitting", 3), ("formt", "format", 1), ("analyse", "analyze", 1), ("ab", "ba", 2),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
        #expect(Suggestion.editDistance(b, a) == distance)
    }

    @Test func theFewestEditsWinThenTheEarlierName() {
        #expect(Suggestion.closest(to: "rn", among: ["ruin", "rm"]) == "rm")
        #expect(Suggestion.closest(to: "rn", among: ["run", "rm"]) == "run")
        #expect(Suggestion.closest(to: "ru", among: ["rule", "run"]) == "run")
        #expect(Suggestion.closest(to: "lis", among: ["list-rules", "lint"]) == "lint")
        #expect(Suggestion.closest(to: "s", among: ["strict", "simulate"]) == "strict")
        #expect(Suggestion.closest(to: "frobnicate", among: ["run", "lint"]) == nil)
        #expect(Suggestion.closest(to: "", among: ["run"]) == nil)
    }
}
