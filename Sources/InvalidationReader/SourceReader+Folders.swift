#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceReader {
    /// Whether `path` is a folder, following symbolic links.
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The names of the folders directly in `folder`, sorted; hidden ones and links left out.
    package static func subfolders(of folder: String) -> [String] {
        var names: [String] = []
        forEachEntry(of: folder) { name, kind in
            if kind == .folder { names.append(name) }
        }
        return names.sorted()
    }

    /// Calls `body` with the name and kind of each entry of `folder` whose name does not
    /// start with `.`, in no order; nothing when the folder cannot be listed.
    static func forEachEntry(of folder: String, _ body: (_ name: String, _ kind: EntryKind) -> Void) {
        guard let stream = opendir(folder.isEmpty ? "/" : folder) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            body(name, kind(of: entry, at: folder + "/" + name))
        }
    }
}
