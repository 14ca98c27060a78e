import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// What rules see beyond the view they check: the declarations of all linted files and
/// the places that create each view.
struct LintContext {
    /// Classes, extension conformances and extension members of all files.
    var module: ModuleDeclarations
    /// By view simple name, the places that create it.
    var creations: [String: [CreationSite]]

    /// The members of `view` that run after construction: the body, computed properties
    /// and methods of its declaration and of its extensions.
    func behaviourMembers(of view: ViewDeclaration) -> [DeclSyntax] {
        var members = view.behaviourMembers
        for block in module.extensionMembers[view.name] ?? [] {
            members += block.members.map(\.decl).filter { !$0.is(InitializerDeclSyntax.self) }
        }
        return members
    }
}
