import Invalidation
import InvalidationReader
package import SwiftSyntax
/// When SwiftUI runs a closure it is given, relative to the body of the view that gives it.
package enum ClosureTiming: Sendable, Hashable {
    /// While the body is evaluated: what the closure reads is read by the body, and
    /// the views it creates are children of the body's view (`VStack { … }`, `toolbar { … }`).
    case during
    /// Later, in response to an event: neither its reads nor its views count
    /// (a `Button` action, `onAppear`, `task`, the action of `onChange(of:)`).
    case later
    /// Later, to build views shown on demand (a sheet's content): the views it creates
    /// are children of the body's view, but what it reads is not read by the body.
    case deferred
}

/// Where the parameters of a call's closures come from.
package enum ClosureInput: Sendable, Hashable {
    /// Nothing the analysis follows.
    case none
    /// Each element of the argument with this label (`"_"` for the first unlabeled one), as in `ForEach(items) { item in … }`.
    case elements(of: String)
    /// The unwrapped value of the argument with this label, as in `sheet(item: $selection) { item in … }`.
    case value(of: String)
}

/// What SwiftUI (or the standard library) does with the arguments of one call.
package struct CallRule: Sendable {
    /// The closure parameters in declaration order. A closure passed without a label
    /// (the first trailing closure) fills the first one not given by label.
    package var closures: [(label: String, timing: ClosureTiming)]
    /// Labels of binding parameters whose value the call shows (`"_"` for the first
    /// unlabeled argument): passing `$x` there is a read of `x` by the body that holds the call.
    package var shownBindings: Set<String> = []
    /// Where the parameters of its closures come from.
    package var input: ClosureInput = .none

    /// The labels `call` gives, trailing closures' included: each fills the parameter of its
    /// label whatever it is written as (`Button(action: save) { … }` gives `action`, so
    /// the trailing closure is the label), and unlabeled closures fill the others.
    package static func givenLabels(of call: FunctionCallExprSyntax) -> Set<String> {
        var labels = Set(call.arguments.compactMap { $0.label?.text })
        for extra in call.additionalTrailingClosures { labels.insert(extra.label.text) }
        return labels
    }

    /// The timing of a closure passed with `label`, or, without a label, of the
    /// `unlabeledIndex`-th unlabeled closure, which fills the closure parameters not
    /// in `givenLabels` in order; `nil` when the rule does not know the parameter.
    package func timing(forLabel label: String?, unlabeledIndex: Int, givenLabels: Set<String>) -> ClosureTiming? {
        if let label { return closures.first { $0.label == label }?.timing }
        var remaining = unlabeledIndex
        for closure in closures where !givenLabels.contains(closure.label) {
            if remaining == 0 { return closure.timing }
            remaining -= 1
        }
        return nil
    }
}

/// Storage SwiftUI keeps per view instance, keyed `Type.property`.
package enum OwnedStorage: Sendable, Hashable {
    /// `@State`.
    case state
    /// `@FocusState`, `@AccessibilityFocusState`.
    case focusState
    /// `@GestureState`.
    case gestureState
    /// `@Query`, `@FetchRequest`, `@SectionedFetchRequest`: results SwiftUI refreshes.
    case query
    /// A value the model does not place (`@FocusedValue`): its key has no storage entry,
    /// so its readers are out of scope.
    case unmodelled

    /// The storage entry of the key `Type.property` owned by the view type `owner`.
    package func storage(owner: String) -> Storage? {
        switch self {
        case .state: .state(owner: owner)
        case .focusState: .focusState(owner: owner)
        case .gestureState: .gestureState(owner: owner)
        case .query: .query(owner: owner)
        case .unmodelled: nil
        }
    }
}

/// Storage shared by name across views.
package enum SharedStorage: String, Sendable, Hashable {
    /// `@AppStorage`: user defaults.
    case appStorage = "AppStorage"
    /// `@SceneStorage`: the scene's saved state.
    case sceneStorage = "SceneStorage"
    /// `@Default(.name)` of the Defaults package: user defaults, as `@AppStorage`, named by
    /// a key the package declares (`extension Defaults.Keys { static let name = Key(…) }`).
    case defaults = "Defaults"

    /// The key of the value named `name`: `AppStorage.name`.
    package func key(_ name: String) -> String { StateKey(owner: rawValue, property: name).description }

    /// The storage entry of the value named `name`.
    package func storage(_ name: String) -> Storage {
        switch self {
        case .appStorage, .defaults: .appStorage(key: name)
        case .sceneStorage: .sceneStorage(key: name)
        }
    }

    /// The name of the value a wrapper's first argument gives: `"name"` for `@AppStorage`,
    /// `.name` (or `Defaults.Keys.name`) for `@Default`.
    package func valueName(_ argument: ExprSyntax?) -> String? {
        switch self {
        case .appStorage, .sceneStorage:
            return argument?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        case .defaults:
            return argument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
    }

    /// Whether every change of it happens where the views can be seen changing it: not for
    /// `Defaults`, which code anywhere sets with `Defaults[.name] = …`.
    package var isChangedOnlyByViews: Bool { self != .defaults }
}

/// How a property wrapper stores its value, and so what reading it reads.
package enum WrapperKind: Sendable, Hashable {
    /// Storage the view owns: a key per view type, `Type.property`.
    case owned(OwnedStorage)
    /// A binding from the parent (`@Binding`): reads what the parent handed over.
    case binding
    /// An `@Observable` object handed over by the parent (`@Bindable`).
    case bindable
    /// An `ObservableObject` handed over by the parent: any `@Published` change invalidates the view.
    case observedObject
    /// An `ObservableObject` the view owns: any `@Published` change invalidates the view.
    case stateObject
    /// An `ObservableObject` from the environment: any `@Published` change invalidates the view.
    case environmentObject
    /// `@Environment(\.key)` or `@Environment(Type.self)`; which one the argument decides.
    case environment
    /// A value an environment value decides (`@ScaledMetric` follows `\.dynamicTypeSize`).
    case environmentDerived(key: String)
    /// Storage shared by every view that names the same string (`@AppStorage("name")`):
    /// the key is `AppStorage.name`; without a literal name, the property is owned storage
    /// the model does not place.
    case shared(SharedStorage)
    /// A wrapper whose value the body does not depend on (`@Namespace`).
    case inert

    /// Whether the memberwise initializer's parameter for such a property may be left out:
    /// state and objects the view owns start from their declared value (or, for
    /// `@FocusState` and `@GestureState`, from SwiftUI's).
    package var hasMemberwiseDefault: Bool {
        switch self {
        case .owned(.state), .owned(.focusState), .owned(.gestureState), .stateObject: true
        default: false
        }
    }
}

/// When a property wrapper's initializer without arguments exists.
package enum ArgumentlessInitializer: Sendable, Hashable {
    /// Always.
    case always
    /// Only where the wrapped value is optional (it starts as `nil`).
    case whenOptional
}

/// How a view gives a wrapper that SwiftUI installs its first value.
package enum FirstValue: Sendable, Hashable {
    /// In `init`, through the backing storage: `_name = Wrapper(label: value)`.
    case initializer(label: String)
    /// Only once the view is on screen (`onAppear`): no initializer of the wrapper takes a value.
    case onScreen
}

/// What the analyzer knows about SwiftUI: the one place to extend it.
package enum SwiftUIKnowledge {
    /// Protocols whose conformers are views, with the member that plays `body` and the
    /// kind of view type they make.
    package static let viewProtocols: [String: (body: BodyMember, kind: ViewGraph.ViewKind)] = [
        "View": (.property("body"), .view),
        "ViewModifier": (.method("body"), .modifier),
        "ToolbarContent": (.property("body"), .toolbar),
        "CustomizableToolbarContent": (.property("body"), .toolbar),
        "Commands": (.property("body"), .commands),
        "App": (.property("body"), .app),
        "Scene": (.property("body"), .scene),
        "ButtonStyle": (.method("makeBody"), .style),
        "PrimitiveButtonStyle": (.method("makeBody"), .style),
        "LabelStyle": (.method("makeBody"), .style),
        "ToggleStyle": (.method("makeBody"), .style),
        "GroupBoxStyle": (.method("makeBody"), .style),
        "DisclosureGroupStyle": (.method("makeBody"), .style),
        "ProgressViewStyle": (.method("makeBody"), .style),
        "LabeledContentStyle": (.method("makeBody"), .style),
        "ControlGroupStyle": (.method("makeBody"), .style),
        "MenuStyle": (.method("makeBody"), .style),
        "GaugeStyle": (.method("makeBody"), .style),
        // A representable's update method reads the values SwiftUI hands the platform view:
        // it runs when they change, as a body does.
        "UIViewRepresentable": (.method("updateUIView"), .view),
        "NSViewRepresentable": (.method("updateNSView"), .view),
        "UIViewControllerRepresentable": (.method("updateUIViewController"), .view),
        "NSViewControllerRepresentable": (.method("updateNSViewController"), .view),
    ]

    /// The name a type's subscript is known by among its methods: `subscript` is a keyword,
    /// so no method of that name can be written.
    package static let subscriptMember = "subscript"

    /// A representable's methods that make its platform view and coordinator: SwiftUI calls
    /// them once, when the view is first built, not when its values change.
    package static let representableSetupMethods: Set<String> = [
        "makeUIView", "makeNSView", "makeUIViewController", "makeNSViewController", "makeCoordinator",
    ]

    /// The representable method that makes the coordinator, which SwiftUI keeps for the
    /// view's lifetime and which usually holds the view to call back into it.
    package static let makeCoordinator = "makeCoordinator"
    /// What a class may adopt without a framework calling its methods: observation, and
    /// the standard library's value protocols.
    package static let conformancesCallingNothing: Set<String> = [
        "ObservableObject", "NSObject", "Observable", "Sendable", "Identifiable", "Hashable", "Equatable",
    ]
    /// Attributes that let code outside the app's text call a method: Objective-C runtime
    /// callers, Interface Builder actions.
    package static let externallyCalledAttributes: Set<String> = ["objc", "IBAction", "IBSegueAction", "NSManaged"]

    /// The representable context's coordinator (`context.coordinator`).
    package static let coordinatorMember = "coordinator"

    /// Which protocol decides a type that conforms to several, first first; the styles follow in name order.
    package static let viewProtocolPrecedence = [
        "App", "View", "ViewModifier", "Scene", "ToolbarContent", "CustomizableToolbarContent", "Commands",
    ]

    /// The protocol of objects whose `@Published` properties invalidate every observer.
    package static let observableObjectProtocol = "ObservableObject"

    /// The publisher an `ObservableObject` sends its changes through, which code can also
    /// call by hand.
    package static let objectWillChange = "objectWillChange"

    /// Types a class may inherit from or conform to without gaining changes to publish.
    package static let quietBaseTypes: Set<String> = [
        "ObservableObject", "NSObject", "Identifiable", "Hashable", "Equatable", "Sendable", "Codable",
        "Decodable", "Encodable", "CustomStringConvertible",
    ]

    /// Delegate protocols whose conforming class SwiftUI itself puts in the environment of
    /// the scenes when it is observable: the app's delegate given to an
    /// `@UIApplicationDelegateAdaptor` (or its AppKit and watchOS relatives), and a scene
    /// delegate a scene configuration names. They declare no state of their own: a delegate
    /// that publishes nothing itself announces nothing.
    package static let environmentProvidedDelegates: Set<String> = [
        "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
        "UISceneDelegate", "UIWindowSceneDelegate",
    ]

    /// The member of a preview provider that builds its previews, followed as a body when
    /// previews are analyzed.
    package static let previewBody = BodyMember.property("previews")

    /// The member that plays `body` for a `#Preview` block, followed when previews are analyzed.
    package static let previewBlockBody = "body"

    /// Modules whose import marks a file as a test file, not part of the app.
    package static let testModules: Set<String> = ["XCTest", "Testing", "SnapshotTesting", "ViewInspector"]

    /// Words whose tokens the analysis and lint read wherever they are, even in a function
    /// body no view calls: a call of `objectWillChange`, and a lint suppression command.
    static let wordsReadEverywhere: [[UInt8]] = [objectWillChange, "invalidation:"].map { Array($0.utf8) }

    /// Which function bodies of a file with these bytes are parsed only when the analysis
    /// follows them: those of every type but the ones declared with a view protocol's name
    /// (and their extensions in the file), unless the file spells one of
    /// ``wordsReadEverywhere``. (A view that conforms through a protocol of the module is
    /// found once the module's types are known, and its file is then parsed whole.)
    package static func bodyDeferral(_ bytes: UnsafeBufferPointer<UInt8>) -> BodyDeferral {
        let readEverywhere = wordsReadEverywhere.contains { bytes.holds($0) }
        return readEverywhere ? .none : .keepingTypesSpelling(viewProtocolWords)
    }

    /// The names of the protocols that make a type a view (or a preview), as bytes.
    private static let viewProtocolWords: [[UInt8]] =
        (viewProtocols.keys.sorted() + previewProtocols.sorted()).map { Array($0.utf8) }

    /// Protocols whose conformers are roots of the tree rather than children.
    package static let rootProtocols: Set<String> = ["App"]

    /// Protocols whose conformers only preview other views; they never become nodes.
    package static let previewProtocols: Set<String> = ["PreviewProvider"]

    /// Freestanding macros that only produce previews; their contents are skipped.
    package static let previewMacros: Set<String> = ["Preview"]

    /// Attached macros that make a class observable per property.
    package static let observableMacros: Set<String> = ["Observable", "Model"]

    /// Attributes that exclude a property of an observable class from tracking.
    package static let untrackedAttributes: Set<String> = ["ObservationIgnored", "Transient"]

    /// Attached macros that make a property of an observable class a tracked value kept in
    /// user defaults (`@ObservableDefault(.name) @ObservationIgnored var name: Bool`, of the
    /// Defaults package): a key despite `@ObservationIgnored`, which code anywhere may set
    /// with `Defaults[.name] = …`.
    package static let defaultsBackedAttributes: Set<String> = ["ObservableDefault"]

    /// The property wrappers SwiftUI and its companions declare.
    package static let propertyWrappers: [String: WrapperKind] = [
        "State": .owned(.state),
        "FocusState": .owned(.focusState),
        "GestureState": .owned(.gestureState),
        "AccessibilityFocusState": .owned(.focusState),
        "Binding": .binding,
        // A view's handle on a focus state another view owns, passed as its `$` projection.
        "FocusState.Binding": .binding,
        "AccessibilityFocusState.Binding": .binding,
        "Bindable": .bindable,
        "ObservedObject": .observedObject,
        "StateObject": .stateObject,
        "EnvironmentObject": .environmentObject,
        "Environment": .environment,
        "ScaledMetric": .environmentDerived(key: "\\.dynamicTypeSize"),
        "AppStorage": .shared(.appStorage),
        "SceneStorage": .shared(.sceneStorage),
        "Default": .shared(.defaults),
        "Query": .owned(.query),
        "FetchRequest": .owned(.query),
        "SectionedFetchRequest": .owned(.query),
        "FocusedValue": .owned(.unmodelled),
        "FocusedBinding": .owned(.unmodelled),
        "FocusedObject": .owned(.unmodelled),
        "Namespace": .inert,
        "UIApplicationDelegateAdaptor": .inert,
        "NSApplicationDelegateAdaptor": .inert,
        "WKApplicationDelegateAdaptor": .inert,
    ]

    /// The property wrappers whose initializer without arguments gives a property declared
    /// without a value (`@FocusState private var isFocused: Bool`) its value before `init`
    /// runs, as Swift does for any wrapper it can create with no arguments. From each type's
    /// documented initializers: `State()` and `GestureState()` exist only where the value is
    /// optional (`@State var selection: Item?`); `FocusState()` and `AccessibilityFocusState()`
    /// exist for a `Bool` and for an optional; `EnvironmentObject()`, `FocusedObject()`,
    /// `Namespace()` and the app delegate adaptors always; `Query()` gives every argument a
    /// default. A wrapper not listed (`@Binding`, `@Bindable`, `@ObservedObject`,
    /// `@StateObject`, `@FetchRequest`, `@ScaledMetric`, or one the table does not know)
    /// needs a value or arguments where it is declared, or an assignment in `init`.
    package static let argumentlessWrappers: [String: ArgumentlessInitializer] = [
        "State": .whenOptional,
        "GestureState": .whenOptional,
        "FocusState": .always,
        "AccessibilityFocusState": .always,
        "EnvironmentObject": .always,
        "FocusedObject": .always,
        "Namespace": .always,
        "Query": .always,
        "UIApplicationDelegateAdaptor": .always,
        "NSApplicationDelegateAdaptor": .always,
        "WKApplicationDelegateAdaptor": .always,
    ]

    /// The property wrappers whose setter does nothing until SwiftUI installs the view: an
    /// assignment in `init` after every stored property has a value calls that setter, so
    /// the view starts from the wrapper's first value all the same. With how the first value
    /// is given instead.
    ///
    /// - `@State`: SwiftUI manages the value's storage, which it creates from the wrapper's
    ///   first value when the view appears; before that the setter has no storage to write
    ///   to. Apple's documentation gives a first value in `init` as `_x = State(initialValue: …)`.
    /// - `@FocusState` and `@AccessibilityFocusState`: the value follows focus in the scene
    ///   that shows the view, and no initializer takes a value: focus is moved once the view
    ///   is on screen.
    ///
    /// Not listed: the setters of `@AppStorage` and `@SceneStorage` write to their store
    /// (user defaults, the scene's storage) at once; those of `@Binding`, `@FocusedBinding`
    /// write through to the binding's source; `@ObservedObject` and `@Bindable` hold their
    /// object in the view itself. `@StateObject`, `@GestureState`, `@Environment`,
    /// `@EnvironmentObject`, `@Query` and `@ScaledMetric` have no setter at all.
    package static let installedWrappers: [String: FirstValue] = [
        "State": .initializer(label: "initialValue"),
        "FocusState": .onScreen,
        "AccessibilityFocusState": .onScreen,
    ]

    /// Attributes that are neither property wrappers nor macros that change what a
    /// declaration means to the analysis.
    package static let neutralAttributes: Set<String> = [
        "available", "MainActor", "objc", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "NSManaged",
        "inlinable", "usableFromInline", "discardableResult", "ViewBuilder", "SceneBuilder",
        "ToolbarContentBuilder", "CommandsBuilder", "escaping", "Sendable", "preconcurrency", "unknown",
        "frozen", "propertyWrapper", "resultBuilder", "main", "UIApplicationMain", "NSApplicationMain",
        "Published", "ObservationIgnored", "ObservationTracked", "Observable", "Model", "Entry", "Attribute",
        "Relationship", "Transient", "Previewable", "Preview", "backDeployed", "testable", "autoclosure",
        "dynamicCallable", "objcMembers", "GKInspectable", "warn_unqualified_access", "_spi", "_exported",
        "Test", "Suite", "globalActor", "retroactive", "unchecked", "requires_stored_property_inits",
        "LibraryContentProvider", "_disfavoredOverload", "_implementationOnly", "nonexhaustive", "concurrent",
        "specialize", "inline", "_optimize", "differentiable", "TaskLocal", "ViewBuilderPlaceholder",
        // The Composable Architecture's: `@ObservableState` is read as ``observableStateMacros``
        // says; `@Reducer` adds what reducers need, `@Presents` and `@ObservationStateIgnored`
        // what a state's storage needs.
        "ObservableState", "Reducer", "Presents", "ObservationStateIgnored", "ViewAction",
    ]

    /// Freestanding macros the analysis knows produce no reads of view state.
    package static let neutralMacros: Set<String> = [
        "file", "fileID", "filePath", "line", "column", "function", "dsohandle", "colorLiteral",
        "imageLiteral", "fileLiteral", "selector", "keyPath", "warning", "error", "externalMacro",
        "Preview", "Predicate", "Expression", "URL", "isolation", "available", "unavailable",
    ]

    /// SwiftUI views and other types that appear where views are created and that the
    /// analysis treats as leaves: no note when one appears.
    package static let primitiveViews: Set<String> = [
        "Text", "Image", "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
        "Circle", "Capsule", "Ellipse", "ContainerRelativeShape", "Path", "EmptyView", "AnyView", "ProgressView",
        "TextField", "SecureField", "TextEditor", "Toggle", "Slider", "Stepper", "DatePicker", "MultiDatePicker",
        "ColorPicker", "Picker", "Label", "Link", "ShareLink", "Gauge", "EditButton", "PasteButton", "RenameButton",
        "SignInWithAppleButton", "Map", "VideoPlayer", "SpriteView", "SceneView", "LinearGradient",
        "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "Material", "AsyncImage",
        "Canvas", "TimelineView", "ContentUnavailableView", "LabeledContent", "GroupBox", "ControlGroup",
        "DisclosureGroup", "OutlineGroup", "Menu", "Button", "NavigationLink", "NavigationStack",
        "NavigationView", "NavigationSplitView", "TabView", "Tab", "TabSection", "List", "ForEach", "Section",
        "Group", "Form", "ScrollView", "ScrollViewReader", "GeometryReader", "VStack", "HStack", "ZStack",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits", "Table",
        "TableColumn", "TableRow", "WindowGroup", "Window", "UtilityWindow", "Settings", "DocumentGroup",
        "MenuBarExtra", "ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer", "CommandMenu", "CommandGroup",
        "UIViewRepresentable", "UIViewControllerRepresentable", "TextFieldLink", "HelpLink", "Chart",
        "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
        "Font", "Alert", "ActionSheet", "Animation", "Binding", "ImmersiveSpace", "RealityView", "Model3D",
        "ToolbarTitleMenu", "PayWithApplePayButton", "AddPassToWalletButton",
    ]

    /// Calls whose closures or bindings SwiftUI (or the standard library) treats specially,
    /// by base name: type names for initializers (`Button`), member names for modifiers
    /// (`sheet`) and collection methods (`map`). Calls not listed still evaluate their plain
    /// arguments during the body; their closures are noted and treated as ``ClosureTiming/deferred``.
    package static let calls: [String: CallRule] = {
        var table: [String: CallRule] = [:]
        func add(_ names: [String], _ rule: CallRule) {
            for name in names { table[name] = rule }
        }
        let during = ClosureTiming.during
        let later = ClosureTiming.later
        let deferred = ClosureTiming.deferred

        // Containers and views whose content closures run while the body is evaluated.
        add(
            [
                "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
                "Group", "Form", "ScrollView", "ViewThatFits", "NavigationView", "WindowGroup", "Window",
                "UtilityWindow", "Settings", "ToolbarItem", "ToolbarItemGroup", "CommandMenu", "CommandGroup",
                "TimelineView", "ScrollViewReader", "GeometryReader", "ZStackLayout", "ImmersiveSpace",
                "ToolbarTitleMenu", "GlassEffectContainer",
            ],
            CallRule(closures: [("content", during)]))
        add(
            ["ForEach"],
            CallRule(closures: [("content", during)], shownBindings: ["_", "data"], input: .elements(of: "_")))
        add(
            ["List"],
            CallRule(
                closures: [("content", during), ("rowContent", during)], shownBindings: ["_", "selection"],
                input: .elements(of: "_")))
        add(
            ["OutlineGroup"],
            CallRule(closures: [("content", during)], shownBindings: ["_"], input: .elements(of: "_")))
        add(
            ["Table"],
            CallRule(
                closures: [("columns", during), ("rows", during)], shownBindings: ["_", "selection", "sortOrder"]))
        add(["TableColumn"], CallRule(closures: [("content", during)]))
        add(
            ["Section"],
            CallRule(
                closures: [("content", during), ("header", during), ("footer", during)], shownBindings: ["isExpanded"]))
        add(
            ["DisclosureGroup"],
            CallRule(closures: [("content", during), ("label", during)], shownBindings: ["isExpanded"]))
        add(["TabView"], CallRule(closures: [("content", during)], shownBindings: ["selection"]))
        add(["Tab"], CallRule(closures: [("content", during), ("label", during)]))
        add(["TabSection"], CallRule(closures: [("content", during), ("header", during)]))
        add(["NavigationStack"], CallRule(closures: [("root", during)], shownBindings: ["path"]))
        add(
            ["NavigationSplitView"],
            CallRule(
                closures: [("sidebar", during), ("content", during), ("detail", during)],
                shownBindings: ["columnVisibility", "preferredCompactColumn"]))
        add(
            ["NavigationLink"],
            CallRule(closures: [("destination", during), ("label", during)], shownBindings: ["isActive", "selection"]))
        add(["Button"], CallRule(closures: [("action", later), ("label", during)]))
        add(["EditButton", "RenameButton"], CallRule(closures: []))
        add(["PasteButton"], CallRule(closures: [("onPaste", later)]))
        add(["Menu"], CallRule(closures: [("content", during), ("label", during), ("primaryAction", later)]))
        add(
            ["Picker"],
            CallRule(
                closures: [("content", during), ("label", during), ("currentValueLabel", during)],
                shownBindings: ["selection"]))
        add(["Toggle"], CallRule(closures: [("label", during)], shownBindings: ["isOn"]))
        add(
            ["Stepper"],
            CallRule(
                closures: [
                    ("label", during), ("onIncrement", later), ("onDecrement", later), ("onEditingChanged", later),
                ],
                shownBindings: ["value"]))
        add(
            ["Slider"],
            CallRule(
                closures: [
                    ("label", during), ("minimumValueLabel", during), ("maximumValueLabel", during),
                    ("onEditingChanged", later),
                ],
                shownBindings: ["value"]))
        add(
            ["TextField", "SecureField"],
            CallRule(
                closures: [("label", during), ("onEditingChanged", later), ("onCommit", later)],
                shownBindings: ["text", "value"]))
        add(["TextEditor"], CallRule(closures: [], shownBindings: ["text"]))
        add(
            ["DatePicker", "MultiDatePicker", "ColorPicker"],
            CallRule(closures: [("label", during)], shownBindings: ["selection"]))
        add(["Label"], CallRule(closures: [("title", during), ("icon", during)]))
        add(["LabeledContent"], CallRule(closures: [("content", during), ("label", during)]))
        add(["GroupBox", "ControlGroup"], CallRule(closures: [("content", during), ("label", during)]))
        add(["ProgressView", "Gauge"], CallRule(closures: [("label", during), ("currentValueLabel", during)]))
        add(["ShareLink", "Link", "TextFieldLink", "HelpLink"], CallRule(closures: [("label", during)]))
        add(
            ["ContentUnavailableView"],
            CallRule(closures: [("label", during), ("description", during), ("actions", during)]))
        add(
            ["MenuBarExtra"],
            CallRule(closures: [("content", during), ("label", during)], shownBindings: ["isInserted"]))
        add(["DocumentGroup"], CallRule(closures: [("editor", during), ("viewer", during)]))
        add(["AsyncImage"], CallRule(closures: [("content", deferred), ("placeholder", deferred)]))
        add(["PhotosPicker"], CallRule(closures: [("label", during)], shownBindings: ["selection"]))
        add(["PayWithApplePayButton"], CallRule(closures: [("action", later), ("fallback", during)]))
        add(["OpenURLAction"], CallRule(closures: [("handler", later)]))
        add(["Chart"], CallRule(closures: [("content", during)]))
        add(["SignInWithAppleButton"], CallRule(closures: [("onRequest", later), ("onCompletion", later)]))
        add(["Canvas"], CallRule(closures: [("renderer", later), ("symbols", during)]))
        // `Image(size:label:opaque:colorMode:renderer:)` draws when the image is rendered.
        add(["Image"], CallRule(closures: [("renderer", later)]))
        add(["Binding"], CallRule(closures: [("get", during), ("set", later)]))
        // The buttons of `Alert` and `ActionSheet` (`.default(Text("OK")) { … }`, `.cancel()`):
        // the action runs when the button is tapped.
        add(["default", "destructive", "cancel"], CallRule(closures: [("action", later)]))
        add(["withAnimation", "withTransaction"], CallRule(closures: [("body", during)]))

        // Modifiers whose closures build views while the body is evaluated.
        add(["overlay", "background", "mask"], CallRule(closures: [("content", during)]))
        add(
            ["toolbar", "toolbarTitleMenu", "safeAreaInset", "safeAreaBar", "searchSuggestions", "swipeActions"],
            CallRule(closures: [("content", during)]))
        // `contextMenu(forSelectionType:menu:primaryAction:)` builds its menu for a selection
        // when it opens, and runs its primary action on a double click.
        add(
            ["contextMenu"],
            CallRule(
                closures: [("menuItems", during), ("preview", deferred), ("menu", deferred), ("primaryAction", later)]
            ))
        add(["searchScopes"], CallRule(closures: [("scopes", during)], shownBindings: ["_"]))
        add(
            [
                "tabItem", "commands", "accessibilityRepresentation", "accessibilityChildren", "presentationBackground",
                "containerBackground", "listRowBackground", "listRowSeparatorTint", "navigationBarItems",
                "scrollContent",
                "menuIndicator", "toolbarBackground", "accessibilityActions",
            ],
            CallRule(closures: [("label", during), ("content", during)]))
        add(["navigationTitle", "navigationSubtitle"], CallRule(closures: [("content", during)], shownBindings: ["_"]))
        add(["searchable"], CallRule(closures: [], shownBindings: ["text", "isPresented", "tokens"]))
        add(["focused", "accessibilityFocused"], CallRule(closures: [], shownBindings: ["_"]))

        // Presentation modifiers: the presented content is built when shown.
        add(
            ["sheet", "fullScreenCover", "popover", "inspector"],
            CallRule(
                closures: [("content", deferred), ("onDismiss", later)], shownBindings: ["isPresented", "item"],
                input: .value(of: "item")))
        add(
            ["alert", "confirmationDialog", "actionSheet"],
            CallRule(
                closures: [("actions", deferred), ("message", deferred), ("content", deferred)],
                shownBindings: ["isPresented", "item", "error"], input: .value(of: "presenting")))
        add(
            ["navigationDestination"],
            CallRule(
                closures: [("destination", deferred)], shownBindings: ["isPresented", "item"], input: .value(of: "item")
            ))
        add(
            ["photosPicker"],
            CallRule(closures: [], shownBindings: ["isPresented", "selection"]))
        add(["translationPresentation"], CallRule(closures: [], shownBindings: ["isPresented"]))

        // Modifiers that show the value of the binding they are given.
        add(["scrollPosition"], CallRule(closures: [], shownBindings: ["_", "id"]))
        add(["presentationDetents"], CallRule(closures: [], shownBindings: ["selection"]))
        add(
            ["chartXSelection", "chartYSelection", "chartAngleSelection"],
            CallRule(closures: [], shownBindings: ["value"]))
        add(
            ["fileImporter", "fileExporter", "fileMover"],
            CallRule(closures: [("onCompletion", later), ("onCancellation", later)], shownBindings: ["isPresented"]))

        // Modifiers whose closures run later, in response to an event.
        add(
            [
                "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture",
                "onSubmit", "onHover", "onContinuousHover", "onDrag", "onDrop", "onOpenURL", "onKeyPress", "onDelete",
                "onMove", "onInsert", "onCommand", "onExitCommand", "onPlayPauseCommand", "onCopyCommand",
                "onCutCommand", "onPasteCommand", "onDeleteCommand", "onMoveCommand", "refreshable", "onEnded",
                "onChanged", "updating", "onPreferenceChange", "onScrollGeometryChange", "onGeometryChange",
                "onScrollPhaseChange", "onScrollVisibilityChange", "backgroundTask", "dropDestination",
                "accessibilityAction", "accessibilityAdjustableAction", "accessibilityScrollAction", "userActivity",
                "alignmentGuide", "onContinueUserActivity", "handlesExternalEvents", "onLongTouchGesture",
                "onPencilDoubleTap", "onPencilSqueeze", "transformEnvironment", "transformPreference",
                "onImmersionChange", "onWorldRecenter", "draggable", "visualEffect", "scrollTransition",
                "keyframeAnimator", "phaseAnimator", "textSelectionAffinity", "onModifierKeysChanged",
            ],
            CallRule(
                closures: [
                    ("action", later), ("perform", later), ("content", later), ("pressing", later),
                    ("onPressingChanged", later),
                ]))
        add(["transaction"], CallRule(closures: [("transform", later)]))
        add(["itemProvider"], CallRule(closures: [("action", later)]))

        // Locks and synchronous dispatch run their closure at once, on the calling thread.
        add(["withLock", "sync"], CallRule(closures: [("body", during), ("execute", during)]))

        // Concurrency: the work runs later, never while the body is evaluated.
        add([taskType], CallRule(closures: [("operation", later)]))
        add(dispatchLater.sorted(), CallRule(closures: [("execute", later)]))

        // Value types: constructing one creates no view.
        // `Dictionary(grouping:by:)` and `Dictionary(_:uniquingKeysWith:)` call their closure at once.
        add(valueTypes.sorted(), CallRule(closures: []))
        add(["Dictionary"], CallRule(closures: [("by", during), ("uniquingKeysWith", during)]))

        // Standard library functions that call their closure immediately.
        add(
            [
                "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "sorted", "min",
                "max", "reduce", "forEach", "firstIndex", "lastIndex", "count", "prefix", "drop", "split", "partition",
                "lazy", "mapValues", "compactMapValues", "enumerated", "zip", "joined", "sum", "removeAll",
                "trimmingPrefix",
            ],
            CallRule(
                closures: [
                    ("transform", during), ("by", during), ("where", during), ("isIncluded", during),
                    ("shouldBeRemoved", during), ("while", during),
                ]))
        return table
    }()

    /// The rule a call to an implicit member (`.name(…)`) follows: `.init(get:set:)` builds a
    /// `Binding`; any other member follows its own name (`.default(Text("OK")) { … }`).
    /// `labels` are the call's argument labels in order, trailing closures included, `nil`
    /// where an argument has none.
    package static func implicitMemberRule(_ name: String, labels: [String?]) -> CallRule? {
        guard name == "init" else { return calls[name] }
        let buildsBinding = labels.count == 2 && (labels[0] ?? "get") == "get" && labels[1] == "set"
        return buildsBinding ? calls["Binding"] : nil
    }

    /// The rule of `call`, by the name it calls: a type or a modifier by its base name, an
    /// implicit member (`.init(get:set:)`) by ``implicitMemberRule(_:labels:)``; with the
    /// name, or `nil` when the call names nothing (a closure called, a subscript).
    package static func rule(of call: FunctionCallExprSyntax) -> (name: String, rule: CallRule?)? {
        guard let name = CallShape.calledName(call) else { return nil }
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.base == nil else {
            return (name, calls[name])
        }
        return (name, implicitMemberRule(name, labels: CallShape.arguments(of: call).map(\.label)))
    }

    /// When `closure` runs, by the rule of the call it is given to: `nil` where no rule
    /// describes it (a call the table does not know, a parameter the rule does not list, a
    /// closure that is stored or called in place). With the name of the call, if any.
    package static func timing(of closure: ClosureExprSyntax) -> (timing: ClosureTiming?, call: String?) {
        timing(ofArgument: ExprSyntax(closure))
    }

    /// When the code `argument` hands a call runs: a closure, or a function named in its place
    /// (`Button("Go", action: reload)`), by the rule of the call, as ``timing(of:)``.
    package static func timing(ofArgument argument: ExprSyntax) -> (timing: ClosureTiming?, call: String?) {
        var label: String?
        var call: FunctionCallExprSyntax?
        var unlabeledIndex = 0
        if let labeled = argument.parent?.as(LabeledExprSyntax.self),
            let list = labeled.parent?.as(LabeledExprListSyntax.self),
            let owner = list.parent?.as(FunctionCallExprSyntax.self)
        {
            call = owner
            label = labeled.label?.text
            if label == nil {
                for other in list {
                    if other.id == labeled.id { break }
                    if other.label == nil, other.expression.is(ClosureExprSyntax.self) { unlabeledIndex += 1 }
                }
            }
        } else if let owner = argument.parent?.as(FunctionCallExprSyntax.self), owner.trailingClosure?.id == argument.id {
            call = owner
            unlabeledIndex = owner.arguments.filter { $0.label == nil && $0.expression.is(ClosureExprSyntax.self) }.count
        } else if let extra = argument.parent?.as(MultipleTrailingClosureElementSyntax.self),
            let owner = extra.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            call = owner
            label = extra.label.text
        }
        guard let call, let (name, rule) = rule(of: call) else { return (nil, nil) }
        guard let rule else { return (nil, name) }
        let givenLabels = CallRule.givenLabels(of: call)
        // `.init(get:set:)` builds a binding: its name is the binding's.
        let named = name == "init" ? bindingType : name
        return (rule.timing(forLabel: label, unlabeledIndex: unlabeledIndex, givenLabels: givenLabels), named)
    }

    /// Standard library methods that change the value they are called on: a call of one
    /// on a property writes it (`items.append(x)`, `isOn.toggle()`).
    package static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "shuffle",
        "reverse", "formUnion", "subtract", "formIntersection", "formSymmetricDifference", "merge", "removeValue",
        "updateValue", "popLast", "popFirst", "removeSubrange", "replaceSubrange", "swapAt", "move", "negate",
    ]

    /// Standard library and Foundation methods that read the value they are called on and
    /// change nothing: a call of one on a property reads it.
    package static let readingMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "reduce", "contains", "first", "last", "firstIndex", "lastIndex",
        "sorted", "reversed", "joined", "split", "count", "isEmpty", "min", "max", "prefix", "suffix", "dropFirst",
        "dropLast", "enumerated", "allSatisfy", "description", "hasPrefix", "hasSuffix", "lowercased",
        "uppercased", "trimmingCharacters", "components", "formatted", "index", "distance", "randomElement",
        "isSubset", "isSuperset", "union", "intersection", "subtracting", "symmetricDifference", "zip",
    ]

    /// What starts a change made in a closure SwiftUI runs later, by the call the closure is
    /// given to; a call not listed is a control's action or a gesture (``WriteTrigger/action``).
    package static let writeTriggers: [String: WriteTrigger] = [
        "onChange": .onChange, "onReceive": .onReceive, "task": .task, "refreshable": .task,
        "onAppear": .onAppear, "onDisappear": .onAppear, "Binding": .binding,
    ]

    /// Standard library, Foundation, Core Graphics, UIKit, AppKit and SwiftUI types that are
    /// never views: constructing one creates no view, and a function declared to return one
    /// builds values, not views.
    package static let valueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "String", "Character", "Substring", "Array", "Set", "Decimal", "Date", "URL", "UUID",
        "Data", "IndexSet", "AttributedString", "NSAttributedString", "CGSize", "CGPoint", "CGRect", "CGVector",
        "EdgeInsets", "Range", "ClosedRange", "Void", "Never", "Result", "Error", "TimeInterval", "DateComponents",
        "DateInterval", "Calendar", "Locale", "TimeZone", "Measurement", "NSNumber", "URLRequest", "URLComponents",
        "URLQueryItem", "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "JSONEncoder", "JSONDecoder",
        "UIImage", "UIColor", "UIFont", "NSImage", "NSColor", "NSFont", "CGColor", "CGImage", "CGAffineTransform",
        "Angle", "UnitPoint", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis",
        "LocalizedStringKey", "LocalizedStringResource", "KeyboardShortcut", "GridItem", "Transaction",
    ]

    /// Standard library, Foundation, Core Graphics and SwiftUI types whose values are copied,
    /// never shared: a `@State` holding one changes only where the view assigns it, mutates
    /// it or hands out a binding to it. The generic ones (`Array`, `Optional`, …) hold values
    /// when their arguments do. Unlike ``valueTypes`` (types that are never views), no class
    /// is listed here.
    package static let valueSemanticTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "CGFloat", "String", "Character", "Substring", "Decimal", "Date", "UUID", "URL", "Data",
        "TimeInterval", "DateComponents", "DateInterval", "IndexSet", "IndexPath", "AttributedString", "Calendar",
        "Locale", "TimeZone", "URLComponents", "URLRequest", "CGSize", "CGPoint", "CGRect", "CGVector",
        "Array", "ContiguousArray", "Set", "Dictionary", "Optional", "Range", "ClosedRange",
        "Color", "Angle", "UnitPoint", "EdgeInsets", "Alignment", "LocalizedStringKey", "ScrollViewProxy",
        "NavigationPath", "ScrollPosition", "ColorScheme", "Visibility", "NavigationSplitViewVisibility", "EditMode",
        "PresentationDetent",
    ]

    /// Value types whose value made without input differs each time (`UUID()`, `Date()`,
    /// `Date.now`): a `@State` that starts with one keeps the first on purpose, as the view's
    /// own id or the moment it appeared.
    package static let freshValueTypes: Set<String> = ["UUID", "Date"]

    /// Modules whose name may qualify a type: `SwiftUI.Color` is `Color`.
    package static let frameworkModules: Set<String> = ["SwiftUI", "Swift", "Observation", "Combine", "Foundation"]

    /// Calls that decide the identity of the views created in their content, by name:
    /// type names for initializers (`ForEach`), member names for modifiers (`sheet`).
    package static let identityRules: [String: IdentityRule] = [
        "ForEach": .rows, "List": .rows, "OutlineGroup": .rows, "Table": .rows,
        "sheet": .presentation(.sheet), "fullScreenCover": .presentation(.sheet), "popover": .presentation(.sheet),
        "inspector": .presentation(.sheet), "navigationDestination": .presentation(.navigationDestination),
        "alert": .presentation(.alert), "confirmationDialog": .presentation(.alert), "actionSheet": .presentation(.alert),
        "NavigationLink": .navigationLink, "TabView": .tabs, "Tab": .tabs,
    ]

    /// Argument labels of a presentation that shows its content per value: a new value is a
    /// new identity (`sheet(item:)`, `navigationDestination(for:)`).
    package static let perValuePresentationForms: Set<String> = ["item", "for"]

    /// Scenes that open a window per value, with the label that takes the value's type
    /// (`WindowGroup(for: Item.ID.self) { $id in … }`): each value is its own window.
    package static let perValueScenes: [String: String] = ["WindowGroup": "for"]

    /// Argument labels of a presentation that say when it shows: a Boolean binding, an
    /// optional item, a value type for navigation (in order of preference).
    package static let presentationForms = ["isPresented", "item", "for", "isActive", "selection"]

    /// The modifier that gives a view an explicit identity.
    package static let explicitIdentityModifier = "id"

    /// Argument labels of a rows builder that name its data (besides the first unlabeled one).
    package static let rowDataLabels: Set<String> = ["data"]

    /// Argument labels of closures that build a row (besides the trailing closure).
    package static let rowContentLabels: Set<String> = ["content", "rowContent"]

    /// The argument label of a rows builder that names the element's id.
    package static let rowIDLabel = "id"

    /// Argument labels of a presentation's closures that do not build the presented content.
    package static let presentationActionLabels: Set<String> = ["onDismiss"]

    /// Argument labels of a `NavigationLink` that build its destination (besides the trailing closure,
    /// when no `value:` is given).
    package static let destinationLabels: Set<String> = ["destination"]

    /// Argument labels of a `NavigationLink` that navigate by value, with no destination of its own.
    package static let navigationValueLabels: Set<String> = ["value"]

    /// Modifiers that watch a value and run their action when it changes, with the label
    /// of the watched value: `onChange(of:)`, `task(id:)`.
    package static let watchingModifiers: [String: String] = ["onChange": "of", "task": "id"]

    /// Modifiers whose action runs each time the publisher given as their first argument
    /// emits: `onReceive(_:perform:)`.
    package static let receivingModifiers: Set<String> = ["onReceive"]

    /// Environment values SwiftUI itself never changes: only the app puts one there
    /// (`.environment(\.managedObjectContext, container.viewContext)`), so one changes
    /// only where the app puts a value that does.
    package static let appProvidedEnvironmentKeys: Set<String> = ["\\.managedObjectContext", "\\.modelContext"]

    /// The wrappers that hand an `App` its delegate. A modifier of the app's own content
    /// given that delegate and declared by no analyzed file is a framework's setup (Spezi's
    /// `.spezi(appDelegate)`), which may put any object in the environment.
    package static let delegateAdaptors: Set<String> = [
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
    ]

    /// The wrapper of an `ObservableObject` the view owns, as written in a fix.
    package static let ownedObjectWrapper = "StateObject"

    /// The modifier whose action runs when the value it watches changes (and, with
    /// `initial: true`, when the view appears).
    package static let changeModifier = "onChange"

    /// Modifiers whose action runs when the view appears (`task` also when its `id` changes).
    package static let appearanceModifiers: Set<String> = ["onAppear", taskModifier]
    /// `Task { … }`: its work runs after the code that starts it.
    static let taskType = "Task"
    /// A queue's calls whose closure runs after the code that calls them.
    static let dispatchLater: Set<String> = ["async", "asyncAfter"]
    /// The calls whose closure runs after the code that makes them, never at once.
    package static let laterRunningCalls = dispatchLater.union([taskType])

    /// The modifier that runs async work when the view appears (and, with `id:`, when the id changes).
    package static let taskModifier = "task"

    /// Classes of widely used packages whose objects only mirror state that another object
    /// keeps, and which a view builds anew each time it is created, as the package documents:
    /// The Composable Architecture's `ViewStore` (`ViewStore(store, observe: { $0 })` in
    /// `init`), whose state lives in the store the view is handed.
    package static let mirroringObjectTypes: Set<String> = ["ViewStore", "ViewStoreOf"]

    /// The protocol of views; its extensions declare custom modifiers.
    package static let viewProtocol = "View"
    /// The modifier that makes SwiftUI compare a view with its own `==` (`EquatableView`).
    package static let equatableModifier = "equatable"
    /// The type whose extensions declare the app's environment values.
    package static let environmentValuesType = "EnvironmentValues"

    /// Calls that start work which outlives the call: a task, a timer, a subscription, an
    /// observer, work sent to a queue. An initializer that makes one starts that work each
    /// time it runs.
    package static let workStartingCalls: Set<String> = [
        taskType, "scheduledTimer", "publish", "sink", "assign", "addObserver", "async", "asyncAfter",
    ]

    /// The view that erases the type of the view it wraps.
    package static let typeErasingView = "AnyView"

    /// The type of a binding to a value: `Binding<T>` holds a `T`.
    package static let bindingType = "Binding"
    /// The label of the closure that reads a binding's value in `Binding(get:set:)`.
    package static let bindingGetterLabel = "get"
    /// The standard library's method that finds the first element matching a predicate
    /// (`servers.first(where: { $0.id == id })`).
    package static let firstMatchingMethod = "first"
    /// A binding's current value (`text.wrappedValue`).
    package static let wrappedValueMember = "wrappedValue"
    /// The type of `@Environment`, also held as a plain property (`var x: Environment<T>`).
    package static let environmentType = "Environment"

    /// The Composable Architecture's store: `Store<State, Action>` gives its views the
    /// properties of `State` (`store.count`, `$store.text`) by dynamic member lookup, and
    /// `StoreOf<Feature>` is `Store<Feature.State, Feature.Action>`.
    package static let storeType = "Store"
    package static let storeOfType = "StoreOf"
    /// The nested type a reducer's `StoreOf` gives the properties of.
    package static let reducerStateType = "State"
    /// Attached macros that make a value type observable per property where a store holds
    /// it (the Composable Architecture's `@ObservableState`).
    package static let observableStateMacros: Set<String> = ["ObservableState"]

    /// Generic wrappers whose argument is the value the analysis follows: `State<T>`, `Optional<T>`.
    package static let transparentWrapperTypes: Set<String> = [
        "Optional", "State", "Bindable", "ObservedObject", "StateObject",
    ]

    /// Generic collections whose argument is the element type: `[T]`, `Set<T>`.
    package static let collectionTypes: Set<String> = [
        "Array", "Set", "ContiguousArray", "ArraySlice", "IdentifiedArrayOf",
    ]

    /// The modifier that hands an `ObservableObject` to the environment.
    package static let environmentObjectModifier = "environmentObject"
    /// The modifier that puts a value in the environment: an `@Observable` object by its
    /// type (`.environment(store)`), or a value for a key (`.environment(\.theme, theme)`).
    package static let environmentModifier = "environment"
    /// The modifier that applies a custom `ViewModifier`: `.modifier(Inject())`.
    package static let customModifier = "modifier"
    /// The method a `ViewModifier` builds the modified view in: `body(content:)`.
    package static let modifierBodyName = "body"

    /// Labels of a property wrapper initializer's value: `State(initialValue:)`, `StateObject(wrappedValue:)`.
    package static let wrapperValueLabels: Set<String> = ["initialValue", "wrappedValue"]

    /// Standard types whose values compare with `==`, which `onChange(of:)` needs.
    package static let equatableTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "String", "Character", "Substring", "Decimal", "Date", "URL", "UUID", "Data", "IndexSet",
        "AttributedString", "CGSize", "CGPoint", "CGRect", "TimeInterval", "DateComponents", "Locale", "TimeZone",
        "Color", "LocalizedStringKey",
    ]

    /// Protocols that make a type's values compare with `==`.
    package static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// Initializers whose result gives bindings to the properties of their argument (`Bindable(store).name`).
    package static let bindingInitializers: Set<String> = ["Bindable"]

    /// Collection methods whose result holds the same elements (for following element types).
    package static let collectionPreservingMethods: Set<String> = [
        "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled",
    ]

    /// Collection methods whose result the closure decides (which element, what value),
    /// so the result depends on what the closure reads. `filter` and `sorted` are not
    /// among them: their result holds the same elements.
    package static let closureDecidedMethods: Set<String> = [
        "first", "last", "min", "max", "firstIndex", "lastIndex", "contains", "allSatisfy", "reduce", "map",
        "compactMap", "flatMap", "count", "mapValues", "compactMapValues", "sum",
    ]

    /// Collection methods whose result is one element.
    package static let elementMethods: Set<String> = ["first", "last", "min", "max", "randomElement"]

    /// Collection properties whose value is one element.
    package static let elementProperties: Set<String> = ["first", "last"]
}

/// What a call does to the identity of the views created in its content.
package enum IdentityRule: Sendable, Hashable {
    /// One view per element of the data (`ForEach`, `List(items)`): identified by the element's id.
    case rows
    /// Content shown on demand, of this kind (`sheet`, `navigationDestination`, `alert`).
    case presentation(IdentityComponent.Kind)
    /// A `NavigationLink`: its destination is built with the link and shown on demand.
    case navigationLink
    /// Each view in the content is a tab.
    case tabs
}

/// The member of a view type that plays `body`.
package enum BodyMember: Sendable, Hashable {
    /// A computed property (`var body: some View`).
    case property(String)
    /// A method (`func body(content:)`, `func makeBody(configuration:)`).
    case method(String)
}
