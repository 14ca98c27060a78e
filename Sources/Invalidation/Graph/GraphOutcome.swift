/// What one change recomputes across an app: each view type whose body runs, with its
/// cause and how many instances, and the view types it skips, in course order.
public struct GraphOutcome: Hashable, Sendable {
    /// One recomputed view type.
    public struct Recomputed: Hashable, Sendable {
        /// The view type, by index in the graph's views.
        public var view: Int
        /// Why its body runs.
        public var cause: Cause
        /// How many of its instances: within one instance of the owner for a view-owned
        /// key, across the app otherwise.
        public var instances: InstanceCount
        /// Why its body runs, on the paths where it does, in a fixed order.
        public var reasons: [RecomputationReason] = []
        /// Whether it exists only while presented (a sheet's content, a navigation
        /// destination): its instances count when presented.
        public var isPresented = false
    }

    /// The change's label, as the course prints it before the key.
    public var label: String
    /// The key that changed.
    public var key: String
    /// Where the key's value lives, if the storage table says.
    public var storage: Storage?
    /// The recomputed view types, in course order.
    public var recomputed: [Recomputed]
    /// The other view types, in course order.
    public var skipped: [Int]
    /// The graph the indices refer to.
    public var graph: ViewGraph
    /// The rule that decided which bodies run.
    public var model: RecomputationModel = .course
    /// The most bodies that run at once, where views in branches of one `if`/`switch` are
    /// alternatives (each view's ``Recomputed/instances`` is then the most of *it* at
    /// once); `nil` where none are, so that it is ``totalInstances``.
    public var mostAtOnce: InstanceCount?
    /// For a property of objects that each instance of a view makes (its `@StateObject`):
    /// that view, whose one object's change is counted; `nil` where the app has one
    /// instance of the only view that makes them (an App), so one object in all.
    public var maker: Int?

    /// The most bodies the change runs at once: what it costs.
    public var instancesAtOnce: InstanceCount { mostAtOnce ?? totalInstances }

    /// The name of a view type.
    public func name(_ view: Int) -> String { graph.views[view].name }

    /// Instances recomputed, per counted cause: at once, where views are alternatives.
    public var counts: CauseCounts {
        var counts = CauseCounts()
        if let most = mostAtOnce {
            // Within one pass every view has the key's one shared cause, or is the owner
            // (local, one instance, in every branch) or below it (parent); the rest of the
            // most at once is of that one cause.
            var rest = most.value
            for item in recomputed where item.cause == .local || !item.cause.isCounted {
                rest -= min(rest, item.instances.value)
            }
            counts.local = recomputed.filter { $0.cause == .local }.reduce(0) { Self.add($0, $1.instances.value) }
            switch storage?.sharedCause {
            case .observed?: counts.observed = rest
            case .environment?: counts.environment = rest
            case nil where storage != nil: counts.parent = rest
            default: break
            }
            return counts
        }
        for item in recomputed where item.cause.isCounted {
            let clamped = item.instances.value
            switch item.cause {
            case .local: counts.local = Self.add(counts.local, clamped)
            case .parent: counts.parent = Self.add(counts.parent, clamped)
            case .observed: counts.observed = Self.add(counts.observed, clamped)
            case .environment: counts.environment = Self.add(counts.environment, clamped)
            case .offRule, .outOfScope: break
            }
        }
        return counts
    }

    /// Instances recomputed in all, counted causes or not.
    public var totalInstances: InstanceCount {
        recomputed.reduce(InstanceCount.zero) { $0 + $1.instances }
    }

    private static func add(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? Int.max : sum
    }

    /// Writes the course's line, with `×N` after a view with more than one instance
    /// recomputed; where every view is created once, it is exactly the course's line.
    ///
    ///     tapped: CounterCard.tapCount changed | recomputed CounterCard local, Row parent ×12 | skipped DashboardView
    ///
    /// With `namingSkipped` false, the skipped views are counted, not named (`| skipped 212
    /// views`): an app's hundreds of names say little.
    public func write(to stream: inout some TextOutputStream, namingSkipped: Bool = true) {
        var text = "\(label): \(key) changed | recomputed "
        if recomputed.isEmpty {
            text += "none"
        } else {
            for (position, item) in recomputed.enumerated() {
                if position > 0 { text += ", " }
                text += "\(name(item.view)) \(item.cause)"
                if item.instances != .one { text += " ×\(item.instances)" }
            }
        }
        text += " | skipped "
        if skipped.isEmpty {
            text += "none"
        } else if namingSkipped {
            text += skipped.map(name).joined(separator: ",")
        } else {
            text += skipped.count == 1 ? "1 view" : "\(skipped.count) views"
        }
        stream.write(text + "\n")
    }

    /// Writes why each recomputed view's body runs, a line per view in the line's order,
    /// after a line naming the model:
    ///
    ///     why (swiftui model):
    ///       ContentView local: reads the key
    ///       RoomView1 parent: input 'name' changed
    ///
    /// A view that exists only while presented says `when presented`. Then, where views
    /// are alternatives, the most bodies at once; for objects each instance of a view
    /// makes, whose one object was counted:
    ///
    ///     at most 2 bodies at once: views in the branches of one if or switch are alternatives
    ///     one RowModel: each RowView makes its own; counted for a RowView's and the views it reaches
    public func writeReasons(to stream: inout some TextOutputStream) {
        guard !recomputed.isEmpty else {
            if graph.declaredEnvironment.contains(key) {
                stream.write("the app declares \(key): its default never changes, and no view sets it to what changes\n")
            }
            return
        }
        stream.write("why (\(model) model):\n")
        for item in recomputed {
            let reasons = item.reasons.map(\.description).joined(separator: "; ")
            let presented = item.isPresented ? " (when presented)" : ""
            stream.write("  \(name(item.view)) \(item.cause): \(reasons)\(presented)\n")
        }
        if let most = mostAtOnce, most < totalInstances {
            stream.write(
                "at most \(most) bodies at once: views in the branches of one if or switch are alternatives\n")
        }
        if graph.declaredEnvironment.contains(key) {
            stream.write("the app declares \(key): its default never changes; counted below where views set it\n")
        }
        if let maker, case .model(let object)? = storage {
            let entries = graph.objects.filter { $0.type == object }
            let rows = Set(entries.flatMap(\.rows))
            let owners = entries.flatMap(\.owners)
            let made = owners.filter { !rows.contains($0) }.map(name)
            let given = owners.filter(rows.contains).map(name)
            var each: [String] = []
            if !made.isEmpty { each.append("each \(made.joined(separator: ", ")) makes its own") }
            if !given.isEmpty { each.append("each \(given.joined(separator: ", ")) is given its own, one per row") }
            stream.write("one \(object): \(each.joined(separator: ", ")); counted for a \(name(maker))'s and the views it reaches\n")
        }
    }
}

extension GraphOutcome {
    /// The outcome as JSON: `{"key": …, "label": …, "model": …, "storage": …, "views":
    /// [{"view": TYPE, "cause": CAUSE, "instances": N, "why": [REASON, …]}, …], "skipped":
    /// [TYPE, …], "counts": {…}}`; a count past `Int.max` is `Int.max` with `"saturated": true`.
    public func jsonText() -> String {
        var buffer = ByteBuffer()
        jsonDocument().write(to: &buffer, compactLeaves: true)
        return buffer.string
    }

    /// The outcome as a JSON value.
    package func jsonDocument() -> JSONDocument {
        let counts = self.counts
        return .object([
            ("key", .string(key)),
            ("label", .string(label)),
            ("model", .string(model.rawValue)),
            ("storage", storage?.jsonDocument ?? .null),
            ("instances", .integer(instancesAtOnce.value)),
            (
                "views",
                .array(
                    recomputed.map { item in
                        var members: [(String, JSONDocument)] = [
                            ("view", .string(name(item.view))), ("cause", .string(item.cause.description)),
                            ("instances", .integer(item.instances.value)),
                        ]
                        if item.instances.isSaturated { members.append(("saturated", .bool(true))) }
                        if item.isPresented { members.append(("presented", .bool(true))) }
                        members.append(("why", .array(item.reasons.map { .string($0.description) })))
                        return .object(members)
                    })
            ),
            ("skipped", .array(skipped.map { .string(name($0)) })),
            (
                "counts",
                .object([
                    ("local", .integer(counts.local)), ("parent", .integer(counts.parent)),
                    ("observed", .integer(counts.observed)), ("environment", .integer(counts.environment)),
                ])
            ),
        ])
    }
}
