// swift-tools-version:6.0
import PackageDescription

// A package with a known mutation result, for vipkit mutate's own tests.
let package = Package(
  name: "Tricky",
  targets: [
    .target(name: "Tricky"),
    .testTarget(name: "TrickyTests", dependencies: ["Tricky"]),
  ],
  swiftLanguageModes: [.v6]
)
