import SwiftSyntax

/// Which closures SwiftUI runs later, in response to an event, rather than while the
/// body is evaluated: what such a closure reads is not read by the body.
///
/// Closures of calls not listed here count as run during the body, so uses there count as
/// reads: an unknown call makes a rule about unread values stay quiet, never fire.
enum LaterClosures {
    /// The closures of one call that run later.
    struct Slots {
        /// Every closure the call takes runs later.
        var all = false
        /// Labels of closure parameters that run later.
        var labels: Set<String> = []
        /// The label of the parameter an unlabeled (trailing) closure fills when it is not given by label.
        var firstParameter: String?
    }

    static let table: [String: Slots] = {
        var table: [String: Slots] = [:]
        for name in [
            "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit",
            "onHover", "onContinuousHover", "onDrag", "onDrop", "onOpenURL", "onKeyPress", "onDelete", "onMove", "onInsert",
            "onEnded", "onChanged", "updating", "onPreferenceChange", "refreshable", "onCommand", "onExitCommand",
            "onPlayPauseCommand", "onCopyCommand", "onCutCommand", "onPasteCommand", "onDeleteCommand", "onMoveCommand",
            "onGeometryChange", "onScrollGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange",
            "backgroundTask", "userActivity", "onContinueUserActivity", "accessibilityAction", "dropDestination",
            "fileImporter", "fileExporter", "fileMover", "Task", "async", "asyncAfter", "onDismiss",
        ] {
            table[name] = Slots(all: true)
        }
        table["Button"] = Slots(labels: ["action"], firstParameter: "action")
        table["Menu"] = Slots(labels: ["primaryAction"])
        table["PasteButton"] = Slots(labels: ["onPaste"], firstParameter: "onPaste")
        table["Stepper"] = Slots(labels: ["onIncrement", "onDecrement", "onEditingChanged"])
        table["Slider"] = Slots(labels: ["onEditingChanged"])
        table["TextField"] = Slots(labels: ["onEditingChanged", "onCommit"])
        table["SecureField"] = Slots(labels: ["onCommit"])
        table["Binding"] = Slots(labels: ["set"])
        for name in ["sheet", "fullScreenCover", "popover"] { table[name] = Slots(labels: ["onDismiss"]) }
        return table
    }()

    /// The closures in `node` that run later, by syntax identity.
    static func find(in node: some SyntaxProtocol) -> Set<SyntaxIdentifier> {
        var found = Set<SyntaxIdentifier>()
        for call in node.tokens(viewMode: .sourceAccurate).compactMap(callNamed) {
            guard let name = SyntaxReferences.calledName(call), let slots = table[name] else { continue }
            let closures = SyntaxReferences.closures(of: call)
            let givenLabels = Set(closures.compactMap(\.label))
            var firstUnlabeled = true
            for (label, closure) in closures {
                let isLater: Bool
                if slots.all {
                    isLater = true
                } else if let label {
                    isLater = slots.labels.contains(label)
                } else {
                    isLater = firstUnlabeled && slots.firstParameter.map { !givenLabels.contains($0) } == true
                    firstUnlabeled = false
                }
                if isLater { found.insert(closure.id) }
            }
        }
        return found
    }

    /// The call whose function name is `token`.
    private static func callNamed(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            callee = Syntax(member)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else {
            return nil
        }
        return call
    }
}
