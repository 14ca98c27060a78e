import Core
import SwiftUI

@main
struct CounterApp: App {
    @State private var model = Model()

    var body: some Scene {
        WindowGroup {
            VStack {
                CounterView(model: model)
                TitleView(other: Other.Model())
                LabelView(label: Other.Label())
            }
        }
    }
}

struct CounterView: View {
    var model: Model

    var body: some View {
        Button("Count: \(model.count)") { model.count += 1 }
    }
}
