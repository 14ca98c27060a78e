import SwiftUI

struct WidgetView: View {
    var entity: Entity

    var body: some View {
        VStack {
            Text(entity.name)
            Badge(count: 1)
        }
    }
}
