import Foundation
import VIPKitCore

/// An exercise's scene, drawn by the harness from the solution's tests, as its README shows
/// it: `scene.svg` beside the README, and an image of it in the README between markers.
///
/// Why from the tests: the picture is then the scene the student's tests check, drawn by the
/// same code that draws a failing test's scene, and `vipkit verify` can tell when a change to
/// the solution left the picture behind.
package struct ScenePicture: Sendable, Equatable {
  package var svg: String
  /// `InboxMemoryTests-15`: the test file and line of the check that drew it.
  package var source: String
  package var objectCount: Int

  package static let fileName = "scene.svg"
  static let begin =
    "<!-- vipkit:scene-picture: drawn from the solution's tests by "
    + "`vipkit exercises --pictures`; do not edit -->"
  static let end = "<!-- vipkit:scene-picture end -->"
  static let image =
    "![The scene, done: its objects and references as VIPKit's harness draws them (solid "
    + "strong, dashed weak)](scene.svg)"

  /// Of the scenes the harness drew in `folder` (`VIPKIT_GRAPHS`), the largest whose root is
  /// a view (any, when none is), ties broken by name: the whole scene, not a presenter
  /// checked alone.
  static func chosen(in folder: URL) -> ScenePicture? {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".svg") }.sorted()
    var pictures: [(picture: ScenePicture, rootIsView: Bool)] = []
    for name in names {
      let url = folder.appendingPathComponent(name)
      guard let svg = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let nodes = svg.components(separatedBy: "<g><title>").count - 1
      // The root is the first object drawn; its role is the box's second line.
      let rootIsView =
        svg.components(separatedBy: "<g><title>").dropFirst().first?.contains(">view</text>")
        ?? false
      pictures.append(
        (ScenePicture(svg: svg, source: String(name.dropLast(4)), objectCount: nodes), rootIsView))
    }
    let candidates =
      pictures.contains(where: \.rootIsView) ? pictures.filter(\.rootIsView) : pictures
    return candidates.max { a, b in
      (a.picture.objectCount, b.picture.source) < (b.picture.objectCount, a.picture.source)
    }?.picture
  }

  /// What is wrong with `exercise`'s picture, given the scene its solution's tests draw now
  /// (`nil`: they draw none).
  package static func problems(in exercise: URL, drawn: ScenePicture?) -> [String] {
    let name = exercise.lastPathComponent
    let readme =
      (try? String(contentsOf: exercise.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    let file = exercise.appendingPathComponent(fileName)
    let fix = "run `vipkit exercises --pictures` and commit the result"
    let hasBlock = readme.contains(begin)
    let current = try? String(contentsOf: file, encoding: .utf8)
    guard let drawn else {
      return hasBlock || current != nil
        ? ["\(name)/README.md shows a scene, but the solution's tests draw none any more: \(fix)"]
        : []
    }
    var problems: [String] = []
    if current == nil {
      problems.append("\(name)/\(fileName) is missing: \(fix)")
    } else if current != drawn.svg {
      problems.append(
        "\(name)/\(fileName) is not the solution's scene any more (drawn by \(drawn.source) "
          + "now): \(fix)")
    }
    if !hasBlock {
      problems.append("\(name)/README.md does not show its scene: \(fix)")
    }
    return problems
  }

  /// Writes `scene.svg` and puts the image in the README (before "## Your task", or at the
  /// end), or takes both away when there is no picture; returns the files it changed.
  package static func write(_ picture: ScenePicture?, in exercise: URL) throws -> [String] {
    var changed: [String] = []
    let file = exercise.appendingPathComponent(fileName)
    let readmeURL = exercise.appendingPathComponent("README.md")
    let readme = (try? String(contentsOf: readmeURL, encoding: .utf8)) ?? ""
    let current = try? String(contentsOf: file, encoding: .utf8)
    if let picture {
      if current != picture.svg {
        try Data(picture.svg.utf8).write(to: file, options: .atomic)
        changed.append(fileName)
      }
    } else if current != nil {
      try FileManager.default.removeItem(at: file)
      changed.append(fileName)
    }
    let updated = withBlock(readme, shown: picture != nil)
    if updated != readme {
      try Data(updated.utf8).write(to: readmeURL, options: .atomic)
      changed.append("README.md")
    }
    return changed
  }

  /// `readme` with the picture's block where it belongs (or without it).
  static func withBlock(_ readme: String, shown: Bool) -> String {
    var text = readme
    if let start = text.range(of: begin),
      let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
    {
      var removeEnd = stop.upperBound
      // The blank line after the block goes with it.
      while removeEnd < text.endIndex, text[removeEnd] == "\n" {
        removeEnd = text.index(after: removeEnd)
      }
      text.removeSubrange(start.lowerBound..<removeEnd)
    }
    guard shown else { return text }
    let block = "\(begin)\n\(image)\n\(end)\n\n"
    if let task = text.range(of: "\n## Your task") {
      text.insert(contentsOf: block, at: text.index(after: task.lowerBound))
    } else {
      if !text.isEmpty && !text.hasSuffix("\n\n") { text += text.hasSuffix("\n") ? "\n" : "\n\n" }
      text += block.dropLast()
    }
    return text
  }
}
