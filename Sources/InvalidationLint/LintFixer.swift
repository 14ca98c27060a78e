internal import SwiftSyntax
import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// Which fix-its `lint --fix` applies, and how it applies them to a file's bytes.
///
/// A fix-it is applied only where its rewrite is certain to keep the code compiling and
/// to mean what the rule asks. That is decided here, per rule, from the analysis the rules
/// ran on, so the rules only say what would resolve a finding: a rule whose fix-its have
/// no certainty check here is never fixed automatically.
enum LintFixer {
    /// A fix-it whose rewrite is certain, with the finding it resolves.
    struct Candidate {
        var finding: LintDiagnostic
        var fixIt: LintDiagnostic.FixIt
    }

    /// The fix-its of `run`'s findings whose rewrite is certain, in the findings' order:
    /// those ``markCertain(_:context:)`` marked.
    static func certainFixIts(of run: LintRun) -> [Candidate] {
        run.report.diagnostics.compactMap { finding in
            finding.fixIts.first.flatMap { $0.isCertain ? Candidate(finding: finding, fixIt: $0) : nil }
        }
    }

    /// Marks the first fix-it of each of `findings` whose rewrite is certain
    /// (``LintDiagnostic/FixIt/isCertain``); `lint --fix` applies those and no others.
    static func markCertain(_ findings: inout [LintDiagnostic], context: LintContext) {
        var views: [String: DeclaredView] = [:]
        for view in context.views where views[view.name] == nil { views[view.name] = view }
        for index in findings.indices {
            let finding = findings[index]
            guard let fixIt = finding.fixIts.first, !fixIt.edits.isEmpty,
                let view = finding.view.flatMap({ views[$0] }),
                let property = finding.symbol.flatMap(view.property(named:))
            else { continue }
            let certain: Bool
            switch finding.rule {
            case .nonPrivateState
            where fixIt.message == NonPrivateStateRule.dropWrapperMessage
                || fixIt.message == NonPrivateStateRule.dropObjectWrapperMessage:
                certain = plainPropertyKeepsCompiling(property, of: view, model: context.model)
            case .nonPrivateState where fixIt.message == NonPrivateStateRule.observeMessage:
                // `_name` names a `StateObject`, which an `ObservedObject` is not; an object
                // built where it is declared would be built again on every creation.
                certain = property.initializer == nil
                    && !context.model.initializerNames(property.name, in: view)
                    && !context.model.uses.uses[view.type].contains { $0.property == property.name && $0.access == .storage }
            case .nonPrivateState:
                certain = privateKeepsCompiling(property, of: view, context: context, calls: context.callLabels)
            case .observedObjectCreatedInline:
                certain = ownedObjectKeepsCompiling(property, of: view, model: context.model)
            default:
                certain = false
            }
            findings[index].fixIts[0].isCertain = certain
        }
    }

    // MARK: Certainty

    /// Whether making `property` private keeps every use of `view` compiling: no place
    /// that creates the view passes a value for it, the memberwise initializer does not
    /// need it, and no member of the view declared in another file uses it.
    ///
    /// A view's state is not read from outside the view (SwiftUI gives an outside reader
    /// only the initial value), so the places that create the view and the view's own
    /// members are the uses that can break.
    private static func privateKeepsCompiling(
        _ property: DeclaredProperty, of view: DeclaredView, context: LintContext, calls: CallLabels
    ) -> Bool {
        let name = property.name
        // A declared initializer in the type's own body means there is no memberwise
        // initializer: the places that create the view call the declared ones, whose
        // parameters a private property leaves as they are.
        if !view.initializers.contains(where: { !isInExtension($0) }) {
            // Without an initial value, the memberwise initializer takes the property, and a
            // private property makes that initializer private.
            if property.initializer == nil { return false }
            // The app's creation sites, previews among them, that pass a value for it.
            for edge in context.analysis.graph.edges where edge.to == view.view {
                if LintContext.passesValue(for: name, at: edge) { return false }
            }
            // Calls the graph does not hold (previews, tests, code outside view bodies).
            if calls.passes(label: name, toType: view.simpleName, declaredIn: Int32(view.file)) { return false }
        }
        // Members declared in an extension in another file cannot see a private property.
        return context.filesUsing(name, of: view, outside: context.model.file(of: property.declaration)).isEmpty
    }

    /// Whether dropping `property`'s `@State` keeps the view compiling: no initializer
    /// names it (one that sets `_name` would not), and no member uses `$name` or `_name`.
    private static func plainPropertyKeepsCompiling(
        _ property: DeclaredProperty, of view: DeclaredView, model: SourceModel
    ) -> Bool {
        !model.initializerNames(property.name, in: view) && !model.uses.namesWrapper(property.name, in: view.type)
    }

    /// Whether holding `property` with `@StateObject` instead of `@ObservedObject` keeps the
    /// view compiling: no initializer names it, since one that assigns the wrapper
    /// (`_model = ObservedObject(…)`) or the object (`self.model = Model()`, which a
    /// `@StateObject` has no setter for) would not.
    /// An object whose initializer hands itself to other code (a delegate it registers) is
    /// meant to be built again with the view: kept, it stays registered in the view's place
    /// after another view's object has taken it.
    private static func ownedObjectKeepsCompiling(
        _ property: DeclaredProperty, of view: DeclaredView, model: SourceModel
    ) -> Bool {
        if let type = property.objectTypeName, model.initializerHandsOutSelf(type, at: property.declaration) { return false }
        return !model.initializerNames(property.name, in: view)
    }

    /// Whether `initializer` is declared in an extension rather than in the type's own body.
    private static func isInExtension(_ initializer: InitializerDeclSyntax) -> Bool {
        var node = initializer.parent
        while let current = node {
            if current.is(ExtensionDeclSyntax.self) { return true }
            if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) {
                return false
            }
            node = current.parent
        }
        return false
    }

    /// The argument labels of every call that names a type (`Row(title: …)`,
    /// `Row.init(title: …)`) in the linted files, and of every `.init(…)` call, whose type
    /// the call does not name.
    struct CallLabels {
        /// Per type name and label: the files whose calls of the type pass it.
        private var labelsByType: [String: [String: Set<Int32>]] = [:]
        /// Per label: the files whose `.init(…)` calls pass it.
        private var unnamedTypeLabels: [String: Set<Int32>] = [:]
        /// Per type name: the files that call it, with arguments or without.
        private var calledTypes: [String: Set<Int32>] = [:]
        /// Whether a call in the file of the first index can name a type the file of the
        /// second declares (the two are in one target, or the first imports the other's).
        private let sees: @Sendable (Int32, Int32) -> Bool

        /// Reads the labels of every call of a capitalized name (`Search(query: …)`) or of
        /// `.init(…)` from the files' text, without parsing: the bodies lint does not parse
        /// (a function outside the views that builds a view) are text too. Comments and
        /// string literals are skipped; a label is a name followed by `:` directly inside
        /// the call's parentheses.
        init(files: [SourceFile], sees: @escaping @Sendable (Int32, Int32) -> Bool = { _, _ in true }) {
            self.sees = sees
            for (index, file) in files.enumerated() {
                var text = file.text
                text.withUTF8 { bytes in scan(bytes, file: Int32(index)) }
            }
        }

        private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, file: Int32) {
            var index = 0
            let count = bytes.count
            let isIdentifier = SourceBytes.isIdentifier
            while index < count {
                let byte = bytes[index]
                if let end = SourceBytes.endOfCommentOrString(in: bytes, at: index) {
                    index = end
                    continue
                }
                guard isIdentifier(byte), index == 0 || !isIdentifier(bytes[index - 1]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < count, isIdentifier(bytes[index]) { index += 1 }
                guard index < count, bytes[index] == UInt8(ascii: "(") else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                let isInit = name == "init" && start > 0 && bytes[start - 1] == UInt8(ascii: ".")
                guard isInit || (bytes[start] >= 0x41 && bytes[start] <= 0x5A) else { continue }
                // Not a declaration (`struct Row(`, never) nor `func Row(`: a call.
                if !isInit { calledTypes[name, default: []].insert(file) }
                let labels = Self.labels(bytes, openingAt: index)
                guard !labels.isEmpty else { continue }
                guard isInit else {
                    for label in labels { labelsByType[name, default: [:]][label, default: []].insert(file) }
                    continue
                }
                // `Row.init(…)` names its type; `.init(…)` does not.
                var typeStart = start - 1
                while typeStart > 0, isIdentifier(bytes[typeStart - 1]) { typeStart -= 1 }
                if typeStart < start - 1 {
                    let type = String(decoding: UnsafeBufferPointer(rebasing: bytes[typeStart..<(start - 1)]), as: UTF8.self)
                    for label in labels { labelsByType[type, default: [:]][label, default: []].insert(file) }
                } else {
                    for label in labels { unnamedTypeLabels[label, default: []].insert(file) }
                }
            }
        }

        /// The labels directly inside the parentheses that open at `open`: each name
        /// followed by `:` (not `::`) at their depth, comments and strings skipped.
        private static func labels(_ bytes: UnsafeBufferPointer<UInt8>, openingAt open: Int) -> Set<String> {
            var labels = Set<String>()
            var depth = 0
            var index = open
            // The name just before, while nothing but spaces follows it.
            var word: Range<Int>?
            while index < bytes.count {
                if let end = SourceBytes.endOfCommentOrString(in: bytes, at: index) {
                    index = end
                    word = nil
                    continue
                }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    word = nil
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return labels }
                    word = nil
                case UInt8(ascii: ":"):
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                    if depth == 1, let word, next != UInt8(ascii: ":") {
                        labels.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self))
                    }
                    word = nil
                case UInt8(ascii: " "), 0x09, 0x0A:
                    break
                default:
                    if SourceBytes.isIdentifier(byte) {
                        let start = index
                        while index + 1 < bytes.count, SourceBytes.isIdentifier(bytes[index + 1]) { index += 1 }
                        word = start..<(index + 1)
                    } else {
                        word = nil
                    }
                }
                index += 1
            }
            return labels
        }

        /// Whether some call of `type`, declared in file `declaring`, or an `.init(…)` of a
        /// type it does not name, passes `label`, in a file that can name the type.
        func passes(label: String, toType type: String, declaredIn declaring: Int32) -> Bool {
            namedCallPasses(label: label, toType: type, declaredIn: declaring)
                || unnamedTypeLabels[label]?.contains { sees($0, declaring) } == true
        }

        /// Whether a file that can name the type `type`, declared in file `declaring`, calls
        /// it (`Row(…)`, `Row.init(…)`), with arguments or without.
        func namesType(_ type: String, declaredIn declaring: Int32) -> Bool {
            calledTypes[type]?.contains { sees($0, declaring) } == true
        }

        /// Whether a call that names the type (`Row(title: …)`, `Row.init(title: …)`) passes
        /// `label`, in a file that can name the type declared in file `declaring`: a place
        /// that creates it with a value for that property. Another target's type of the
        /// same name is another type.
        func namedCallPasses(label: String, toType type: String, declaredIn declaring: Int32) -> Bool {
            labelsByType[type]?[label]?.contains { sees($0, declaring) } == true
        }
    }

    // MARK: Applying

    /// One replacement of a byte range.
    struct Change: Hashable {
        var start: Int
        var end: Int
        var replacement: [UInt8]

        /// Whether the two touch the same bytes, or insert at the same place.
        func overlaps(_ other: Change) -> Bool {
            (start < other.end && other.start < end) || start == other.start
        }

        /// How many bytes longer the text is after it.
        var growth: Int { replacement.count - (end - start) }
    }

    /// Where `offset`, a place in the text before `changes` (which do not overlap), is after
    /// them: moved by every change entirely before it (an insertion at the place itself
    /// pushes it on), or to the start of the change it falls inside.
    static func moved(_ offset: Int, by changes: [Change]) -> Int {
        var moved = offset
        for change in changes where change.end <= offset { moved += change.growth }
        if let inside = changes.first(where: { $0.start < offset && offset < $0.end }) {
            moved -= offset - inside.start
        }
        return moved
    }

    /// Applies `fixIts` (each a list of edits) to one file's `bytes`, from the last to the
    /// first: a fix-it whose edits overlap an applied one is skipped, one that repeats an
    /// applied one exactly counts as applied without being applied twice.
    /// - Returns: The new bytes, the indices of the fix-its applied, and the changes made.
    static func apply(
        _ fixIts: [[LintDiagnostic.Edit]], to bytes: [UInt8]
    ) -> (bytes: [UInt8], applied: [Int], changes: [Change]) {
        let lines = bytes.withUnsafeBufferPointer { LineTable($0) }
        func offset(_ location: Invalidation.SourceLocation) -> Int? {
            guard let offset = lines.offset(ofLine: location.line, column: location.column), offset <= bytes.count else {
                return nil
            }
            // A place past the end of its line is not a place in the file.
            if location.line < lines.count, offset >= Int(lines.starts[location.line]) { return nil }
            return offset
        }
        var planned: [(index: Int, changes: [Change])] = []
        for (index, edits) in fixIts.enumerated() {
            var changes: [Change] = []
            for edit in edits {
                guard let start = offset(edit.start), let end = offset(edit.end), start <= end else {
                    changes = []
                    break
                }
                changes.append(Change(start: start, end: end, replacement: Array(edit.replacement.utf8)))
            }
            if !changes.isEmpty { planned.append((index, changes)) }
        }
        planned.sort { ($0.changes.map(\.start).max() ?? 0) > ($1.changes.map(\.start).max() ?? 0) }
        var accepted: [Change] = []
        var applied: [Int] = []
        for (index, changes) in planned {
            if changes.allSatisfy({ change in accepted.contains(change) }) {
                applied.append(index)
                continue
            }
            let overlapping = changes.contains { change in
                accepted.contains(where: change.overlaps) || changes.contains { $0 != change && $0.overlaps(change) }
            }
            guard !overlapping else { continue }
            accepted += changes
            applied.append(index)
        }
        var result = bytes
        for change in accepted.sorted(by: { $0.start > $1.start }) {
            result.replaceSubrange(change.start..<change.end, with: change.replacement)
        }
        return (result, applied.sorted(), accepted)
    }
}
