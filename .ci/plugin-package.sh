#!/usr/bin/env bash
# Builds a package that depends on this checkout by path and runs the command plugin on
# it: `swift package invalidation lint` must read every source target (not the tests)
# and name each file relative to the package, in the form editors jump to.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/App" "$work/Sources/Kit" "$work/Tests/AppTests"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(name: "Invalidation", path: "$root")],
    targets: [
        .target(name: "App"),
        .target(name: "Kit"),
        .testTarget(name: "AppTests", dependencies: ["App"]),
    ]
)
MANIFEST
# SwiftUI is not on Linux: the views compile to nothing there, and are read all the same.
cat > "$work/Sources/App/Counter.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Counter: View {
    @State var count = 0
    var body: some View { Text("\(count)") }
}
#endif
SWIFT
cat > "$work/Sources/Kit/Badge.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Badge: View {
    @State private var isOn = false
    var body: some View { Toggle(isOn ? "on" : "off", isOn: $isOn) }
}
#endif
SWIFT
cat > "$work/Tests/AppTests/Probe.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Probe: View {
    @State var shown = false
    var body: some View { Text("\(shown)") }
}
#endif
SWIFT

# Linux has no plugin sandbox; macOS runs plugins in one, which reading needs no way out of.
sandbox=()
if [ "$(uname)" = Darwin ]; then sandbox=(--disable-sandbox); fi
if ! (cd "$work" && swift package "${sandbox[@]}" invalidation lint >"$work/out.txt" 2>"$work/err.txt"); then
    echo "error: 'swift package invalidation lint' failed on a package that depends on this one:" >&2
    cat "$work/out.txt" "$work/err.txt" >&2
    exit 1
fi
# SwiftPM passes on what the tool writes to both its streams as the plugin's output.
expected="Sources/App/Counter.swift:5:16: warning: 'count' in Counter is @State but not private, so a value given where Counter is created would set only its first value, and later ones would be ignored. Mark it private. [non_private_state]
1 warning and 0 errors in 2 files."
if [ "$(cat "$work/out.txt")" != "$expected" ]; then
    echo "error: the plugin did not lint the two source targets (not the tests), naming files relative to the package:" >&2
    cat "$work/out.txt" >&2
    exit 1
fi
# Arguments pass through: --strict fails the run, and so the plugin.
if (cd "$work" && swift package "${sandbox[@]}" invalidation lint --strict >/dev/null 2>&1); then
    echo "error: 'swift package invalidation lint --strict' succeeded on a package with a finding" >&2
    exit 1
fi
echo "command plugin: 'swift package invalidation lint' reads the source targets and names files relative to the package"
