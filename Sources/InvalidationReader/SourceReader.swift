internal import Foundation
import Invalidation

/// Finds Swift files and reads them into ``SourceFile``s: each file read once with a
/// bounded read, parsed once, in parallel on threads with large stacks.
package struct SourceReader: Sendable {
    /// Worker threads.
    package var threads: Int
    /// Files larger than this many bytes are not parsed (``SourceFile/isTooLarge``).
    package var maximumBytes: Int

    /// Creates a reader; by default one thread per active core.
    package init(
        threads: Int? = nil, maximumBytes: Int = SwiftSource.maximumBytes
    ) {
        self.threads = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        self.maximumBytes = maximumBytes
    }

    /// Reads and parses `paths` (as ``swiftFiles(in:excluding:)`` lists them), calling
    /// `progress` from worker threads with the files parsed so far and the total.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not
    ///   exist or a file that cannot be read.
    package func read(
        files: [String], progress: (@Sendable (_ parsed: Int, _ total: Int) -> Void)? = nil
    ) throws(InvalidationError) -> [SourceFile] {
        HeapGrowth.prepare()
        let limit = maximumBytes
        let counter = ParallelWork.Counter()
        let results = ParallelWork.map(count: files.count, threads: threads) { index in
            let result = Result { () throws(InvalidationError) -> SourceFile in
                let contents = try FileContents(path: files[index])
                return SourceFile(
                    path: files[index], text: String(decoding: contents.bytes, as: UTF8.self), maximumBytes: limit)
            }
            if let progress { progress(counter.increment(), files.count) }
            return result
        }
        var sources: [SourceFile] = []
        sources.reserveCapacity(results.count)
        for result in results { sources.append(try result.get()) }
        return sources
    }

    /// Parses sources given as text, in the order given.
    package func parse(_ sources: [SourceText]) -> [SourceFile] {
        HeapGrowth.prepare()
        let limit = maximumBytes
        return ParallelWork.map(count: sources.count, threads: threads) { index in
            SourceFile(path: sources[index].path, text: sources[index].text, maximumBytes: limit)
        }
    }

    /// The `.swift` files at `paths`: files as given, folders searched recursively, each
    /// folder's files in sorted order, each file once. Hidden files and folders (names
    /// starting with `.`) and paths `excluding` accepts are left out, with what is below them.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that does not exist.
    package static func swiftFiles(
        in paths: [String], excluding: (String) -> Bool = { _ in false }
    ) throws(InvalidationError) -> [String] {
        let fileManager = FileManager.default
        var found: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .unreadableFile(path: path, reason: "no such file or folder")
            }
            guard isDirectory.boolValue else {
                if seen.insert(path).inserted { found.append(path) }
                continue
            }
            guard let enumerator = fileManager.enumerator(atPath: path) else {
                throw .unreadableFile(path: path, reason: "the folder cannot be listed")
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            var inFolder: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let full = base + "/" + relative
                if (relative as NSString).lastPathComponent.hasPrefix(".") || excluding(full) {
                    enumerator.skipDescendants()
                    continue
                }
                if relative.hasSuffix(".swift") { inFolder.append(full) }
            }
            // Only regular files (or links to them) found in a folder are source: a pipe or a
            // device named like one would block the read, or never end.
            for full in inFolder.sorted() where Self.isRegularFile(full) && seen.insert(full).inserted {
                found.append(full)
            }
        }
        return found
    }

    /// Whether `path` is a regular file, following symbolic links (a few: a loop is none).
    static func isRegularFile(_ path: String, links: Int = 0) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?:
            return true
        case .typeSymbolicLink?:
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return false }
            let resolved = target.hasPrefix("/") ? target : (path as NSString).deletingLastPathComponent + "/" + target
            return links < 16 && isRegularFile(resolved, links: links + 1)
        default:
            return false
        }
    }
}
