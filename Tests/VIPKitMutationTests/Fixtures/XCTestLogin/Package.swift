// swift-tools-version:6.0
import PackageDescription

// An XCTest-only VIP package, written the way the Clean Swift seeds write tests
// (`XCTestCase` classes, spies, `setUp`), for vipkit mutate's own tests. Its suite is weak on
// purpose; `../XCTestLogin-strong` holds the suite that kills every mutant.
let package = Package(
  name: "XCTestLogin",
  targets: [
    .target(name: "Login"),
    .testTarget(name: "LoginTests", dependencies: ["Login"]),
  ],
  swiftLanguageModes: [.v6]
)
