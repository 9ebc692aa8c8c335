// swift-tools-version:6.0
import PackageDescription

// Shapes that once broke the mutant schema, for vipkit mutate's own tests.
let package = Package(
  name: "Edgy",
  targets: [
    .target(name: "Edgy"),
    .testTarget(name: "EdgyTests", dependencies: ["Edgy"]),
  ],
  swiftLanguageModes: [.v6]
)
