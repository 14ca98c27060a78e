import SwiftUI

struct NotificationPayload {
    var isLocalized = false
}

final class Document {}

/// ControlRoom's APSFormView: the binding is the last stored property to get its value,
/// so the state's assignment after it is a setter call.
private struct PayloadForm: View {
    @Binding private var payload: NotificationPayload
    @State private var selectedTabIndex = 1

    init(payload: Binding<NotificationPayload>) {
        _payload = payload
        /*↓state_setter_in_init*/self.selectedTabIndex = self.payload.isLocalized ? 2 : 1
    }

    var body: some View {
        TabView(selection: $selectedTabIndex) { Text("Alert").tag(1) }
    }
}

/// CodeEdit's EditorAreaView: an optional @State declared without a value starts as nil.
private struct FileArea: View {
    let name: String
    @State private var file: (() -> Document?)?

    init(name: String, document: Document?) {
        self.name = name
        if let document {
            /*↓state_setter_in_init*/self.file = { [weak document] in document }
        }
    }

    var body: some View {
        Text(file?() == nil ? "Loading \(name)" : name)
    }
}

/// Chat's CustomFocus: focus set in init moves nothing.
private struct FocusMatch<T: Hashable>: ViewModifier {
    @Binding var binding: T
    @FocusState private var focus: Bool
    let equals: T

    init(_ binding: Binding<T>, equals: T) {
        _binding = binding
        self.equals = equals
        /*↓state_setter_in_init*/self.focus = binding.wrappedValue == equals
    }

    func body(content: Content) -> some View {
        content.focused($focus)
    }
}

/// CodeEdit's NewListTableItemView: a state assigned before the other stored properties
/// is created with that value.
private struct NewItem: View {
    @State private var key = ""
    let title: String

    init(key: String?, title: String) {
        self.key = key ?? ""
        self.title = title
    }

    var body: some View {
        TextField(title, text: $key)
    }
}

/// Chat's LinkPreviewView: without a declared value, either path creates the state.
private struct LinkPreview: View {
    @State private var metadata: String

    init(url: String, cached: String?) {
        guard let cached else {
            metadata = url
            return
        }
        metadata = cached
    }

    var body: some View {
        Text(metadata)
    }
}
