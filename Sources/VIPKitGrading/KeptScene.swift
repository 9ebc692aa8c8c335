import Foundation
import VIPKitCore
import VIPKitMutation

/// A scene kept beside the solution of an exercise where the student writes the tests, to
/// judge those tests by what they accept and reject (the "wheats and chaffs" of courses that
/// grade tests): a correct scene that differs from the reference where the task leaves
/// freedom, which a suite must pass, or a plausible wrong one, one belief each, which a suite
/// must fail.
///
/// Why beside the mutation score: no generated mutant adds a call where none belongs (a charge
/// for an empty cart), so mutants cannot see a suite that never checks what must not happen;
/// and only a correct scene other than the reference shows a suite that fixes what the task
/// left open (the order of two independent calls).
///
/// It lives in `Solutions/NN-slug/CorrectScenes/<name>/` or `WrongScenes/<name>/`: `scene.json`
/// and the whole files it changes, at their paths in the exercise. It may change what bodies
/// do, and take a `weak` off, nothing else: it runs as one mutant of the build mutation
/// testing makes anyway (`SceneVariant`).
package struct KeptScene: Sendable, Equatable {
  package static let fileName = "scene.json"

  package enum Kind: String, Sendable, Codable {
    case correct, wrong

    /// The folder beside the solution that holds scenes of this kind.
    package var folderName: String { self == .correct ? "CorrectScenes" : "WrongScenes" }
  }

  /// What `scene.json` holds.
  struct Statement: Codable {
    /// What the scene does, completing "a scene that …": the words a student reads.
    var scene: String
    /// For a correct scene: why a test must not reject it (what the task leaves open).
    var freedom: String?
    /// For a wrong scene: the belief it stands for, for the instructor.
    var belief: String?
  }

  package var name: String
  package var kind: Kind
  package var scene: String
  /// A correct scene's freedom, a wrong scene's belief.
  package var why: String
  /// The files it changes, by path relative to the exercise.
  package var files: [String: String]

  /// Whether `path`, relative to a solution's folder, is in a kept scene's folder.
  package static func isKept(_ path: String) -> Bool {
    [Kind.correct, .wrong].contains { path.hasPrefix($0.folderName + "/") }
  }

  /// The variant mutation testing runs: named by kind and name, which no two scenes share.
  package var variant: SceneVariant { SceneVariant(name: id, files: files) }
  package var id: String { "\(kind.rawValue)/\(name)" }

  /// The scenes of both kinds kept beside `solution`, correct ones first, each kind by name;
  /// a folder whose statement or files are missing or wrong is a problem, one sentence each.
  package static func all(in solution: URL) -> (found: [KeptScene], problems: [String]) {
    var found: [KeptScene] = []
    var problems: [String] = []
    for kind in [Kind.correct, .wrong] {
      let root = solution.appendingPathComponent(kind.folderName)
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted().filter {
          !$0.hasPrefix(".")
        } ?? []
      for name in names {
        let folder = root.appendingPathComponent(name, isDirectory: true)
        let label = "\(kind.rawValue) scene \(name)"
        guard
          let data = FileManager.default.contents(
            atPath: folder.appendingPathComponent(fileName).path),
          let read = try? JSONDecoder().decode(Statement.self, from: data),
          !read.scene.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else {
          problems.append(
            "\(label) needs a \(fileName) holding {\"scene\": \"what it does\", "
              + (kind == .correct
                ? "\"freedom\": \"what the task leaves open\"}" : "\"belief\": \"…\"}"))
          continue
        }
        let why = (kind == .correct ? read.freedom : read.belief) ?? ""
        if why.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
          problems.append(
            "\(label): \(fileName) must say "
              + (kind == .correct
                ? "its freedom (\"freedom\": what the task leaves open, which a test must not fix)"
                : "its belief (\"belief\": the mistake it stands for)"))
          continue
        }
        var files: [String: String] = [:]
        for path in FileTree.paths(under: folder) where path != fileName {
          if let content = FileManager.default.contents(
            atPath: folder.appendingPathComponent(path).path)
          {
            files[path] = String(decoding: content, as: UTF8.self)
          }
        }
        guard !files.isEmpty else {
          problems.append("\(label) holds no file: give the files it changes, whole")
          continue
        }
        found.append(
          KeptScene(name: name, kind: kind, scene: read.scene, why: why, files: files))
      }
    }
    return (found, problems)
  }

  /// What a student reads when their tests judged this scene wrongly; `nil` when they judged
  /// it right. A correct scene names the student's failing tests and the freedom they deny,
  /// never the scene's code; a wrong one names its behaviour in words, never a test, an input
  /// or a value.
  package func feedback(failingTests: [String]?) -> String? {
    switch (kind, failingTests) {
    case (.correct, nil), (.wrong, .some): return nil
    case (.correct, .some(let tests)):
      let named =
        tests.isEmpty
        ? "your tests"
        : (tests.count == 1 ? "your test " : "your tests ")
          + tests.map { "“\($0)”" }.joined(separator: ", ")
      return "A correct scene that \(scene) fails \(named): \(why). A test that rejects correct "
        + "code is a test of one way to write it, not of what the task asks."
    case (.wrong, nil):
      return "A scene that \(scene) passes all your tests."
    }
  }
}
