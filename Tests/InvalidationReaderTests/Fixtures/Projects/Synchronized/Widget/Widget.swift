import SwiftUI

struct WidgetView: View {
    var entity: Entity

    var body: some View {
        Text(entity.name)
    }
}
