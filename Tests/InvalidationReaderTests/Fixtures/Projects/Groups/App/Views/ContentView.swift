import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
            Row(title: "Add") { count += 1 }
        }
    }
}
