// swift-tools-version:6.0
import PackageDescription

// Tests as real suites have them, each case in XCTest and in Swift Testing: a test that fails
// alone (it counts what an earlier test of its class stored on a singleton), a test that fails
// after another one (a discount left on, turned off by a test between them in the whole suite),
// a flaky test (it fails on some of its own runs, counted on disk), and a test that waits for
// a presentation. For vipkit mutate's own tests of test selection and statuses.
let package = Package(
  name: "Unruly",
  targets: [
    .target(name: "Unruly"),
    .testTarget(name: "UnrulyTests", dependencies: ["Unruly"]),
  ],
  swiftLanguageModes: [.v6]
)
