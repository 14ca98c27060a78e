import Testing

struct StoreTests {
    @Test func nothing() {}
}
