import InvalidationReader
internal import SwiftSyntax

// Helpers followed once for every place that calls them the same way.
//
// A theme's colour, a formatter, a model's derived value: apps call the same helper from
// hundreds of places in one body, and following it again each time was most of the cost
// of following some bodies. Where a helper builds no view and touches nothing the body
// has built, what following it does is its value and its reads; both depend only on the
// helper, what it is called on and with, and a few things about the calling place (the
// key). The second time, the recorded reads are reported again at the new place and the
// value is returned, exactly as following the code again would, provided the limits that
// stop following (recursion, nesting, the budget) would not stop it now either.
extension BodyInterpreter {
    /// What following a helper depends on besides its code.
    struct FollowKey: Hashable {
        var place: Place
        var selfKind: SelfKind
        var parameters: [String: Value]
        var mode: ClosureTiming
        /// Reads also go to a closure whose reads decide a call's result.
        var capturing: Bool
        /// Reads are reported at a place outside the helper already.
        var hasReadSite: Bool
    }

    /// One read made while following a helper.
    struct RecordedRead {
        var atoms: [Atom]
        /// Where it was reported; `nil` for the place the helper's reads go to, its caller's.
        var place: Place?
        /// Whether it was reported as the body's (it was made while the body runs).
        var isReported: Bool
        /// Whether it went to the closure being captured when the helper was called.
        var mergesCapture: Bool
    }

    /// What following a helper did, for following it again without its code.
    struct FollowRecord {
        var value: Value
        var reads: [RecordedRead]
        /// The helpers it followed or tried to: none of them may be on the stack again.
        var attempted: Set<Place>
        /// How far above its own entry the stack of followed helpers grew when it tried one.
        var stackHeight: Int
        /// How much deeper than its entry its expressions nested.
        var nesting: Int
        /// How many helpers were followed, itself included, against the budget.
        var followedCount: Int
    }

    /// A helper being followed for the first time the same way.
    struct Recording {
        var key: FollowKey
        /// Where its reads go: its caller's place, or `nil` where they go to their own places.
        var site: Place?
        var captureDepth: Int
        var stackBase: Int
        var depthBase: Int
        var readStart: Int
        var attemptStart: Int
        var followedStart: Int
        var creationStart: Int
        var effectStart: Int
        var refusalStart: Int
        var savedDeepest: Int
        var savedHighest: Int
    }

    /// One read while some helper is recorded: its atoms, place, whether reported, and the
    /// closure it went to (by depth in ``captures``, 0 for none).
    struct LoggedRead {
        var atoms: [Atom]
        var place: Place
        var isReported: Bool
        var captureDepth: Int
    }

    /// The key for following a helper here, or `nil` where its record could not be reused:
    /// in an initializer (it records what properties receive) or inside a custom modifier
    /// (it can put values in the environment of views built before it).
    func followKey(place: Place, selfKind: SelfKind, parameters: [String: Value]) -> FollowKey? {
        if case .initializer = selfKind { return nil }
        guard reusesHelpers, modifiedStarts.isEmpty else { return nil }
        return FollowKey(
            place: place, selfKind: selfKind, parameters: parameters, mode: mode, capturing: !captures.isEmpty,
            hasReadSite: readSite != nil)
    }

    /// Where the reads of a helper followed from `site` go: its caller's place for code of
    /// another type, their own places for the view's own helpers.
    func reportPlace(following selfKind: SelfKind, from site: Syntax) -> Place? {
        if case .view = selfKind { return readSite }
        return readSite ?? Place(file: frame.file, site)
    }

    /// Whether following the helper again here would go as it went when `record` was made.
    func canReuse(_ record: FollowRecord) -> Bool {
        inlineStack.count + record.stackHeight < Self.maximumInlining
            && depth + record.nesting <= Self.maximumDepth
            && inlinedCount + record.followedCount <= Self.inliningBudget
            && record.attempted.isDisjoint(with: inlineStack)
    }

    /// Does what following the helper did: reports its reads at this place and counts it.
    func reuse(_ record: FollowRecord, site: Place?) -> Value {
        for read in record.reads {
            // A read kept without its place went to the caller's place, which the key makes
            // sure there is here too.
            noteRead(
                read.atoms, place: read.place ?? site!, isReported: read.isReported,
                mergesCapture: read.mergesCapture)
        }
        if !recordings.isEmpty {
            attemptLog.append(contentsOf: record.attempted)
            highestStack = max(highestStack, inlineStack.count + record.stackHeight)
            deepest = max(deepest, depth + record.nesting)
        }
        inlinedCount += record.followedCount
        summary.reusedHelpers += 1
        return record.value
    }

    /// Starts recording a helper followed for the first time with `key`.
    func startRecording(_ key: FollowKey, site: Place?) {
        recordings.append(
            Recording(
                key: key, site: site, captureDepth: captures.count, stackBase: inlineStack.count, depthBase: depth,
                readStart: readLog.count, attemptStart: attemptLog.count, followedStart: inlinedCount,
                creationStart: summary.creations.count, effectStart: effects, refusalStart: refusals,
                savedDeepest: deepest, savedHighest: highestStack))
        deepest = depth
        highestStack = inlineStack.count
    }

    /// Ends the innermost recording, keeping its record when the helper did nothing but
    /// read and return a value.
    func finishRecording(value: Value) {
        let recording = recordings.removeLast()
        defer {
            deepest = max(deepest, recording.savedDeepest)
            highestStack = max(highestStack, recording.savedHighest)
            if recordings.isEmpty {
                readLog.removeAll(keepingCapacity: true)
                attemptLog.removeAll(keepingCapacity: true)
            }
        }
        guard summary.creations.count == recording.creationStart, effects == recording.effectStart,
            refusals == recording.refusalStart
        else { return }
        let reads = readLog[recording.readStart...].map { read in
            RecordedRead(
                atoms: read.atoms, place: read.place == recording.site ? nil : read.place, isReported: read.isReported,
                mergesCapture: read.captureDepth == recording.captureDepth && read.captureDepth > 0)
        }
        followedBefore[recording.key] = FollowRecord(
            value: value, reads: reads, attempted: Set(attemptLog[recording.attemptStart...]),
            stackHeight: highestStack - recording.stackBase, nesting: deepest - recording.depthBase,
            followedCount: inlinedCount - recording.followedStart)
    }

    /// Notes that a helper at `place` is about to be followed, or refused.
    func noteAttempt(_ place: Place, refused: Bool) {
        if refused { refusals += 1 }
        guard !recordings.isEmpty else { return }
        attemptLog.append(place)
        highestStack = max(highestStack, inlineStack.count)
    }
}
