internal import Foundation
import Invalidation
internal import SwiftSyntax
import InvalidationReader

/// Reads SwiftUI source and extracts the app's view graph: the view types, where each
/// creates the others and what decides their identity there, where each value lives and
/// which views read it, following the semantics in ARCHITECTURE.md.
///
/// Files are read and parsed in parallel, each file's declarations collected by the
/// thread that parsed it (the bodies of functions outside view types are parsed when first
/// followed: ``SourceReader/defersBodies``); then each view type's body is followed once, in parallel (a
/// helper that only reads and returns a value is followed once for every place that calls
/// it the same way, and its record reused, with the same result); then one pass builds the
/// graph (``Analysis/graph``). The course's tree of instances is drawn from the same
/// bodies on demand (``Analysis/scenario``). The result never depends on the number of
/// threads.
///
/// Decisions the semantics leave open:
/// - **Views.** One per view type: `View`, `ViewModifier`, `App`, `Scene`, `ToolbarContent`,
///   `Commands`, the styles and the representables (whose `update…(_:context:)` plays the
///   body); a generic type once; nested types keep their qualified name
///   (`Screen.Footer`). Previews (`#Preview`, `PreviewProvider` and the types nested in them)
///   and test files (the files of test targets where a project says; elsewhere, importing a
///   test framework, or in a folder ending in `Tests`) are left out unless
///   ``Options/includesPreviews``. Roots are `App` types, then views no body
///   creates, then views only reachable from one another, in declaration order. A view
///   created inside itself is counted along the paths that do not repeat it, with a note.
/// - **Keys** belong to types. `@State`, `@FocusState` and `@GestureState` of a view are
///   `Type.property` (in the tree, `Node.property`), and so are `@Query` and `@FetchRequest`
///   results. An `@Observable` class's tracked properties are `Type.property` (`let`s and
///   `@ObservationIgnored` ones are not keys). `@Environment(\.key)` is `\.key`.
///   `@AppStorage("name")` is `AppStorage.name`, one key for every view that declares it.
///   `@Default(.name)` (the Defaults package) is `Defaults.name`, the same way.
/// - **`ObservableObject`.** Every view that holds one with `@StateObject`,
///   `@ObservedObject` or `@EnvironmentObject` reads every `@Published` key of its type
///   (`Type.property`), whatever its body reads, because any published change invalidates
///   it. Reading a property does not add a read of its own; the property's key still flows
///   into a view it fills.
/// - **Data flow.** A value passed to one of our views carries the keys its expression
///   read, and the creator's own inputs; the child reads them where its body reads the
///   property it fills (memberwise labels, or `self.x =` / `_x =` in a custom `init`), on
///   each creation path. `@State` filled in `init` carries nothing. Results of
///   `filter`/`sorted` carry their collection's keys; results a closure decides
///   (`first(where:)`, `map`, `contains`) also carry what the closure reads. Each argument
///   also says whether SwiftUI can compare what it stores (not a closure, a content closure
///   the view keeps, or a module struct that stores one), for the swiftui model.
/// - **Environment.** `.environment(object)`, `.environmentObject(object)` and
///   `.environment(\.key, value)` put an entry (the object's module type, or the key) on the
///   creations inside what they modify, with the keys the value depends on; views record the
///   objects they take with `@Environment(Type.self)` or `@EnvironmentObject`. In a custom
///   modifier, such a call on `self` reaches the view the modifier is applied to.
/// - **Closures.** The knowledge table (`SwiftUIKnowledge`) says which run during body,
///   later, or later to build views (a sheet's content: its views are created there, its
///   reads are not the presenter's). A closure passed to one of our views runs during the
///   passer's body when the receiving parameter returns a view, later when it returns
///   `Void`. A closure passed to a call the table does not describe is noted; its views are
///   kept and its reads are not counted, except where a view from another module (a call
///   named like a type, in a body) is given a closure that builds views
///   (`Settings.Section { Toggle(…) }`): that is content the view shows, read during the
///   body, noted once per callee.
/// - **`#if`.** Every branch is followed, so the model is the union over build
///   configurations; a type declared in two branches is merged into one.
/// - **Targets.** Where a folder holds Xcode projects or Swift packages, their targets'
///   files are read (``SourceSelection``) and each target is a module: two targets'
///   types of one name are two types, the later target's named with its module
///   (`Watch_App.ContentView`), and a name finds its own target's type first. Files in
///   no target are left out, with a note.
public struct SourceAnalyzer: Sendable {
    /// How the analyzer runs.
    public struct Options: Hashable, Sendable {
        /// Worker threads for parsing and following bodies.
        public var threads: Int
        /// The most views the tree may hold; views beyond it are left out with a note.
        public var nodeLimit: Int
        /// Files larger than this many bytes are skipped with a note.
        public var maximumFileBytes: Int
        /// Whether previews and test files are part of the app: preview providers are
        /// views (their `previews` the body), and views in test files are kept (and the
        /// files of test and UI-test targets read).
        public var includesPreviews: Bool
        /// The targets to analyze, by name, where a folder holds an Xcode project or a
        /// Swift package; empty for every target that is not a test.
        public var targets: [String] = []
        /// Whether a helper followed once is not followed again where it is called the same
        /// way (its recorded reads and value are used). The result is the same either way;
        /// tests turn it off to check that.
        package var reusesFollowedHelpers = true
        /// Whether the function bodies of files that declare no view are parsed only when
        /// a body the analysis follows calls them. The result is the same either way; tests
        /// turn it off to check that.
        package var defersBodies = true

        /// Creates options; by default one thread per active core.
        public init(
            threads: Int? = nil, nodeLimit: Int = 100_000,
            maximumFileBytes: Int = 16 << 20, includesPreviews: Bool = false
        ) {
            self.includesPreviews = includesPreviews
            self.threads = max(1, threads ?? ParallelWork.activeCores)
            self.nodeLimit = nodeLimit
            self.maximumFileBytes = maximumFileBytes
        }
    }

    /// How the analyzer runs.
    public var options: Options

    /// Creates an analyzer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Analyzes the `.swift` files at `paths`: files as given, folders searched recursively
    /// (hidden folders skipped), each folder's files in sorted order.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not
    ///   exist or a file that cannot be read.
    public func analyze(paths: [String]) throws(InvalidationError) -> Analysis {
        try analyze(paths: paths, progress: nil)
    }

    /// Analyzes the `.swift` files at `paths`, as ``analyze(paths:)`` does, calling
    /// `progress` with the number of files parsed so far and the number of files, from
    /// worker threads, once per file (a caller that prints should throttle).
    ///
    /// A folder that holds Xcode projects or Swift packages gives the files of their
    /// targets (``Options/targets``; test targets only with ``Options/includesPreviews``);
    /// its `.swift` files that no target compiles are left out, with a note.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` for a name in
    ///   ``Options/targets`` that no project declares.
    public func analyze(
        paths: [String], progress: (@Sendable (_ parsed: Int, _ total: Int) -> Void)?
    ) throws(InvalidationError) -> Analysis {
        try analyze(selection: selection(of: paths), progress: progress)
    }

    /// The files at `paths` these options analyze, with their targets.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` for a name in
    ///   ``Options/targets`` that no project declares.
    package func selection(of paths: [String]) throws(InvalidationError) -> SourceSelection {
        let selection = try SourceSelection(
            paths: paths, targets: options.targets, includesTests: options.includesPreviews)
        if let problem = Self.unknownTargetsProblem(selection) { throw problem }
        return selection
    }

    /// The error for names of targets that no project of `selection` declares, if any.
    package static func unknownTargetsProblem(_ selection: SourceSelection) -> InvalidationError? {
        let unknown = selection.unknownTargets
        guard !unknown.isEmpty else { return nil }
        let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
        let known = selection.layout.targetNames
        let which =
            known.isEmpty
            ? "no Xcode project or Package.swift was found to declare targets"
            : "the targets are: \(known.joined(separator: ", "))"
        return .malformedInput("no target named \(names); \(which)", at: nil)
    }

    /// Analyzes the files `selection` holds, as ``analyze(paths:progress:)`` does.
    package func analyze(
        selection: SourceSelection, progress: (@Sendable (_ parsed: Int, _ total: Int) -> Void)? = nil
    ) throws(InvalidationError) -> Analysis {
        let read = try reader.read(files: selection.files, progress: progress) { file, index in
            Self.collect(file, index: index)
        }
        return analyze(read.map(\.file), collected: read.map(\.extra), roots: selection.roots, selection: selection)
    }

    /// Analyzes sources given as text, in the order given.
    public func analyze(sources: [SourceText]) -> Analysis {
        analyze(reader.parse(sources))
    }

    /// The reader that finds and parses files with these options.
    package var reader: SourceReader {
        var reader = SourceReader(threads: options.threads, maximumBytes: options.maximumFileBytes)
        if options.defersBodies { reader.defersBodies = SwiftUIKnowledge.bodyDeferral }
        return reader
    }

    /// The `.swift` files at `paths`, in the order an analyzer with the default options
    /// reads them: where a folder holds Xcode projects or Swift packages, the files of
    /// their targets but the tests.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not exist.
    public static func swiftFiles(in paths: [String]) throws(InvalidationError) -> [String] {
        try SourceSelection(paths: paths).files
    }

    // MARK: Phases

    /// Analyzes files read with ``reader``, in the order given.
    /// `roots` are the folders the files were found in, below which a folder named like
    /// tests holds test files.
    package func analyze(_ sources: [SourceFile], roots: [String] = [], selection: SourceSelection? = nil) -> Analysis {
        let collected = ParallelWork.map(count: sources.count, threads: options.threads) { index in
            Self.collect(sources[index], index: index)
        }
        return analyze(sources, collected: collected, roots: roots, selection: selection)
    }

    /// What the file at `index` of the files to analyze declares. Collected by the thread
    /// that parsed it, as ``SourceReader/read(files:progress:then:)`` lets it, while its
    /// tree is still in that thread's cache.
    package static func collect(_ source: SourceFile, index: Int) -> CollectedFile {
        CollectedFile(parsed: ParsedFile.collect(source, file: Int32(index)))
    }

    /// Analyzes files read with ``reader``, each with what ``collect(_:index:)`` collected of it.
    /// With a `selection` (whose files are `sources`, in order), a file's target says
    /// whether it is a test, and the selection's projects add their notes.
    package func analyze(
        _ sources: [SourceFile], collected: [CollectedFile], roots: [String], selection: SourceSelection? = nil
    ) -> Analysis {
        analyze(collected.map(\.parsed), sources: sources, roots: roots, selection: selection)
    }

    private func analyze(
        _ parsed: [ParsedFile], sources read: [SourceFile], roots: [String], selection: SourceSelection?
    ) -> Analysis {
        let isAppFile = zip(parsed, read).enumerated().map { index, pair in
            if options.includesPreviews { return true }
            if let selection, selection.targetOf[index] != nil { return !selection.isInUnnamedTestTarget(index) }
            return !Self.isTestFile(path: pair.1.path, imports: pair.0.declarations.imports, roots: roots)
        }
        let (files, sources, module) = index(
            parsed, sources: read, isAppFile: isAppFile, targets: selection.map(ModuleIndex.Targets.init) ?? .none)
        let bodies = module.types.indices.filter { module.types[$0].role.bodyMember != nil }
        var shapes = Array(repeating: [InitializerShape](), count: module.types.count)
        let bodyShapes = ParallelWork.map(count: bodies.count, threads: options.threads) { position in
            BodyInterpreter.initializerShapes(of: bodies[position], module: module)
        }
        for (position, id) in bodies.enumerated() { shapes[id] = bodyShapes[position] }
        let frozenShapes = shapes
        let reusesHelpers = options.reusesFollowedHelpers
        // Largest types first, by the size of their members: no long body is left for last.
        let order = ParallelWork.heaviestFirst(bodies.map { module.types[$0].sourceLength })
        let results = ParallelWork.map(count: bodies.count, threads: options.threads, order: order) { position in
            BodyInterpreter.summarize(
                type: bodies[position], module: module, shapes: frozenShapes, reusesHelpers: reusesHelpers)
        }
        var summaries = Array(repeating: BodySummary?.none, count: module.types.count)
        for (position, id) in bodies.enumerated() { summaries[id] = results[position] }

        func location(_ place: Place) -> Invalidation.SourceLocation {
            sources[Int(place.file)].location(ofOffset: Int(place.offset))
        }
        let built = GraphBuilder(
            module: module, summaries: summaries, shapes: frozenShapes, isAppFile: isAppFile, location: location
        ).build()

        var rawNotes = zip(files, isAppFile).flatMap { $0.1 ? $0.0.declarations.notes : [] } + module.notes + built.notes
        for summary in results { rawNotes.append(contentsOf: summary.notes) }
        var seenNotes = Set<RawNote>()
        rawNotes = rawNotes.filter { seenNotes.insert($0).inserted }
        rawNotes.sort { ($0.place, $0.kind.rawValue, $0.message) < ($1.place, $1.kind.rawValue, $1.message) }
        // Content given to a view from another module is noted once per callee, at its first place.
        var seenContent = Set<String>()
        rawNotes = rawNotes.filter { $0.kind != .contentClosure || seenContent.insert($0.message).inserted }
        let notes =
            (selection.map(Self.projectNotes) ?? [])
            + rawNotes.map { AnalysisNote(kind: $0.kind, location: location($0.place), message: $0.message) }
        let model = SourceModel(
            files: sources, module: module, shapes: frozenShapes, summaries: summaries, built: built,
            nodeLimit: options.nodeLimit)
        var graph = built.graph
        graph.notes = notes.map(\.description)
        graph.objects = model.objectMakers(of: model.declaredViews)
        let keys = Set(graph.storage.map(\.key))
        graph.declaredEnvironment = module.declaredEnvironmentKeys.filter(keys.contains)
        return Analysis(
            graph: graph, notes: notes, model: model, fileCount: files.count,
            lineCount: files.reduce(0) { $0 + $1.lineCount })
    }

    /// The module's types, from the files' declarations. Test files are left out before
    /// types are merged, so that a test double named like an app type does not take the
    /// app type's place. Lint and the simulation read a view's members as syntax: a view
    /// declared or extended in a file whose bodies were deferred has its file parsed whole,
    /// and the files and sources returned hold that parse.
    private func index(
        _ files: [ParsedFile], sources: [SourceFile], isAppFile: [Bool], targets: ModuleIndex.Targets
    ) -> (files: [ParsedFile], sources: [SourceFile], module: ModuleIndex) {
        func index(_ files: [ParsedFile]) -> ModuleIndex {
            ModuleIndex(
                files: zip(files, isAppFile).map { $0.1 ? $0.0.declarations : FileDeclarations() },
                includesPreviews: options.includesPreviews, targets: targets)
        }
        let module = index(files)
        let completing = Self.filesDeferringViewMembers(module: module, sources: sources)
        guard !completing.isEmpty else { return (files, sources, module) }
        let completed = ParallelWork.map(count: completing.count, threads: options.threads) { position in
            let file = sources[completing[position]].completed()
            return (file, ParsedFile.collect(file, file: Int32(completing[position])))
        }
        var files = files
        var sources = sources
        for (position, file) in completing.enumerated() {
            (sources[file], files[file]) = completed[position]
        }
        return (files, sources, index(files))
    }

    /// The notes about the projects a selection read: each one that could not be read,
    /// and one listing the files in no target.
    static func projectNotes(_ selection: SourceSelection) -> [AnalysisNote] {
        var notes: [AnalysisNote] = []
        for problem in selection.layout.problems {
            let place = problem.location ?? SourceLocation(file: selection.layout.projects.first, line: 1, column: 1)
            notes.append(
                AnalysisNote(
                    kind: .unreadableProject, location: place,
                    message: "\(problem.message); the project's targets may be missing or incomplete"))
        }
        let unassigned = selection.unassigned
        if let first = unassigned.first {
            let count = unassigned.count
            notes.append(
                AnalysisNote(
                    kind: .noTarget, location: SourceLocation(file: first, line: 1, column: 1),
                    message:
                        "\(count) file\(count == 1 ? " is" : "s are") in no target and \(count == 1 ? "is" : "are") left out: \(unassigned.joined(separator: ", "))"
                ))
        }
        return notes
    }

    /// The files, in order, whose trees defer the body of a method or an initializer of a
    /// type the analysis follows the body of.
    private static func filesDeferringViewMembers(module: ModuleIndex, sources: [SourceFile]) -> [Int] {
        var found = Set<Int>()
        for info in module.types where info.role.bodyMember != nil {
            for member in info.methods.values.joined() where member.hasDeferredBody {
                found.insert(Int(member.place.file))
            }
            for member in info.initializers where member.hasDeferredBody { found.insert(Int(member.place.file)) }
        }
        return found.sorted()
    }

    /// How the name of a folder of tests ends.
    private static let testFolderSuffix = Array("Tests".utf8)

    /// Whether a file is a test, not part of the app: it imports a test framework, or it
    /// sits in a folder whose name ends in `Tests` below the folder it was found in (a
    /// folder or a file named by the user is read whatever its path).
    package static func isTestFile(path: String, imports: [String], roots: [String]) -> Bool {
        if imports.contains(where: SwiftUIKnowledge.testModules.contains) { return true }
        if roots.contains(path) { return false }
        // Compared as bytes, with nothing allocated: it runs for every file.
        var path = path
        return path.withUTF8 { bytes in
            // Where the deepest root the file is below ends (at its `/`); the start when none.
            var below: Int?
            for root in roots {
                var root = root
                root.withUTF8 { root in
                    let count = root.last == UInt8(ascii: "/") ? root.count - 1 : root.count
                    guard count > below ?? -1, bytes.count > count, bytes[count] == UInt8(ascii: "/"),
                        UnsafeBufferPointer(rebasing: bytes[..<count]).elementsEqual(root[..<count])
                    else { return }
                    below = count
                }
            }
            // The folders between the root and the file: one named like tests makes it a test.
            let suffix = Self.testFolderSuffix
            var start = below ?? 0
            for index in start..<bytes.count where bytes[index] == UInt8(ascii: "/") {
                let folder = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if folder.count >= suffix.count, folder.suffix(suffix.count).elementsEqual(suffix) { return true }
                start = index + 1
            }
            return false
        }
    }
}

/// What one file declares, ready for ``SourceAnalyzer/analyze(_:collected:roots:)``.
package struct CollectedFile: Sendable {
    var parsed: ParsedFile
}

/// One parsed file and what it declares.
struct ParsedFile: Sendable {
    var declarations = FileDeclarations()
    /// Where its lines start.
    var lines: LineTable
    var lineCount: Int { lines.count }

    /// Collects what a file declares; a file over the size limit declares nothing and
    /// gets a note, and a file with syntax errors or past a nesting limit a note at the place.
    static func collect(_ source: SourceFile, file: Int32) -> ParsedFile {
        var parsed = ParsedFile(lines: source.lines)
        if source.isTooLarge, let limit = source.limit {
            parsed.declarations.notes.append(
                RawNote(kind: .limit, place: Place(file: file, offset: 0), message: "\(limit.message): it is not analyzed"))
            return parsed
        }
        var collector = DeclarationCollector(
            file: file, path: source.path, lines: source.lines, deferred: source.deferred)
        collector.collect(source.tree)
        parsed.declarations = collector.result
        for problem in source.problems(3) {
            let place = Place(file: file, offset: Int32(truncatingIfNeeded: problem.offset))
            switch problem {
            case .syntaxError(let error):
                parsed.declarations.notes.append(
                    RawNote(
                        kind: .syntaxError, place: place,
                        message: "syntax error: \(error.message); the rest of the file is analyzed as far as it parses"))
            case .limit(let limit):
                parsed.declarations.notes.append(
                    RawNote(kind: .limit, place: place, message: "\(limit.message): the file is analyzed only up to here"))
            }
        }
        return parsed
    }

    /// 1-based line and column (in UTF-8 bytes) of a UTF-8 offset.
    func lineAndColumn(ofOffset offset: Int) -> (Int, Int) {
        lines.lineAndColumn(ofOffset: offset)
    }
}
