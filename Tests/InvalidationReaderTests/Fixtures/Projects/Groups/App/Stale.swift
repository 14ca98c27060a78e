import SwiftUI

/// Left on disk, in the group tree, in no Sources phase.
struct StaleView: View {
    @ObservedObject var model = Model()

    var body: some View {
        Text(model.name)
    }
}
