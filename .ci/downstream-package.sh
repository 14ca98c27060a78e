#!/usr/bin/env bash
# Builds a package that depends on this checkout by path and imports its libraries with
# no compiler flags of its own, then runs it: the libraries keep SwiftSyntax to themselves.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Client"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Client",
    dependencies: [.package(name: "Invalidation", path: "$root")],
    targets: [
        .executableTarget(
            name: "Client",
            dependencies: [
                .product(name: "Invalidation", package: "Invalidation"),
                .product(name: "InvalidationAnalyzer", package: "Invalidation"),
                .product(name: "InvalidationLint", package: "Invalidation"),
                .product(name: "InvalidationSimulation", package: "Invalidation"),
                .product(name: "InvalidationLessons", package: "Invalidation"),
                .product(name: "InvalidationDiff", package: "Invalidation"),
            ])
    ]
)
MANIFEST
cat > "$work/Sources/Client/main.swift" <<'SWIFT'
import Invalidation
import InvalidationAnalyzer
import InvalidationDiff
import InvalidationLessons
import InvalidationLint
import InvalidationSimulation

let source = """
    struct Card: View {
        @State var taps = 0
        var body: some View { Button(String(taps)) { taps += 1 } }
    }
    """
let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: "Card.swift", text: source)])
var line = ""
try analysis.explain(key: "Card.taps", label: "tapped").write(to: &line)
print(line, terminator: "")
let report = Linter().lint(files: [(path: "Card.swift", text: source)])
print(report.summary)
let version = AppVersion(name: "Card", graph: analysis.graph, lint: report)
print(VersionComparison(base: version, head: version).summary)
SWIFT
expected='tapped: Card.taps changed | recomputed Card local | skipped none
1 warning and 0 errors in 1 file.
0 changes recompute more view instances, 0 fewer; 0 lint findings added, 0 fixed.'
if ! (cd "$work" && swift build >"$work/build.log" 2>&1); then
    echo "error: a package that depends on this one does not build:" >&2
    grep -E "error" "$work/build.log" >&2 || cat "$work/build.log" >&2
    exit 1
fi
actual=$("$work/.build/debug/Client")
if [ "$actual" != "$expected" ]; then
    echo "error: a package that depends on this one does not print what it should:" >&2
    echo "$actual" >&2
    exit 1
fi
echo "downstream package: builds and runs with no compiler flags of its own"
