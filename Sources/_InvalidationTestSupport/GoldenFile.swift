import Foundation

/// Whole outputs compared with files kept under version control.
///
/// With `INVALIDATION_UPDATE_GOLDENS=1` in the environment, a golden file that differs
/// (or is missing) is rewritten, and the comparison still fails, saying so: a run that
/// recorded goldens never passes, so recording cannot hide a change.
public enum GoldenFile {
    /// Whether this run records golden files.
    public static let records = ProcessInfo.processInfo.environment["INVALIDATION_UPDATE_GOLDENS"] == "1"

    /// Compares `actual` with the golden file at `url`; returns `nil` when they match,
    /// else a sentence to fail the test with (after recording, in record mode).
    public static func mismatch(_ actual: String, file url: URL) -> String? {
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if let expected, Array(expected.utf8) == Array(actual.utf8) { return nil }
        if records {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                return "recorded \(url.path): check the change and run again without INVALIDATION_UPDATE_GOLDENS"
            } catch {
                return "cannot record \(url.path): \(error)"
            }
        }
        guard let expected else {
            return "\(url.path) is missing; run with INVALIDATION_UPDATE_GOLDENS=1 to record it:\n\(actual)"
        }
        let difference = TextDifference(actual: actual, expected: expected).map(String.init(describing:)) ?? ""
        return "\(url.lastPathComponent): \(difference)\nwhole output:\n\(actual)"
    }
}
