import Testing

struct GroupsTests {
    @Test func nothing() {}
}
