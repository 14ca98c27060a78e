import SwiftUI

final class Servers: ObservableObject {
    @Published var selected = "alpha"
}
