import Foundation
import InvalidationReader
import SwiftParser
import SwiftSyntax
import Testing

/// `trimmedSource` is `trimmedDescription`, node for node, in well-formed and broken source.
@Suite struct TrimmedSourceTests {
    private static let sources = [
        """
        // A view.
        struct Row: View {
            @State private var count = 0  // trailing
            var body: some View {
                VStack { /* inner */ Text("\\(count)")
                    .id(count)   }
                ForEach(items, id: \\.self) { item in Text(item) }
                switch mode { case .a, .b: Text("a") ; default: EmptyView() }
            }
        }
        """,
        "func f( { let x = [1, 2,, ] ; if x > { } else",
        "\t\n  /// doc\n  let  é = \"ünï\"  \n\n",
        "",
    ]

    @Test(arguments: sources) func everyNodeAgreesWithTrimmedDescription(source: String) {
        #expect(Self.disagreements(in: source).isEmpty)
    }

    /// Every Swift file the package ships as an example or a fixture, whole and cut short
    /// in the middle (which leaves tokens missing).
    @Test func everyNodeOfTheShippedSwiftAgrees() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Examples", "Tests"] {
            let walker = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for source in [text, String(text.prefix(text.count / 2))] {
                let found = Self.disagreements(in: source)
                #expect(found.isEmpty, "\(file.lastPathComponent): \(found.prefix(3))")
            }
        }
    }

    /// The nodes of `source` whose two texts differ, as `kind: trimmedSource | trimmedDescription`.
    private static func disagreements(in source: String) -> [String] {
        var nodes: [Syntax] = [Syntax(Parser.parse(source: source))]
        var found: [String] = []
        while let node = nodes.popLast() {
            if node.trimmedSource != node.trimmedDescription {
                found.append("\(node.kind): \(node.trimmedSource) | \(node.trimmedDescription)")
            }
            nodes.append(contentsOf: node.children(viewMode: .all))
        }
        return found
    }
}
