import Foundation

/// A package of books, as the app's models call it.
public protocol Package: Identifiable {
    var name: String { get }
}
