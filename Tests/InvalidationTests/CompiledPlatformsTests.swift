import Invalidation
import Testing

/// Which platforms compile a clause of an `#if` around a creation, as the graph's identity
/// components spell it.
@Suite struct CompiledPlatformsTests {
    private func clause(_ source: String, first condition: String?) -> IdentityComponent {
        IdentityComponent(kind: .branch, source: source, value: condition)
    }

    @Test func theFirstClauseIsCompiledWhereItsConditionHolds() {
        #expect(CompiledPlatforms.compiling(clause("#if", first: "os(iOS)")) == .iOS)
        #expect(CompiledPlatforms.compiling(clause("#if", first: "os(iOS) || os(visionOS)")) == [.iOS, .visionOS])
        #expect(CompiledPlatforms.compiling(clause("#if", first: "!os(macOS)")) == CompiledPlatforms.all.subtracting(.macOS))
        #expect(CompiledPlatforms.compiling(clause("#if", first: "os(xrOS)")) == .visionOS)
    }

    @Test func laterClausesAreCompiledWhereTheFirstIsNot() {
        #expect(CompiledPlatforms.compiling(clause("#else", first: "os(iOS)")) == CompiledPlatforms.all.subtracting(.iOS))
        #expect(CompiledPlatforms.compiling(clause("#elseif os(macOS)", first: "os(iOS)")) == .macOS)
        #expect(CompiledPlatforms.compiling(clause("#elseif os(iOS)", first: "os(iOS)")).isEmpty)
    }

    @Test func conditionsAboutMoreThanPlatformsDecideNothing() {
        #expect(CompiledPlatforms.compiling(clause("#if", first: "DEBUG")) == .all)
        #expect(CompiledPlatforms.compiling(clause("#else", first: "canImport(UIKit)")) == .all)
        #expect(CompiledPlatforms.compiling(clause("#else", first: "os(iOS) || DEBUG")) == .all)
        // The known side of `&&` still limits the platforms; its negation is not known.
        #expect(CompiledPlatforms.compiling(clause("#if", first: "os(iOS) && DEBUG")) == .iOS)
        #expect(CompiledPlatforms.compiling(clause("#else", first: "os(iOS) && DEBUG")) == .all)
        #expect(CompiledPlatforms.compiling(clause("#if", first: "os(Linux)")) == .all)
        // Another kind of component, or an `if` of code, compiles everywhere.
        #expect(CompiledPlatforms.compiling(IdentityComponent(kind: .branch, source: "if isOn")) == .all)
        #expect(CompiledPlatforms.compiling(IdentityComponent(kind: .row, source: "ForEach(items)")) == .all)
    }
}
