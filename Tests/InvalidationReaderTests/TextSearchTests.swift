import InvalidationReader
import Testing

/// Files that cannot hold a word are not walked token by token: the byte search that
/// decides it finds a word wherever it starts, and only where it is whole.
@Suite struct TextSearchTests {
    @Test func aWordIsFoundAtTheStartTheEndAndAfterAFalseStart() {
        #expect("PickerPreview()".holds("PickerPreview"))
        #expect("let v = PickerPreview".holds("PickerPreview"))
        #expect("PickPickerPreview".holds("PickerPreview"))
        #expect("Zé = ZéroView()".holds("ZéroView"))
    }

    @Test func aWordCutShortOrAbsentIsNotFound() {
        #expect(!"PickerPrevie".holds("PickerPreview"))
        #expect(!"".holds("A"))
        #expect(!"struct Other: View {}".holds("Picker"))
        #expect("anything".holds(""))
    }

    @Test func aRangeLimitsTheSearchToItsBytes() {
        let text = "func a() { Row() } func b() { Other() }"
        #expect(text.holds("Row", in: 9..<18))
        #expect(!text.holds("Row", in: 28..<39))
        #expect(!text.holds("Row()", in: 9..<14))
        #expect(!text.holds("Row", in: 100..<200))
    }

    @Test func wholeWordsAreFoundWhereNoIdentifierByteTouchesThem() {
        func offsets(_ word: String, in text: String) -> [Int] {
            var text = text
            return text.withUTF8 { $0.wordOffsets(Array(word.utf8)) }
        }
        #expect(offsets("route", in: "route = .route; reroute(route_x) .route") == [0, 9, 34])
        #expect(offsets("id", in: "case .id(let id): éid idé") == [6, 13])
        #expect(offsets("x", in: "") == [])
        #expect(offsets("", in: "x") == [])
        #expect(offsets("long", in: "lon") == [])
    }
}
