import SwiftUI

/// A stack of this module's own: a file that does not import Kit means SwiftUI's.
public struct HStack<Content: View>: View {
    @Environment(\.layoutDirection) private var direction
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        content.environment(\.layoutDirection, direction)
    }
}

struct Inset: ViewModifier {
    @Environment(\.dynamicTypeSize) private var size

    func body(content: Content) -> some View {
        content.padding(size.isAccessibilitySize ? 20 : 10)
    }
}

extension View {
    /// Seen only where Kit is loaded.
    public func padding() -> some View {
        modifier(Inset())
    }
}
