// swift-tools-version:6.0
import Foundation
import PackageDescription

// A one-scene course for the grader's tests; the kit is six folders up. A path dependency is
// known by its folder's name, so the harness's product is looked up by that name.
let kit = Package.Dependency.package(path: "../../../../../..")
let kitName =
  if case .fileSystem(_, let path) = kit.kind {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(path).standardized.lastPathComponent
  } else { "VIPKit" }

let package = Package(
  name: "Counter",
  dependencies: [kit],
  targets: [
    .target(name: "Counter"),
    .testTarget(
      name: "CounterTests",
      dependencies: ["Counter", .product(name: "VIPKit", package: kitName)]),
  ],
  swiftLanguageModes: [.v6]
)
