import Other
import SwiftUI

struct TitleView: View {
    var other: Other.Model

    var body: some View {
        Text(other.title)
    }
}
