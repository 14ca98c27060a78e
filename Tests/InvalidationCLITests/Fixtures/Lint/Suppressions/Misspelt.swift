import SwiftUI

// Each suppression comment below misspells its rule or its command, so none turns
// anything off: every finding is still reported, and so is every comment.
struct CounterCard: View {
    // invalidation:disable:next non_private_stat
    @State var tapCount = 0
    @State var step = 1 // invalidation:disable:this no_such_rule
    // invalidation:disable state_init_trp
    @State var label = ""
    // invalidation:enable state_init_trp
    // invalidation:disable:nxt non_private_state
    @State var title = ""
    // invalidation:disable:next
    @State var subtitle = ""
    // invalidation:disable:next non_private_state
    @State var hidden = false

    var body: some View { Text("\(tapCount) \(step) \(label) \(title) \(subtitle) \(hidden)") }
}
