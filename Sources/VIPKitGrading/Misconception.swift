import Foundation
import VIPKitCore

/// A plausible wrong solution kept beside an exercise's solution: one mistake a student who
/// is learning the exercise's idea really makes, and the words its feedback must use.
///
/// It lives in `Solutions/NN-slug/Misconceptions/<name>/`: `misconception.json` and the files
/// where it differs from the solution, laid over the solution (so a mistake in one file of a
/// three-file solution is one file, not three copies). `vipkit verify` grades each
/// one: it must lose points, and what the student reads about the lost points must name the
/// idea, so that a course whose tests let a misconception through, or fail it for an
/// unrelated reason, is caught.
package struct Misconception: Sendable {
  package static let folderName = "Misconceptions"
  package static let fileName = "misconception.json"

  /// What `misconception.json` holds.
  struct Statement: Codable {
    /// The student's belief, in one sentence.
    var statement: String
    /// Words or phrases the feedback on the lost points must contain, each matched without
    /// regard to case; `a|b` accepts either.
    var names: [String]
  }

  /// The folder's name: `presenter-holds-the-view-strongly`.
  package var name: String
  package var folder: URL
  /// `Solutions/NN-slug`, which it is laid over.
  package var solution: URL { folder.deletingLastPathComponent().deletingLastPathComponent() }
  package var statement: String
  package var names: [String]

  /// The misconceptions kept for the exercise whose solution is `solution`, by name; a folder
  /// whose file is missing or wrong is a problem, one sentence each.
  package static func all(in solution: URL) -> (found: [Misconception], problems: [String]) {
    let root = solution.appendingPathComponent(folderName)
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted().filter {
        !$0.hasPrefix(".")
      } ?? []
    var found: [Misconception] = []
    var problems: [String] = []
    for name in names {
      let folder = root.appendingPathComponent(name, isDirectory: true)
      let file = folder.appendingPathComponent(fileName)
      guard let data = FileManager.default.contents(atPath: file.path) else {
        problems.append("misconception \(name) has no \(fileName)")
        continue
      }
      guard let read = try? JSONDecoder().decode(Statement.self, from: data) else {
        problems.append(
          "misconception \(name): \(fileName) must hold {\"statement\": \"…\", \"names\": [\"…\"]}")
        continue
      }
      let statement = read.statement.trimmingCharacters(in: .whitespacesAndNewlines)
      let words = read.names.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      }
      guard !statement.isEmpty, !words.isEmpty else {
        problems.append(
          "misconception \(name): give its statement and at least one word its feedback must name")
        continue
      }
      found.append(Misconception(name: name, folder: folder, statement: statement, names: words))
    }
    return (found, problems)
  }

  /// The entries of `names` that `feedback` does not contain (in any of their alternatives).
  package func unnamed(in feedback: String) -> [String] {
    let text = feedback.lowercased()
    return names.filter { entry in
      !entry.split(separator: "|").contains { text.contains($0.lowercased()) }
    }
  }

  /// Writes into `destination` the submission it stands for: the solution's files, then its
  /// own over them (all but `misconception.json`).
  func copyFiles(to destination: URL) throws(Diagnostic) {
    var files: [String: URL] = [:]
    for path in FileTree.paths(under: solution, skipping: SecondDesign.besideTheSolution) {
      files[path] = solution.appendingPathComponent(path)
    }
    for path in FileTree.paths(under: folder) where path != Self.fileName {
      files[path] = folder.appendingPathComponent(path)
    }
    for (path, source) in files.sorted(by: { $0.key < $1.key }) {
      let target = destination.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
      } catch {
        throw Diagnostic(.error, "could not copy misconception \(name)'s \(path): \(error)")
      }
    }
  }
}
