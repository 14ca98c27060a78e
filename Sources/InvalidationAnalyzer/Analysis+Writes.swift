import Invalidation

/// One place where a change of a key starts.
public struct KeyWriter: Hashable, Sendable {
    /// The view (or App) type whose code starts the change; `nil` where no view's code leads
    /// to it (an object's method nothing in the views calls, its initializer).
    public var view: String?
    /// The type whose code is at ``location``: the view, or the object.
    public var type: String
    /// Where: the control, closure or call in that code.
    public var location: SourceLocation
    /// What starts it.
    public var trigger: WriteTrigger
    /// The app's methods between that place and the change, outermost first (`Store.add`).
    public var via: [String]
    /// The control, modifier or created view whose action, task or binding starts the
    /// change at ``location``; `nil` where none does (a body, an initializer, an object's code).
    public var site: ActionSite?
    /// The members of the key's value the change touches (`visited` for `post.visited =
    /// true`); `nil` where it may replace the whole value.
    public var parts: Set<String>? = nil
    /// The view, and its property, through which the change reaches the object whose key it
    /// changes (`Editor`, `store` where `Editor`'s button calls `store.add()`); `nil` for a
    /// view's own storage and for an object's code no view starts.
    public var object: ObjectProperty? = nil
    /// Where the object ``object`` names comes from: the view's own, handed down, from the
    /// environment, or shared.
    public var objectOrigin: ObjectOrigin? = nil
    /// Per key, the enum cases under which the code at ``location`` runs: a `switch` over the
    /// key around it (`switch appState.current { case .list, .login: Button { … } }`) in a
    /// case that matches only these. Empty where no `switch` over a key is around it.
    public var caseGuards: [String: Set<String>] = [:]
    /// The enum case the change assigns: `settings` for `route = .settings(nil)`, and for
    /// `store.show(.settings(nil))` where `show` assigns its parameter; `nil` where the
    /// source does not tell.
    public var assignedCase: String? = nil
}

/// A view's property that holds an object: `Editor.store`.
public struct ObjectProperty: Hashable, Sendable {
    /// The view type.
    public var view: String
    /// The property's name.
    public var property: String
}

/// Who changes one key, as far as the source tells.
public struct KeyWrites: Sendable {
    /// The key.
    public var key: String
    /// The places each change starts, in file order.
    public var writers: [KeyWriter]
    /// For an object's property: places whose text changes a member of that name that the
    /// analysis could not tie to a type (a service's code, a function no view calls).
    public var untraced: [SourceLocation]
    /// `false` where nothing changes the key after its first value; `nil` where the source
    /// cannot tell (an environment value, storage the app does not declare).
    public var isWritten: Bool?
}

extension Analysis {
    /// Who changes `key`: every place in a view or App where a change starts (a control's
    /// binding, an action, a task, `onChange`, an initializer), through the app's methods
    /// between, and whether anything changes it after its first value.
    public func writes(of key: String) -> KeyWrites {
        guard let parsed = StateKey(key) else { return KeyWrites(key: key, writers: [], untraced: [], isWritten: nil) }
        let uses = model.writeUses
        return KeyWrites(
            key: key, writers: writers(of: parsed), untraced: uses.untracedWrites(of: parsed).map(model.location),
            isWritten: uses.isWritten(parsed))
    }

    /// Whether anything changes `key` after its first value (``KeyWrites/isWritten``),
    /// without naming the places.
    public func isWritten(_ key: String) -> Bool? {
        StateKey(key).flatMap(model.writeUses.isWritten)
    }

    /// The places each change of `key` starts, in file order: ``KeyWrites/writers``.
    func writers(of key: StateKey) -> [KeyWriter] {
        let module = model.module
        return model.writeUses.writers(of: key).map { writer in
            var found = KeyWriter(
                view: writer.view.map { module.types[$0].name }, type: module.types[writer.holder].name,
                location: model.location(writer.place), trigger: writer.trigger, via: writer.via,
                site: writer.action.map(model.site), parts: writer.parts,
                object: writer.object.map { ObjectProperty(view: module.types[$0.holder].name, property: $0.property) },
                objectOrigin: writer.object.flatMap { model.objectOrigin(ofProperty: $0.property, inType: $0.holder) })
            found.assignedCase = model.assignedCase(of: writer)
            for (guarded, cases) in model.caseGuards(at: writer.place, in: writer.holder) {
                found.caseGuards[guarded.description] = cases
            }
            // A binding handed over changes what the views given it change.
            if found.trigger == .binding, found.parts == nil {
                found.parts = partsChanged(throughBindingOf: key.description, handedAt: found)
            }
            return found
        }
    }

    /// The cases of an enum the app's code assigns to `key` after its first value, where
    /// every change assigns one (or `nil`, or is a presentation's own dismissal); `nil`
    /// otherwise. A value shown per case (`switch route` in a sheet's content) can only be
    /// one of these.
    public func casesAssigned(to key: String) -> Set<String>? {
        guard let parsed = StateKey(key), model.writeUses.isWritten(parsed) != nil else { return nil }
        return model.writeUses.casesAssigned(to: parsed, files: model.files)
    }

    /// Whether the analyzed files' text names `name` only where a `case` declares or matches
    /// it (`case toFileManager(id: String)`, `case .toFileManager(let id):`): no code builds
    /// that case, so content shown for it never appears. A name in a comment or a string
    /// counts as a use.
    public func isNamedOnlyInCases(_ name: String) -> Bool {
        let word = Array(name.utf8)
        return model.files.allSatisfy { file in
            var text = file.text
            return text.withUTF8 { bytes in
                bytes.wordOffsets(word).allSatisfy { offset in
                    var lineStart = offset
                    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                    var head = bytes[lineStart..<offset].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                    // In the pattern part of a `case` line: before its `:`, after no `=`.
                    guard head.starts(with: "case ".utf8) else { return false }
                    head = head.dropFirst(5)
                    return !head.contains(UInt8(ascii: ":")) && !head.contains(UInt8(ascii: "="))
                }
            }
        }
    }

    /// Whether the code at `location` is in a method of the app's objects that no code of
    /// the app calls: its name appears in the app's files (tests aside) only where it is
    /// declared, it overrides nothing and is exposed to no Objective-C caller, and its type
    /// adopts nothing through which a framework could call it. A change made there never
    /// happens while the app runs.
    public func isInUncalledMethod(_ location: SourceLocation) -> Bool {
        model.isInUncalledMethod(location)
    }

    /// Whether each of `parts` is a stored property of the type of `key`'s value, so that a
    /// change to its other members leaves it as it is (a computed one may read them).
    public func areStored(_ parts: Set<String>, inValueOf key: String) -> Bool {
        guard !parts.isEmpty, let parsed = StateKey(key), let owner = parsed.owner else { return false }
        let module = model.module
        guard let id = module.type(named: owner), let index = module.types[id].property(parsed.property),
            let value = module.types[id].propertyTypes[index], !value.isCollection
        else { return false }
        let stored = module.types[value.id].properties.filter { !$0.isStatic && !$0.isComputed }.map(\.name)
        return parts.isSubset(of: stored)
    }


    /// Where views' code may read `key` in closures given to calls the analysis cannot
    /// describe: the graph does not count those reads, so a key read only there is read
    /// by no view in its answers.
    public func unfollowedReads(of key: String) -> [SourceLocation] {
        guard let parsed = StateKey(key) else { return [] }
        return model.uses.unfollowedReads(of: parsed).map(model.location)
    }

    /// The keys of the storage table that nothing changes after their first value: view
    /// state, shared storage and observable objects' properties alike.
    public var neverWrittenKeys: Set<String> {
        let uses = model.writeUses
        var keys = Set<String>()
        for entry in graph.storage {
            if let key = StateKey(entry.key), uses.isWritten(key) == false { keys.insert(entry.key) }
        }
        return keys
    }

    /// Where content a view presents (a sheet's, a popover's, a navigation destination's)
    /// reads `key`: SwiftUI builds that content when it is shown, not in the presenting
    /// body, so the graph counts no body for those reads.
    public func presentedReads(of key: String) -> [SourceLocation] {
        guard let parsed = StateKey(key) else { return [] }
        return model.uses.presentedReads(of: parsed).map(model.location)
    }

    /// The line for a key no view's body reads but presented content does: `read by no
    /// view's body; content a view presents reads it at FILE:LINE:COLUMN (and N more)`;
    /// `nil` for a key some body reads or nothing presented reads.
    public static func presentedReadsLine(_ places: [SourceLocation], of outcome: GraphOutcome) -> String? {
        guard outcome.recomputed.isEmpty, let first = places.first else { return nil }
        var line = "read by no view's body; content a view presents reads it at \(first)"
        if places.count > 1 { line += " (and \(places.count - 1) more)" }
        return line
    }

    /// Writes, for a key no view's body reads, where closures the analysis could not follow
    /// may read it: `read by no view; a closure the analysis could not follow may read it at
    /// FILE:LINE:COLUMN (and N more)`. Nothing for a key some view reads or no closure may.
    public static func writeUnfollowedReads(
        _ places: [SourceLocation], of outcome: GraphOutcome, to stream: inout some TextOutputStream
    ) {
        guard outcome.recomputed.isEmpty, let first = places.first else { return }
        var line = "read by no view; a closure the analysis could not follow may read it at \(first)"
        if places.count > 1 { line += " (and \(places.count - 1) more)" }
        stream.write(line + "\n")
    }

    /// Writes `changed by:` and one line per writer (`  View  file:line:column  trigger
    /// via Store.add`), or that nothing changes the key after its first value.
    public static func writeWriters(_ writes: KeyWrites, to stream: inout some TextOutputStream) {
        if writes.isWritten == false {
            stream.write("changed by: nothing after its first value (never written)\n")
            guard !writes.writers.isEmpty else { return }
            stream.write("first value set by:\n")
        } else if writes.writers.isEmpty && writes.untraced.isEmpty {
            return
        } else {
            stream.write("changed by:\n")
        }
        for writer in writes.writers {
            var line = "  \(writer.view ?? writer.type)  \(writer.location)  \(writer.trigger.rawValue)"
            if !writer.via.isEmpty { line += " via " + writer.via.joined(separator: ", ") }
            if let object = writer.object {
                line += " on \(object.view).\(object.property)"
                if let origin = writer.objectOrigin { line += " (\(origin))" }
            }
            stream.write(line + "\n")
        }
        if !writes.untraced.isEmpty {
            let count = writes.untraced.count
            stream.write(
                "  and \(count) place\(count == 1 ? "" : "s") that change\(count == 1 ? "s" : "") a member of that name "
                    + "on a value of a type the analysis could not tell, first \(writes.untraced[0])\n")
        }
    }

    /// The writers as JSON members: `"writers": [{"view", "file", "line", "column",
    /// "trigger", "via"}]`, `"written"` where known, and `"untraced"` places.
    package static func writerMembers(_ writes: KeyWrites) -> [(String, JSONDocument)] {
        var members: [(String, JSONDocument)] = [
            (
                "writers",
                .array(
                    writes.writers.map { writer in
                        var fields: [(String, JSONDocument)] = [("view", writer.view.map(JSONDocument.string) ?? .null)]
                        if writer.view == nil { fields.append(("type", .string(writer.type))) }
                        fields += writer.location.jsonMembers
                        fields += [
                            ("trigger", .string(writer.trigger.rawValue)),
                            ("via", .array(writer.via.map(JSONDocument.string))),
                        ]
                        if let object = writer.object {
                            var hop: [(String, JSONDocument)] = [
                                ("view", .string(object.view)), ("property", .string(object.property)),
                            ]
                            if let origin = writer.objectOrigin {
                                hop.append(("origin", .string(origin.kindName)))
                                if case .shared(let name) = origin { hop.append(("shared", .string(name))) }
                            }
                            fields.append(("object", .object(hop)))
                        }
                        return .object(fields)
                    })
            )
        ]
        if let written = writes.isWritten { members.append(("written", .bool(written))) }
        if !writes.untraced.isEmpty {
            members.append(
                (
                    "untraced",
                    .array(
                        writes.untraced.map { .object($0.jsonMembers) })
                ))
        }
        return members
    }

    /// The outcome of a change of `key` as JSON, with who changes the key and, for an
    /// object's property, how its objects were counted (`"objects"`: `perMaker`, `one`,
    /// `shared` or `untold`).
    public func explainJSON(_ outcome: GraphOutcome) -> String {
        var document = outcome.jsonDocument()
        if case .object(var members) = document {
            members += Self.writerMembers(writes(of: outcome.key))
            if let counting = objectCounting(of: outcome) { members.append(("objects", .string(counting.name))) }
            document = .object(members)
        }
        var buffer = ByteBuffer()
        document.write(to: &buffer, compactLeaves: true)
        return buffer.string
    }
}
