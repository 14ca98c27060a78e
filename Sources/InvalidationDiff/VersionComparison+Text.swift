import Invalidation
import InvalidationLint

extension VersionComparison {
    /// The comparison for a terminal: a summary line, then each section that has entries.
    ///
    ///     Feed → Feed2: 1 change recomputes more view instances, 0 fewer; 0 lint findings added, 0 fixed.
    ///
    ///     recomputes more:
    ///       HomeFeed.composing  @State of HomeFeed  1 → 2 instances
    ///         + PostRow parent
    ///             HomeFeed now passes HomeFeed.composing for PostRow's 'dimmed' (HomeFeed.swift:10:17)
    public func writeText<Out: ByteOutput>(to out: inout Out) {
        out.append("\(base) → \(head): \(summary)\n")
        for (title, keys) in keySections {
            out.append("\n\(title):\n")
            for change in keys { Self.writeText(change, to: &out) }
        }
        for (title, keys) in [("new keys", addedKeys), ("removed keys", removedKeys)] where !keys.isEmpty {
            out.append("\n\(title):\n")
            for key in keys {
                out.append("  \(key.key)  \(Self.storageText(key.storage))  \(Self.instancesText(key.instances))\n")
            }
        }
        for (title, findings) in [("findings added", addedFindings), ("findings fixed", fixedFindings)]
        where !findings.isEmpty {
            out.append("\n\(title):\n")
            for finding in findings { out.append("  \(finding)\n") }
        }
    }

    private static func writeText<Out: ByteOutput>(_ change: KeyChange, to out: inout Out) {
        let name = change.baseKey == change.key ? change.key : "\(change.baseKey) → \(change.key)"
        out.append("  \(name)  \(storageText(change.storage))  \(change.before) → \(instancesText(change.after))\n")
        for reason in change.reasons { out.append("      \(reason)\n") }
        for view in change.views {
            out.append("    \(viewLine(view))\n")
            for reason in view.reasons { out.append("        \(reason)\n") }
        }
    }

    /// `+ PostRow parent`, `- CounterCard parent ×2`, `~ AvatarView environment ×1 → ×2`.
    static func viewLine(_ view: KeyChange.ViewChange) -> String {
        func count(_ instances: InstanceCount) -> String { instances == .one ? "" : " ×\(instances)" }
        if view.isAdded { return "+ \(view.view) \(view.causeAfter.map(String.init(describing:)) ?? "")\(count(view.after))" }
        if view.isRemoved { return "- \(view.view) \(view.causeBefore.map(String.init(describing:)) ?? "")\(count(view.before))" }
        return "~ \(view.view) \(view.causeAfter.map(String.init(describing:)) ?? "") ×\(view.before) → ×\(view.after)"
    }

    static func storageText(_ storage: Storage?) -> String {
        storage.map(String.init(describing:)) ?? "no storage (out of scope)"
    }

    static func instancesText(_ instances: InstanceCount) -> String {
        "\(instances) instance\(instances == .one ? "" : "s")"
    }
}
