// swift-tools-version:6.0
import PackageDescription

// A one-scene course for the grader's tests; the kit is six folders up.
let package = Package(
  name: "Counter",
  dependencies: [.package(name: "VIPKit", path: "../../../../../..")],
  targets: [
    .target(name: "Counter"),
    .testTarget(
      name: "CounterTests",
      dependencies: ["Counter", .product(name: "VIPKit", package: "VIPKit")]),
  ],
  swiftLanguageModes: [.v6]
)
