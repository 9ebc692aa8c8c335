// swift-tools-version:6.0
import PackageDescription

// A local package the fixture workspace lists beside its project; never built by the tests.
let package = Package(name: "Core", targets: [.target(name: "Core")])
