import SwiftUI

public final class Provider: ObservableObject {
    public weak var host: AnyObject?

    public init() {}

    public func present() {}
}
