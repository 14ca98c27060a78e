import SwiftUI

struct OldShelf: View {
    var body: some View { Text("old") }
}
