import Testing

struct ContentViewTests {
    @Test func nothing() {}
}
