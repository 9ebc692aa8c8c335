import Foundation
import Testing
import VIPKitCore
import VIPKitSyntax

@testable import VIPKitSpies

/// Spies written into a test target that already has some: a type the target declares is
/// not declared again, and the protocols' imports come along as their files write them.
@Suite("Spies beside a test target's own code")
struct SpyDestinationTests {
  static let protocols = """
    import Foundation
    #if canImport(FoundationNetworking)
    import FoundationNetworking
    #endif

    protocol Loading: AnyObject {
      func load(_ request: URLRequest) async throws -> Data
    }

    @MainActor protocol PriceRangePresentationLogic: AnyObject {
      func presentRange(low: Int, high: Int)
    }
    """

  @Test("a spy the destination already declares is left out, with where and why")
  func clash() {
    var options = SpyGenerator.Options()
    options.existingTypes = ["PriceRangePresentationLogicSpy": "AppTests/Hand/PriceSpy.swift"]
    let output = SpyGenerator.generate(
      [SourceText(path: "Scene.swift", text: Self.protocols)], options: options)
    #expect(output.spyCount == 1)
    #expect(output.text.contains("final class LoadingSpy: Loading"))
    #expect(!output.text.contains("class PriceRangePresentationLogicSpy"))
    #expect(output.skipped.map(\.name) == ["PriceRangePresentationLogic"])
    #expect(
      output.diagnostics.map(\.message) == [
        "no spy for 'PriceRangePresentationLogic': AppTests/Hand/PriceSpy.swift already "
          + "declares PriceRangePresentationLogicSpy, so it is not written again"
      ])
    // Without it, both are written.
    #expect(
      SpyGenerator.generate([SourceText(path: "Scene.swift", text: Self.protocols)]).spyCount == 2)
  }

  @Test("imports: conditional ones under their condition, none from files with no spied protocol")
  func imports() {
    let other = "import CoreMotion\nprotocol Unrelated { func x() }\n"
    var options = SpyGenerator.Options()
    options.only = ["Loading"]
    let output = SpyGenerator.generate(
      [
        SourceText(path: "Scene.swift", text: Self.protocols),
        SourceText(path: "Other.swift", text: other),
      ],
      options: options)
    #expect(
      output.text.contains(
        "\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
    #expect(!output.text.contains("\nimport FoundationNetworking\n\n"), "never unconditional")
    #expect(!output.text.contains("CoreMotion"), "Other.swift's protocol got no spy")
  }

  @Test("the destination is the test target's folder: its types, the output itself left out")
  func declaredTypes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-destination-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("Tests/AppTests")
    try FileManager.default.createDirectory(
      at: target.appendingPathComponent("Spies/Generated"), withIntermediateDirectories: true)
    try
      "final class HandSpy {}\nstruct Helper { class Nested {} }\ntypealias Alias = Int\nextension String {}\n"
      .write(to: target.appendingPathComponent("Hand.swift"), atomically: true, encoding: .utf8)
    let output = target.appendingPathComponent("Spies/Generated/Spies.swift")
    try "final class LoadingSpy {}\n".write(to: output, atomically: true, encoding: .utf8)
    #expect(
      SpyDestination.targetFolder(of: output).standardizedFileURL.path
        == target.standardizedFileURL.path)
    let types = SpyDestination.declaredTypes(beside: output)
    #expect(types["HandSpy"] == "AppTests/Hand.swift")
    #expect(types["Helper"] != nil && types["Alias"] != nil)
    #expect(types["LoadingSpy"] == nil, "the output is regenerated, never a clash with itself")
    #expect(types["String"] == nil, "an extension declares nothing")
    // At the target's root: the whole target still, its subfolders too.
    let atRoot = SpyDestination.declaredTypes(beside: target.appendingPathComponent("Spies.swift"))
    #expect(atRoot["LoadingSpy"] == "AppTests/Spies/Generated/Spies.swift")
    #expect(atRoot["HandSpy"] == "AppTests/Hand.swift")
    // Outside a Tests/ folder: the files beside the output, never the folders below it (found
    // by CI: `-o /tmp/x/Spies.swift` once read all of /tmp/x's subfolders).
    let loose = root.appendingPathComponent("loose")
    try FileManager.default.createDirectory(
      at: loose.appendingPathComponent("below"), withIntermediateDirectories: true)
    try "final class BesideSpy {}\n".write(
      to: loose.appendingPathComponent("Beside.swift"), atomically: true, encoding: .utf8)
    try "final class BelowSpy {}\n".write(
      to: loose.appendingPathComponent("below/Below.swift"), atomically: true, encoding: .utf8)
    let beside = SpyDestination.declaredTypes(beside: loose.appendingPathComponent("Spies.swift"))
    #expect(beside["BesideSpy"] == "loose/Beside.swift" && beside["BelowSpy"] == nil)
    // An Xcode test target: its own files, as the project lists them.
    let listed = SpyDestination.declaredTypes(
      beside: loose.appendingPathComponent("Spies.swift"),
      targetFiles: [loose.appendingPathComponent("below/Below.swift")])
    #expect(listed == ["BelowSpy": "below/Below.swift"])
  }
}
