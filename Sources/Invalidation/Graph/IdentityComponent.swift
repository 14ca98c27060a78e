/// One thing besides its position in its creator's body that decides a view's identity,
/// and so how long its `@State` lives, by SwiftUI's rules.
public struct IdentityComponent: Hashable, Sendable {
    /// What decides the identity.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The position in the body alone (the kind of an edge with no component).
        case position
        /// A branch of an `if` or `else`: leaving it destroys the view.
        case branch
        /// A case of a `switch`.
        case switchCase = "case"
        /// A row of `ForEach`, `List`, `OutlineGroup` or `Table`, identified by its data's id.
        case row
        /// `.id(_:)` on the view or on a view that contains it in the same body.
        case explicitID = "id"
        /// Content a `sheet`, `fullScreenCover`, `popover` or `inspector` presents.
        case sheet
        /// A `navigationDestination(for:|isPresented:|item:)`'s destination.
        case navigationDestination
        /// A `NavigationLink`'s destination.
        case navigationLink
        /// A tab of a `TabView`.
        case tab
        /// Content of an `alert` or `confirmationDialog`.
        case alert
    }

    /// What decides the identity.
    public var kind: Kind
    /// The call or keyword that sets it as written: `if`, `else`, `switch`, `ForEach`,
    /// `sheet`, `fullScreenCover`, `navigationDestination`, `NavigationLink`, `TabView`, `alert`, `id`.
    public var source: String
    /// The argument label or form that decides it, when there is a choice:
    /// `isPresented`, `item`, `for`, `destination`; the rows' id key path (`\.id`, `\.self`;
    /// `nil`: `Identifiable`); the case's label as written (`case .home`, `default`).
    public var form: String?
    /// The deciding expression as written: the condition, the switch subject, the rows'
    /// data (`items`), the presentation binding, the id's value.
    public var value: String?

    /// Creates a component.
    public init(kind: Kind, source: String, form: String? = nil, value: String? = nil) {
        self.kind = kind
        self.source = source
        self.form = form
        self.value = value
    }
}

extension IdentityComponent: CustomStringConvertible {
    /// The component as a reader of a report sees it: `if showDetails`, `ForEach(items, id: \.id)`,
    /// `sheet(item: $order)`, `.id(user.id)`.
    public var description: String {
        switch kind {
        case .position: return source
        case .branch:
            switch source {
            case "if", "#if": return "\(source) \(value ?? "")"
            case let clause where clause.hasPrefix("#"): return "\(clause) of #if \(value ?? "")"
            default: return "\(source) of if \(value ?? "")"
            }
        case .switchCase: return "\(form ?? "case") of switch \(value ?? "")"
        case .row:
            return "\(source)(\(value ?? "")\(form.map { ", id: \($0)" } ?? "")) row"
        case .explicitID: return ".id(\(value ?? ""))"
        case .tab: return "\(source) tab"
        case .sheet, .navigationDestination, .alert, .navigationLink:
            guard let form else { return source }
            return "\(source)(\(form): \(value ?? "…"))"
        }
    }
}

extension IdentityComponent.Kind {
    /// Whether the view exists only while presented: a sheet's, popover's or alert's
    /// content, a navigation destination or link's destination.
    public var presents: Bool {
        switch self {
        case .sheet, .navigationDestination, .navigationLink, .alert: true
        case .position, .branch, .switchCase, .row, .explicitID, .tab: false
        }
    }
}
