import SwiftUI

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastScreen()
        }
        #if os(macOS)
        Settings {
            UnitsSettings()
        }
        #endif
    }
}
