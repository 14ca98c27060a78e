import SwiftUI

// Suppression comments spelt right: nothing is reported.
struct StepperCard: View {
    // invalidation:disable:next non_private_state
    @State var count = 0
    @State var step = 1 // invalidation:disable:this non_private_state, state_placement
    // invalidation:disable all
    @State var label = ""
    // invalidation:enable all

    var body: some View { Text("\(count) \(step) \(label)") }
}
