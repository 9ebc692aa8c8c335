// swift-tools-version:6.0
import Foundation
import PackageDescription

// A one-scene course whose official tests are XCTest classes (and one Swift Testing suite);
// the kit is six folders up. A path dependency is known by its folder's name, so the
// harness's product is looked up by that name.
let kit = Package.Dependency.package(path: "../../../../../..")
let package = Package(
  name: "Counter",
  dependencies: [kit],
  targets: [
    .target(name: "Counter"),
    .testTarget(
      name: "CounterTests",
      dependencies: ["Counter", .product(name: "VIPKit", package: kit.folderName)]),
  ],
  swiftLanguageModes: [.v6]
)

extension Package.Dependency {
  /// The folder name of a path dependency (relative to this manifest): the package's identity.
  var folderName: String {
    guard case .fileSystem(_, let path) = kind else { return "VIPKit" }
    let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return URL(fileURLWithPath: path, relativeTo: manifest).standardizedFileURL.lastPathComponent
  }
}
