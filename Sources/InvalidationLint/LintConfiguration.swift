internal import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// Which rules run, at which severity, and which paths are left out: the contents of an
/// `.invalidation.json` file.
///
/// ```json
/// {
///   "rules": {
///     "non_private_state": false,
///     "state_init_trap": {"severity": "error"},
///     "state_placement": {"enabled": true, "severity": "warning"}
///   },
///   "exclude": ["Generated", "Sources/Legacy/*.swift"]
/// }
/// ```
///
/// An `exclude` pattern is relative to the folder that holds the file; it leaves out the
/// file or folder it names and everything below it. `*` matches within one path
/// component, `**` across components.
public struct LintConfiguration: Hashable, Sendable {
    /// The file name looked for.
    public static let fileName = ".invalidation.json"

    /// One rule's setting.
    public struct RuleSetting: Hashable, Sendable {
        /// Whether the rule runs.
        public var isEnabled: Bool
        /// The severity of its findings; `nil` keeps the rule's default.
        public var severity: LintSeverity?

        /// Creates a setting.
        public init(isEnabled: Bool = true, severity: LintSeverity? = nil) {
            self.isEnabled = isEnabled
            self.severity = severity
        }
    }

    /// Settings by rule; rules not listed run at their default severity.
    public var rules: [RuleID: RuleSetting]
    /// Patterns of paths to leave out, relative to ``folder``.
    public var excludedPaths: [String]
    /// The folder relative patterns start from; `nil` for the current folder.
    public var folder: String?
    /// The file the configuration was read from.
    public var file: String?

    /// Creates a configuration.
    public init(rules: [RuleID: RuleSetting] = [:], excludedPaths: [String] = [], folder: String? = nil, file: String? = nil) {
        self.rules = rules
        self.excludedPaths = excludedPaths
        self.folder = folder
        self.file = file
    }

    /// Whether `rule` runs.
    public func isEnabled(_ rule: RuleID) -> Bool { rules[rule]?.isEnabled ?? !rule.ruleDescription.isOptIn }

    /// The severity of `rule`'s findings.
    public func severity(of rule: RuleID) -> LintSeverity {
        rules[rule]?.severity ?? rule.ruleDescription.defaultSeverity
    }

    /// Whether `path` (as the linter found it) is left out.
    public func excludes(_ path: String) -> Bool {
        guard !excludedPaths.isEmpty else { return false }
        let relative = Self.relative(path, to: folder)
        let components = relative.split(separator: "/").map(String.init)
        return excludedPaths.contains { pattern in
            let parts = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
            return Self.matchesPrefix(parts, components)
        }
    }

    // MARK: Reading

    /// Reads the configuration file at `path`.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` or, for bad contents,
    ///   ``InvalidationError/malformedInput(_:at:)`` at the offending line and column.
    public init(contentsOfFile path: String) throws(InvalidationError) {
        let contents = try FileContents(path: path)
        try self.init(json: contents.bytes, file: path)
        let parent = (path as NSString).deletingLastPathComponent
        folder = parent.isEmpty ? "." : parent
    }

    /// Reads a configuration from JSON text; `file` names it in errors.
    public init(json bytes: [UInt8], file: String?) throws(InvalidationError) {
        self.init(file: file)
        let root = try JSONValue.parse(bytes, file: file)
        func failure(_ message: String, _ offset: Int) -> InvalidationError {
            .malformedInput(message, at: JSONValue.location(of: offset, in: bytes, file: file))
        }
        guard case .object(let members) = root.value else {
            throw failure("expected an object with the keys \"rules\" and \"exclude\", found \(root.kindName)", root.offset)
        }
        for member in members {
            switch member.key {
            case "rules":
                guard case .object(let entries) = member.value.value else {
                    throw failure("\"rules\" must be an object from rule ids to true, false or settings, found \(member.value.kindName)", member.value.offset)
                }
                for entry in entries {
                    guard let rule = RuleID(rawValue: entry.key) else {
                        throw failure(
                            "unknown rule \"\(entry.key)\"; the rules are: \(RuleID.allCases.map(\.rawValue).joined(separator: ", "))",
                            entry.keyOffset)
                    }
                    rules[rule] = try Self.setting(entry.value, rule: rule, failure: failure)
                }
            case "exclude":
                guard case .array(let elements) = member.value.value else {
                    throw failure("\"exclude\" must be an array of path patterns, found \(member.value.kindName)", member.value.offset)
                }
                for element in elements {
                    guard case .string(let pattern) = element.value, !pattern.isEmpty else {
                        throw failure("each \"exclude\" entry must be a non-empty path pattern string, found \(element.kindName)", element.offset)
                    }
                    excludedPaths.append(pattern)
                }
            default:
                throw failure("unknown key \"\(member.key)\"; the keys are: rules, exclude", member.keyOffset)
            }
        }
    }

    private static func setting(
        _ json: JSONValue, rule: RuleID, failure: (String, Int) -> InvalidationError
    ) throws(InvalidationError) -> RuleSetting {
        switch json.value {
        case .bool(let enabled):
            return RuleSetting(isEnabled: enabled)
        case .object(let members):
            var setting = RuleSetting()
            for member in members {
                switch (member.key, member.value.value) {
                case ("enabled", .bool(let enabled)):
                    setting.isEnabled = enabled
                case ("severity", .string(let name)):
                    guard let severity = LintSeverity(rawValue: name) else {
                        throw failure("unknown severity \"\(name)\" for \(rule.rawValue); expected \"warning\" or \"error\"", member.value.offset)
                    }
                    setting.severity = severity
                case ("enabled", _):
                    throw failure("\"enabled\" of \(rule.rawValue) must be true or false, found \(member.value.kindName)", member.value.offset)
                case ("severity", _):
                    throw failure("\"severity\" of \(rule.rawValue) must be \"warning\" or \"error\", found \(member.value.kindName)", member.value.offset)
                default:
                    throw failure("unknown key \"\(member.key)\" in the settings of \(rule.rawValue); the keys are: enabled, severity", member.keyOffset)
                }
            }
            return setting
        default:
            throw failure("the setting of \(rule.rawValue) must be true, false or an object with \"enabled\" and \"severity\", found \(json.kindName)", json.offset)
        }
    }

    /// The configuration file that applies to `path`: the nearest `.invalidation.json` in
    /// the folder of `path` (or `path` itself, for a folder) or a folder above it.
    public static func file(for path: String) -> String? {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: path, isDirectory: &isDirectory)
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        if !(exists && isDirectory.boolValue) { folder = folder.deletingLastPathComponent() }
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if fileManager.fileExists(atPath: candidate) { return relativeIfPossible(candidate) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    // MARK: Paths

    private static func relativeIfPossible(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    /// `path` relative to `folder`, both taken from the current folder when relative.
    static func relative(_ path: String, to folder: String?) -> String {
        let absolutePath = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder ?? ".").standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }

    /// Whether the pattern's components match a leading run of the path's components.
    ///
    /// Tracks, pattern component by pattern component, every number of path components
    /// matched so far, so a pattern of many `**` and `*` takes time in proportion to the
    /// pattern times the path rather than exponential in the pattern.
    private static func matchesPrefix(_ pattern: [String], _ path: [String]) -> Bool {
        // matched[n]: the pattern components so far match the first n path components.
        var matched = Array(repeating: false, count: path.count + 1)
        matched[0] = true
        for part in pattern {
            var next = Array(repeating: false, count: path.count + 1)
            if part == "**" {
                var reached = false
                for count in 0...path.count {
                    reached = reached || matched[count]
                    next[count] = reached
                }
            } else {
                for count in 0..<path.count where matched[count] && matches(part, path[count]) {
                    next[count + 1] = true
                }
            }
            matched = next
        }
        return matched.contains(true)
    }

    /// `*` and `?` matching within one component: a `*` that fails to lead to a match
    /// is retried one character further, never reconsidered, as the last `*` always
    /// covers what an earlier one could.
    private static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        var patternIndex = 0
        var textIndex = 0
        var star: (pattern: Int, text: Int)?
        while textIndex < text.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "*" {
                star = (patternIndex, textIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count,
                pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex]
            {
                patternIndex += 1
                textIndex += 1
            } else if let last = star {
                star = (last.pattern, last.text + 1)
                patternIndex = last.pattern + 1
                textIndex = last.text + 1
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}
