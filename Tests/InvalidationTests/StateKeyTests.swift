import Invalidation
import Testing

/// A key is spelled one way, and taken apart one way.
@Suite struct StateKeyTests {
    @Test(arguments: [
        ("CounterCard.tapCount", "CounterCard", "tapCount"),
        ("Screen.Footer.isOpen", "Screen.Footer", "isOpen"),
        ("AppStorage.username", "AppStorage", "username"),
    ])
    func aMemberKeyIsItsOwnerAndProperty(text: String, owner: String, property: String) throws {
        let key = try #require(StateKey(text))
        #expect(key.owner == owner)
        #expect(key.property == property)
        #expect(key == StateKey(owner: owner, property: property))
        #expect(key.description == text)
    }

    @Test func anEnvironmentKeyHasNoOwner() throws {
        let key = try #require(StateKey("\\.colorScheme"))
        #expect(key.owner == nil)
        #expect(key.property == "colorScheme")
        #expect(key.description == "\\.colorScheme")
    }

    @Test(arguments: ["", "tapCount", ".tapCount", "Card.", "\\."])
    func textThatIsNoKeyIsNone(text: String) {
        #expect(StateKey(text) == nil)
    }
}
