import Foundation
import Testing

@testable import VIPKitGrading

/// What an exercise's manifest must say for its sources to build both here, against the UIKit
/// stand-in, and in an iOS target, against UIKit: read from the course itself, since only a
/// Mac can build the second.
@Suite("The course's manifests: the same sources for the stand-in and for UIKit")
struct CourseManifestTests {
  static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var exercises: [URL] {
    let folder = kit.appendingPathComponent("Exercises")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.first?.isNumber == true }.map {
      folder.appendingPathComponent($0)
    }
  }

  static func swiftFiles(under folder: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  @Test("the kit, the grader's harness package and every exercise declare the same platforms")
  func platforms() throws {
    let kitManifest = try String(
      contentsOf: Self.kit.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declared = "platforms: \(HarnessPackage.platforms),"
    #expect(kitManifest.contains(declared))
    #expect(HarnessPackage.manifest(standIn: true).contains(declared))
    #expect(HarnessPackage.manifest(standIn: false).contains(declared))
    #expect(Self.exercises.count == 12)
    for exercise in Self.exercises {
      let manifest = try String(
        contentsOf: exercise.appendingPathComponent("Package.swift"), encoding: .utf8)
      #expect(manifest.contains(declared), "\(exercise.lastPathComponent)")
    }
  }

  @Test(
    "an exercise that imports UIKit links the stand-in on Linux and macOS only, in both targets")
  func standInWhereUIKitIs() throws {
    let link =
      #".product(name: "UIKitStandIn", package: kitName, condition: .when(platforms: [.linux, .macOS]))"#
    var importing = 0
    for exercise in Self.exercises {
      let solution = Self.kit.appendingPathComponent("Solutions/\(exercise.lastPathComponent)")
      let sources =
        Self.swiftFiles(under: exercise.appendingPathComponent("Sources"))
        + Self.swiftFiles(under: solution)
      let importsUIKit = try sources.contains {
        try String(contentsOf: $0, encoding: .utf8).contains("import UIKit")
      }
      guard importsUIKit else { continue }
      importing += 1
      let manifest = try String(
        contentsOf: exercise.appendingPathComponent("Package.swift"), encoding: .utf8)
      let bare = manifest.filter { !$0.isWhitespace }
      let linked = bare.contains(link.filter { !$0.isWhitespace })
      #expect(linked, "\(exercise.lastPathComponent) does not link the stand-in as it should")
      #expect(
        bare.replacingOccurrences(of: "uikit,]", with: "uikit]")
          .components(separatedBy: "uikit]").count - 1 == 2,
        "\(exercise.lastPathComponent): the source target and the test target both link it")
    }
    #expect(importing == 7, "01, 04, 06, 09, 10, 11 and 12 are written against UIKit")
  }

  @Test("the course's sources hold no #if: one text for the stand-in and for UIKit")
  func noConditionalCompilation() throws {
    let folders =
      Self.exercises.map { $0.appendingPathComponent("Sources") }
      + [Self.kit.appendingPathComponent("Solutions")]
    for file in folders.flatMap(Self.swiftFiles(under:)) {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains("#if"), "\(file.path)")
    }
  }
}
