import SwiftUI

/// Left on disk, in no group at all.
struct OlderView: View {
    var body: some View { Text("old") }
}
