import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

/// An exercise's README shows its solved scene (`scene.svg`), and `vipkit verify` tells when
/// the picture no longer matches what the solution's tests draw.
@Suite("The scene picture of an exercise's README")
struct ScenePictureTests {
  static let readme = """
    # Memory

    A VIP scene is a small graph of objects.

    ## Your task

    Fix it.

    """

  static func picture(_ svg: String = "<svg>v1</svg>") -> ScenePicture {
    ScenePicture(svg: svg, source: "InboxMemoryTests-15", objectCount: 5)
  }

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-picture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func exercise() throws -> URL {
    let folder = try temporaryFolder().appendingPathComponent("04-memory")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try readme.write(
      to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("written: scene.svg, and the image before Your task; a second write changes nothing")
  func write() throws {
    let folder = try Self.exercise()
    #expect(try ScenePicture.write(Self.picture(), in: folder) == ["scene.svg", "README.md"])
    let text = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    let image = try #require(text.range(of: "](scene.svg)"))
    let task = try #require(text.range(of: "## Your task"))
    #expect(image.upperBound < task.lowerBound)
    #expect(text.contains("graph of objects.\n\n<!-- vipkit:scene-picture"))
    #expect(text.contains("<!-- vipkit:scene-picture end -->\n\n## Your task"))
    #expect(try ScenePicture.write(Self.picture(), in: folder) == [])
    #expect(ScenePicture.problems(in: folder, drawn: Self.picture()) == [])
  }

  @Test("verify: a picture the solution no longer draws is stale, and says how to redraw it")
  func stale() throws {
    let folder = try Self.exercise()
    _ = try ScenePicture.write(Self.picture(), in: folder)
    let problems = ScenePicture.problems(in: folder, drawn: Self.picture("<svg>v2</svg>"))
    #expect(
      problems == [
        "04-memory/scene.svg is not the solution's scene any more (drawn by "
          + "InboxMemoryTests-15 now): run `vipkit exercises --pictures` and commit the result"
      ])
  }

  @Test("verify: a README without its picture, or a picture without its README's image")
  func missing() throws {
    let folder = try Self.exercise()
    #expect(
      ScenePicture.problems(in: folder, drawn: Self.picture()).map { $0.prefix(24) } == [
        "04-memory/scene.svg is m", "04-memory/README.md does",
      ])
    _ = try ScenePicture.write(Self.picture(), in: folder)
    #expect(ScenePicture.problems(in: folder, drawn: nil).count == 1)
    // The solution draws no scene any more: the write takes both away.
    #expect(try ScenePicture.write(nil, in: folder) == ["scene.svg", "README.md"])
    let text = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(text == Self.readme)
    #expect(ScenePicture.problems(in: folder, drawn: nil) == [])
  }

  @Test("the picture chosen is the largest scene whose root is a view, ties by name")
  func chosen() throws {
    let folder = try Self.temporaryFolder()
    func svg(_ roles: [String]) -> String {
      "<svg>" + roles.map { "<g><title>p</title><text>T</text><text>\($0)</text></g>" }.joined()
        + "</svg>"
    }
    try svg(["view", "interactor"]).write(
      to: folder.appendingPathComponent("B-1.svg"), atomically: true, encoding: .utf8)
    try svg(["view", "interactor"]).write(
      to: folder.appendingPathComponent("A-9.svg"), atomically: true, encoding: .utf8)
    try svg(["presenter", "view", "object"]).write(
      to: folder.appendingPathComponent("C-2.svg"), atomically: true, encoding: .utf8)
    let picture = try #require(ScenePicture.chosen(in: folder))
    #expect(picture.source == "A-9")
    #expect(picture.objectCount == 2)
    #expect(ScenePicture.chosen(in: folder.appendingPathComponent("none")) == nil)
  }
}
