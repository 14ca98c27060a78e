struct SearchView: View {
    @State private var query = ""
    let scope: String
    init(scope: String) { self.scope = scope }
    var body: some View { TextField(scope, text: $query) }
}