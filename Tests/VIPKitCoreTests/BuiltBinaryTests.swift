import Foundation
import Testing
import VIPKitCore

/// A mutation run looks for the test binary after each of its builds: `swift build
/// --show-bin-path` loads the package's manifest to say where the build went (0.2 s each
/// time), while the link SwiftPM makes after every build says it for nothing.
@Suite("Where the test binary is found")
struct BuiltBinaryTests {
  @Test("the built test binary is found where SwiftPM links it, without asking SwiftPM")
  func binaryFromTheLink() throws {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-bin-path-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let built = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
    try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: package.appendingPathComponent(".build/debug").path,
      withDestinationPath: "x86_64-unknown-linux-gnu/debug")
    try Data().write(to: built.appendingPathComponent("ShopPackageTests.xctest"))
    // Through the link: SwiftPM itself would print the triple's folder, not the link's.
    #expect(
      TestLibrary.builtBinary(in: package)
        == package.appendingPathComponent(".build/debug").path + "/ShopPackageTests.xctest")
  }
}
