#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Invalidation

/// Finds Swift files and reads them into ``SourceFile``s: each file read once with a
/// bounded read, parsed once, in parallel on threads with large stacks (the function bodies
/// ``defersBodies`` names are parsed one by one, when asked for: ``DeferredBodies``).
package struct SourceReader: Sendable {
    /// Worker threads.
    package var threads: Int
    /// Files larger than this many bytes are not parsed (``SourceFile/isTooLarge``).
    package var maximumBytes: Int
    /// Says of a file's bytes which of its function bodies are deferred (``SourceFile/deferred``).
    package var defersBodies: @Sendable (UnsafeBufferPointer<UInt8>) -> BodyDeferral = { _ in .none }

    /// Creates a reader; by default one thread per active core.
    package init(
        threads: Int? = nil, maximumBytes: Int = SwiftSource.maximumBytes
    ) {
        self.threads = max(1, threads ?? ParallelWork.activeCores)
        self.maximumBytes = maximumBytes
    }

    /// Reads and parses `paths` (as ``swiftFiles(in:excluding:)`` lists them), calling
    /// `progress` from worker threads with the files parsed so far and the total.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not
    ///   exist or a file that cannot be read.
    package func read(
        files: [String], progress: (@Sendable (_ parsed: Int, _ total: Int) -> Void)? = nil
    ) throws(InvalidationError) -> [SourceFile] {
        try read(files: files, progress: progress) { _, _ in () }.map(\.file)
    }

    /// Reads and parses `paths` as ``read(files:progress:)`` does, and has each worker
    /// thread go on with `then` on the file it parsed (and its index in `files`) while the
    /// file is fresh in its cache: no pass over all the trees has to wait for the last parse.
    package func read<Extra: Sendable>(
        files: [String], progress: (@Sendable (_ parsed: Int, _ total: Int) -> Void)? = nil,
        then: @escaping @Sendable (SourceFile, Int) -> Extra
    ) throws(InvalidationError) -> [(file: SourceFile, extra: Extra)] {
        HeapGrowth.prepare()
        let limit = maximumBytes
        let defers = defersBodies
        let counter = ParallelWork.Counter()
        // Largest files first: one parsed last would leave the other threads waiting.
        let order = ParallelWork.heaviestFirst(files.map(Self.byteSize))
        let results = ParallelWork.map(count: files.count, threads: threads, order: order) { index in
            let result = Result { () throws(InvalidationError) -> (file: SourceFile, extra: Extra) in
                let contents = try FileContents(path: files[index])
                let file = SourceFile(
                    path: files[index], text: String(decoding: contents.bytes, as: UTF8.self), maximumBytes: limit,
                    defersBodies: defers)
                return (file, then(file, index))
            }
            if let progress { progress(counter.increment(), files.count) }
            return result
        }
        var read: [(file: SourceFile, extra: Extra)] = []
        read.reserveCapacity(results.count)
        for result in results { read.append(try result.get()) }
        return read
    }

    /// The size in bytes of the file at `path`, following links; 0 when it cannot be known
    /// (reading the file then says why).
    static func byteSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Parses sources given as text, in the order given.
    package func parse(_ sources: [SourceText]) -> [SourceFile] {
        HeapGrowth.prepare()
        let limit = maximumBytes
        let defers = defersBodies
        let order = ParallelWork.heaviestFirst(sources.map(\.text.utf8.count))
        return ParallelWork.map(count: sources.count, threads: threads, order: order) { index in
            SourceFile(path: sources[index].path, text: sources[index].text, maximumBytes: limit, defersBodies: defers)
        }
    }

    /// The `.swift` files at `paths`: files as given, folders searched recursively, each
    /// folder's files in sorted order, each file once. Hidden files and folders (names
    /// starting with `.`) and paths `excluding` accepts are left out, with what is below them.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not exist.
    package static func swiftFiles(
        in paths: [String], excluding: (String) -> Bool = { _ in false }
    ) throws(InvalidationError) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw .unreadableFile(path: path, reason: "no such file or folder")
            }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                if seen.insert(path).inserted { found.append(path) }
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard let folder = opendir(base.isEmpty ? "/" : base) else {
                throw .unreadableFile(path: path, reason: "the folder cannot be listed")
            }
            closedir(folder)
            // Only regular files (or links to them) found in a folder are source: a pipe or a
            // device named like one would block the read, or never end.
            for full in swiftFiles(below: base, excluding: excluding).sorted() where seen.insert(full).inserted {
                found.append(full)
            }
        }
        return found
    }

    /// The `.swift` files below the folder `base`, as `base/relative` paths, in no order:
    /// regular files, and links to regular files. Hidden names and paths `excluding` accepts
    /// are left out with what is below them; links to folders are not followed, and a
    /// folder that cannot be listed is passed over.
    private static func swiftFiles(below base: String, excluding: (String) -> Bool) -> [String] {
        var found: [String] = []
        var folders = [base]
        while let folder = folders.popLast() {
            forEachEntry(of: folder) { name, kind in
                let full = folder + "/" + name
                guard !excluding(full) else { return }
                switch kind {
                case .folder: folders.append(full)
                case .file where name.hasSuffix(".swift"): found.append(full)
                case .link where name.hasSuffix(".swift") && isRegularFile(full): found.append(full)
                default: break
                }
            }
        }
        return found
    }

    enum EntryKind { case folder, file, link, other }

    /// What a folder entry is, without following a link; from the entry itself where the
    /// file system says.
    static func kind(of entry: UnsafeMutablePointer<dirent>, at path: String) -> EntryKind {
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): return .folder
        case Int32(DT_REG): return .file
        case Int32(DT_LNK): return .link
        case Int32(DT_UNKNOWN):
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return .folder
            case S_IFREG: return .file
            case S_IFLNK: return .link
            default: return .other
            }
        default: return .other
        }
    }

    /// Whether `path` is a regular file, following symbolic links (a loop of links is none).
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
