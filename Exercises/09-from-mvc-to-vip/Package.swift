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

// UIKit where there is none (Linux, and `swift test` on a Mac): the kit's stand-in, linked on
// those platforms only, so the same sources build against real UIKit in an iOS target.
let uikit = Target.Dependency.product(
  name: "UIKitStandIn", package: kitName, condition: .when(platforms: [.linux, .macOS]))

let package = Package(
  name: "FromMVCToVIP",
  platforms: [.macOS(.v13), .iOS(.v15)],
  dependencies: [kit],
  targets: [
    .target(name: "Temperature", dependencies: [uikit]),
    .testTarget(
      name: "TemperatureTests",
      dependencies: [
        "Temperature", .product(name: "VIPKit", package: kitName),
        .product(name: "VIPKitScenarios", package: kitName), uikit,
      ]),
  ],
  swiftLanguageModes: [.v6]
)
