// swift-tools-version:6.0
import PackageDescription

// `name: "VIPKit"` keeps the kit's identity stable whatever its folder is called (a path
// dependency is otherwise known by its folder's name).
let package = Package(
  name: "CapstoneLogin",
  dependencies: [.package(name: "VIPKit", path: "../..")],
  targets: [
    .target(name: "Login"),
    .testTarget(
      name: "LoginTests",
      dependencies: ["Login", .product(name: "VIPKit", package: "VIPKit")]),
  ],
  swiftLanguageModes: [.v6]
)
