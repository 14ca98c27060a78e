import SwiftUI

struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
    }
}
