import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// One pass over a file's declarations (not into function bodies): its structs with
/// their qualified names, the classes and actors it declares, and its extensions.
final class FileDeclarationScan: SyntaxVisitor {
    private(set) var structs: [(name: String, declaration: StructDeclSyntax)] = []
    private(set) var classNames: [String] = []
    private(set) var viewConformances: [String] = []
    private(set) var extensions: [(name: String, members: MemberBlockSyntax)] = []
    private var scope: [String] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    /// Scans `tree`.
    static func scan(_ tree: SourceFileSyntax) -> FileDeclarationScan {
        let scan = FileDeclarationScan()
        scan.walk(tree)
        return scan
    }

    /// The views: structs that conform to `View` in their declaration or, when their
    /// name is in `conformingElsewhere`, in an extension.
    func views(conformingElsewhere: Set<String>) -> [ViewDeclaration] {
        structs.compactMap { entry in
            ViewDeclaration(
                entry.declaration, qualifiedName: entry.name,
                conformsElsewhere: conformingElsewhere.contains(entry.name))
        }
    }

    private func qualified(_ name: String) -> String {
        (scope + [name]).joined(separator: ".")
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        structs.append((qualified(node.name.text), node))
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        scope.removeLast()
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classNames.append(qualified(node.name.text))
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        scope.removeLast()
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        classNames.append(qualified(node.name.text))
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) {
        scope.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        scope.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { viewConformances.append(name) }
        extensions.append((name, node.memberBlock))
        scope.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        scope.removeLast()
    }

    // Function bodies and closures declare nothing the rules look up.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// What all linted files declare, for rules that look past one file: class names, types
/// that conform to `View` in an extension, and extension members of each type.
struct ModuleDeclarations {
    /// Classes and actors, by qualified and by simple name.
    var classNames: Set<String> = []
    /// Types made views by an extension.
    var viewConformances: Set<String> = []
    /// Member blocks of extensions, by extended type as written.
    var extensionMembers: [String: [MemberBlockSyntax]] = [:]

    /// Collects the declarations of every file.
    init(scans: [FileDeclarationScan]) {
        for scan in scans {
            for name in scan.classNames {
                classNames.insert(name)
                if let last = name.split(separator: ".").last { classNames.insert(String(last)) }
            }
            viewConformances.formUnion(scan.viewConformances)
            for (name, members) in scan.extensions { extensionMembers[name, default: []].append(members) }
        }
    }

    /// Whether `typeName` (as written at a use) names a class or actor of the linted files.
    func isClass(_ typeName: String) -> Bool {
        classNames.contains(typeName)
    }
}
