import Foundation

/// Files of this package, found from this source file's own path, for tests and
/// benchmarks that read fixtures and examples.
public enum PackageFiles {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The URL of `relativePath` under the package root.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The absolute path of `relativePath` under the package root.
    public static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }

    /// The text of the UTF-8 file at `relativePath` under the package root.
    public static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }
}
