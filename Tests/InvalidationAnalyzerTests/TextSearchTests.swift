@testable import InvalidationAnalyzer
import Testing

/// Files that cannot name a preview's view are not walked token by token: the byte search
/// that decides it finds a name wherever it starts, and only where it is whole.
@Suite struct TextSearchTests {
    @Test func aNameIsFoundAtTheStartTheEndAndAfterAFalseStart() {
        #expect(SourceModel.text("PickerPreview()", holds: "PickerPreview"))
        #expect(SourceModel.text("let v = PickerPreview", holds: "PickerPreview"))
        #expect(SourceModel.text("PickPickerPreview", holds: "PickerPreview"))
        #expect(SourceModel.text("Zé = ZéroView()", holds: "ZéroView"))
    }

    @Test func aNameCutShortOrAbsentIsNotFound() {
        #expect(!SourceModel.text("PickerPrevie", holds: "PickerPreview"))
        #expect(!SourceModel.text("", holds: "A"))
        #expect(!SourceModel.text("struct Other: View {}", holds: "Picker"))
        #expect(SourceModel.text("anything", holds: ""))
    }
}
