import SwiftUI
import MapKit
import ThirdPartyCharts

/// What the analyzer cannot see is noted, and left out of the model.
@CustomStyled
struct Dashboard: View {
    @State private var points: [Double] = []
    @State private var region = MKCoordinateRegion()
    @Persisted("zoom") private var zoom = 1.0
    @Environment(Dashboard.settingKey) private var setting
    let footer: AnyView

    var body: some View {
        VStack {
            ThirdPartyChart(points: points)
            AnyView(Text("Wrapped"))
            #dashboardHeader
            footer
            Card(content: { Text("\(points.count)") })
                .onVisible { points.removeAll() }
            LiveSlider(value: $region.span.latitudeDelta)
        }
    }
}
