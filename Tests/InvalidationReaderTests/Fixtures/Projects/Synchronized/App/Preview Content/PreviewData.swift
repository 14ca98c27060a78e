import Foundation

enum PreviewData {
    static let name = "preview"
}
