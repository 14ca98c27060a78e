import InvalidationReader
import Testing

/// What a scan of the text skips and takes for a name.
@Suite struct SourceBytesTests {
    /// Where the comment or string starting at `offset` of `text` ends.
    private func end(_ text: String, at offset: Int) -> Int? {
        var text = text
        return text.withUTF8 { SourceBytes.endOfCommentOrString(in: $0, at: offset) }
    }

    @Test func commentsAndStringsEndWhereSwiftEndsThem() {
        #expect(end("a // b\nc", at: 2) == 6)
        #expect(end("a /* b */ c", at: 2) == 9)
        #expect(end(#"x = "a\"b" + c"#, at: 4) == 10)
        // An unclosed block comment or string ends with the text or its line.
        #expect(end("/* open", at: 0) == 7)
        #expect(end("\"open\nnext", at: 0) == 6)
        #expect(end("a / b", at: 2) == nil)
    }

    @Test func namesAreLettersDigitsUnderscoresAndNonASCII() {
        #expect("aZ9_é".utf8.allSatisfy(SourceBytes.isIdentifier))
        #expect(!" .:(".utf8.contains(where: SourceBytes.isIdentifier))
    }
}
