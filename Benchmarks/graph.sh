#!/usr/bin/env bash
# Speed of the harness's drawings: a scene of N objects (default 200, then 1,000), leak-checked,
# then drawn as SVG, Mermaid and for the terminal. The baseline, measured in the same run, is
# the leak check itself: what a test pays anyway before anything is drawn. Release build of a
# scratch package that depends on the kit by path; best of 5 per figure.
# Usage: Benchmarks/graph.sh [N...]
set -euo pipefail
cd "$(dirname "$0")/.."
kit=$PWD
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(200 1000)
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-graph.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/GraphBench"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "GraphBench",
  dependencies: [.package(path: "$kit")],
  targets: [
    .executableTarget(
      name: "GraphBench",
      dependencies: [.product(name: "VIPKit", package: "$(basename "$kit")")])
  ]
)
MANIFEST
# The scene is the harness tests' own large fixture (CatalogConfigurator).
cp Tests/VIPKitTests/Fixtures/LargeScene.swift "$work/Sources/GraphBench/LargeScene.swift"
cat >"$work/Sources/GraphBench/main.swift" <<'SWIFT'
import VIPKit

@MainActor func best(_ runs: Int = 5, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    best = min(best, seconds)
  }
  return best
}

@MainActor func main() {
  for argument in CommandLine.arguments.dropFirst() {
    guard let size = Int(argument) else { continue }
    var graph: SceneGraph?
    let check = best { graph = VIPCheck.leaks { CatalogConfigurator.configure(objects: size) }.first?.graph }
    guard let graph else { print("\(size) objects: no leak found, nothing drawn"); continue }
    var bytes = 0
    let svg = best { bytes = graph.svg.utf8.count }
    let mermaid = best { _ = graph.mermaid }
    let terminal = best { _ = graph.terminalDrawing }
    func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) + " ms" }
    func ratio(_ seconds: Double) -> String {
      String(Int((seconds / check * 100).rounded())) + "% of the check"
    }
    print(
      "\(graph.nodes.count) objects, \(graph.edges.count) references: leak check \(ms(check)) "
        + "(baseline); SVG \(ms(svg)) (\(ratio(svg)), \(bytes / 1024) KB); Mermaid "
        + "\(ms(mermaid)) (\(ratio(mermaid))); terminal \(ms(terminal)) (\(ratio(terminal)))")
  }
}
MainActor.assumeIsolated { main() }
SWIFT
(cd "$work" && swift build -c release >/dev/null 2>&1) || {
  echo "could not build the benchmark"; (cd "$work" && swift build -c release 2>&1 | tail -20); exit 1; }
# The harness links XCTest and Swift Testing: an executable finds them in the toolchain.
toolchain_libs=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux
LD_LIBRARY_PATH="$toolchain_libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  "$work/.build/release/GraphBench" "${sizes[@]}"
