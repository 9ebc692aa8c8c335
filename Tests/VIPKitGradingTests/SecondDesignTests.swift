import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

/// The second designs kept beside a design exercise's solution: how they are read, and what
/// a round of grading gets from one (its own files only, never the solution's).
@Suite("Second designs")
struct SecondDesignTests {
  @Test("read from their folders; a missing or empty design.json is a problem")
  func reading() throws {
    let solution = try Self.solution()
    defer { try? FileManager.default.removeItem(at: solution.deletingLastPathComponent()) }
    let read = SecondDesign.all(in: solution)
    #expect(read.found.map(\.name) == ["renamed"])
    #expect(read.found.first?.choices == "Other names.")
    #expect(
      read.problems == [
        "design empty needs a design.json holding {\"choices\": \"what it decided otherwise\"}",
        "design no-file needs a design.json holding {\"choices\": \"what it decided otherwise\"}",
      ])
  }

  @Test("its files alone are copied, to be laid over the starter as a student's would be")
  func ownFilesOnly() throws {
    let solution = try Self.solution()
    defer { try? FileManager.default.removeItem(at: solution.deletingLastPathComponent()) }
    let design = try #require(SecondDesign.all(in: solution).found.first)
    let destination = solution.deletingLastPathComponent().appendingPathComponent("round")
    try design.copyFiles(to: destination)
    #expect(FileTree.paths(under: destination).sorted() == ["Sources/P/ShopScreen.swift"])
  }

  @Test("a misconception laid over the solution leaves the designs out")
  func misconceptionsSkipDesigns() throws {
    let solution = try Self.solution()
    defer { try? FileManager.default.removeItem(at: solution.deletingLastPathComponent()) }
    let misconception = try #require(Misconception.all(in: solution).found.first)
    let destination = solution.deletingLastPathComponent().appendingPathComponent("wrong")
    try misconception.copyFiles(to: destination)
    #expect(FileTree.paths(under: destination).sorted() == ["Sources/P/Presenter.swift"])
  }

  static func solution() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-designs-\(UUID().uuidString)")
    let solution = root.appendingPathComponent("12-shop")
    let files = [
      "Sources/P/Presenter.swift": "weak var viewController: View?\n",
      "Designs/renamed/design.json": #"{"choices": "Other names."}"#,
      "Designs/renamed/Sources/P/ShopScreen.swift": "final class ShopScreen {}\n",
      "Designs/empty/design.json": #"{"choices": "  "}"#,
      "Designs/no-file/Sources/P/A.swift": "\n",
      "Misconceptions/strong/misconception.json":
        #"{"statement": "Strong is fine.", "names": ["weak"]}"#,
      "Misconceptions/strong/Sources/P/Presenter.swift": "var viewController: View?\n",
    ]
    for (path, text) in files {
      let url = solution.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return solution
  }
}
