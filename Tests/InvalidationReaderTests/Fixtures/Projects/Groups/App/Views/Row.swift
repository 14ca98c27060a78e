import SwiftUI

struct Row: View {
    var title: String
    var action: () -> Void

    var body: some View {
        Button(title, action: action)
    }
}
