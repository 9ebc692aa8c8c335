// swift-tools-version:6.0
import Foundation
import PackageDescription

// The kit, two folders up. A path dependency is known by its folder's name, which is whatever
// the kit was cloned as, so the harness's product is looked up by that name.
let kit = Package.Dependency.package(path: "../..")
let package = Package(
  name: "ThePresenter",
  dependencies: [kit],
  targets: [
    .target(name: "OrderSummary"),
    .testTarget(
      name: "OrderSummaryTests",
      dependencies: ["OrderSummary", .product(name: "VIPKit", package: kit.folderName)]),
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
