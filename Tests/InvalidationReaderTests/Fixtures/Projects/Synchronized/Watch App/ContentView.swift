import SwiftUI

struct ContentView: View {
    @State private var wristCount = 0

    var body: some View {
        Badge(count: wristCount)
    }
}
