import SwiftUI

public struct Badge: View {
    public var body: some View { Text("kit") }
}
