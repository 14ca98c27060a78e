import SwiftUI

struct Shelf: View {
    var store: Store

    var body: some View {
        List(store.items, id: \.self) { Text($0) }
    }
}
