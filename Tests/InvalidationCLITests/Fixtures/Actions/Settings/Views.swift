import SwiftUI

struct SettingsView: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
    }
}
