import SwiftUI

struct ContentView: View {
    @State private var phoneCount = 0

    var body: some View {
        Badge(count: phoneCount)
    }
}
