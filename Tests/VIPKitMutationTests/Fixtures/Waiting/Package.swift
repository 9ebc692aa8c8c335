// swift-tools-version:6.0
import PackageDescription

// An async interactor whose tests await the presenter's next call with no time limit: a
// mutant that removes the call leaves a test waiting forever, one in XCTest and one in Swift
// Testing. For vipkit mutate's own tests of how hangs are found.
let package = Package(
  name: "Waiting",
  targets: [
    .target(name: "Waiting"),
    .testTarget(name: "WaitingTests", dependencies: ["Waiting"]),
  ],
  swiftLanguageModes: [.v6]
)
