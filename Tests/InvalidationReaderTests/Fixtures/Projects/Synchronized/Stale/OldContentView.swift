import SwiftUI

struct OldContentView: View {
    @ObservedObject var model = OldModel()

    var body: some View {
        Text(model.title)
    }
}

final class OldModel: ObservableObject {
    @Published var title = ""
}
