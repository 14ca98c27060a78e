import SwiftUI

struct ComposeView: View {
    @StateObject private var model = ComposeModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("To", text: $model.recipient)
                TextField("Subject", text: $model.subject)
                TextEditor(text: $model.text)
                    .frame(minHeight: 200)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    SendButton(model: model) { dismiss() }
                }
            }
        }
    }
}

struct SendButton: View {
    @ObservedObject var model: ComposeModel
    let onSent: () -> Void

    var body: some View {
        Button("Send") {
            model.isSending = true
            onSent()
        }
        .disabled(!model.canSend || model.isSending)
    }
}

struct MailSettingsView: View {
    @AppStorage("showsPreviews") private var showsPreviews = true

    var body: some View {
        Form {
            Toggle("Show previews", isOn: $showsPreviews)
        }
        .padding()
    }
}

#Preview {
    ComposeView()
}
