// swift-tools-version:6.0
import PackageDescription

// A scene with a mutant of every operator, and one weak test, for the suggested tests of
// vipkit mutate's own tests: the XCTest suite here, the Swift Testing one in
// `../Tally-swift-testing`. Its spies are vipkit's.
let package = Package(
  name: "Tally",
  targets: [
    .target(name: "Tally"),
    .testTarget(name: "TallyTests", dependencies: ["Tally"]),
  ],
  swiftLanguageModes: [.v6]
)
