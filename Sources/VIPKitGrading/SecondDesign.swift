import Foundation
import VIPKitCore

/// Another correct design of an exercise that asks for design, kept beside its solution: other
/// names, another split of models or workers, another place for a decision. `vipkit verify`
/// grades it like the solution, so a course whose tests only pass the solution's own choices
/// (a type name, a property, a protocol the task did not fix) is caught.
///
/// It lives in `Solutions/NN-slug/Designs/<name>/`: `design.json` (`{"choices": "…"}`, what it
/// decided differently) and its files, laid over the exercise's starter as a student's would
/// be, not over the solution: it shares nothing with the solution but what the task gives.
package struct SecondDesign: Sendable {
  package static let folderName = "Designs"
  package static let fileName = "design.json"

  /// The folders kept beside a solution that are not the solution (misconceptions, second
  /// designs): never the reference, its diff or the similarity report's given code, and
  /// withheld from students as the solution is.
  package static let besideTheSolution: Set<String> = [
    Misconception.folderName, folderName, KeptScene.Kind.correct.folderName,
    KeptScene.Kind.wrong.folderName,
  ]

  /// Whether `path`, relative to a solution's folder, is in one of them.
  package static func isBesideTheSolution(_ path: String) -> Bool {
    besideTheSolution.contains { path.hasPrefix($0 + "/") }
  }

  struct Statement: Codable {
    var choices: String
  }

  package var name: String
  package var folder: URL
  package var choices: String

  /// Whether the course keeps a second design for the exercise named `exercise` (an exercise
  /// that asks for design): its solution is then one design among others, not the answer.
  package static func isKept(for exercise: String, in courseRoot: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: courseRoot.appendingPathComponent("Solutions/\(exercise)/\(folderName)").path)
  }

  /// The designs kept for the exercise whose solution is `solution`, by name; a folder whose
  /// file is missing or wrong is a problem, one sentence each.
  package static func all(in solution: URL) -> (found: [SecondDesign], problems: [String]) {
    let root = solution.appendingPathComponent(folderName)
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted().filter {
        !$0.hasPrefix(".")
      } ?? []
    var found: [SecondDesign] = []
    var problems: [String] = []
    for name in names {
      let folder = root.appendingPathComponent(name, isDirectory: true)
      guard
        let data = FileManager.default.contents(
          atPath: folder.appendingPathComponent(fileName).path),
        let read = try? JSONDecoder().decode(Statement.self, from: data),
        !read.choices.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      else {
        problems.append(
          "design \(name) needs a \(fileName) holding {\"choices\": \"what it decided otherwise\"}")
        continue
      }
      found.append(SecondDesign(name: name, folder: folder, choices: read.choices))
    }
    return (found, problems)
  }

  /// Writes into `destination` the submission it stands for: its own files (all but
  /// `design.json`), which the grader lays over the starter.
  func copyFiles(to destination: URL) throws(Diagnostic) {
    for path in FileTree.paths(under: folder).sorted() where path != Self.fileName {
      let target = destination.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent(path), to: target)
      } catch {
        throw Diagnostic(.error, "could not copy design \(name)'s \(path): \(error)")
      }
    }
  }
}
