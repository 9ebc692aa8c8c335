// swift-tools-version:6.0
import Foundation
import PackageDescription

// The kit, two folders up. SwiftPM knows a path dependency by its folder's name, which is
// whatever the kit was cloned as (or a copy's, when vipkit grades one), so the harness is
// looked up under the name read from that path.
let kit = Package.Dependency.package(path: "../..")
let kitName =
  if case .fileSystem(_, let path) = kit.kind {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(path).standardized.lastPathComponent
  } else { "VIPKit" }

let package = Package(
  name: "TheInteractor",
  platforms: [.macOS(.v13), .iOS(.v15)],
  dependencies: [kit],
  targets: [
    .target(name: "SignUp"),
    .testTarget(
      name: "SignUpTests",
      dependencies: [
        "SignUp", .product(name: "VIPKit", package: kitName),
        .product(name: "VIPKitScenarios", package: kitName),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
