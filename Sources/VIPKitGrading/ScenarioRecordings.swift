import Foundation
import VIPKitCore

/// An exercise's recorded scenarios (`Scenarios/*.json`): what `swift test` replays, written
/// from the reference by `vipkit exercises --scenarios`, proved current and deterministic by
/// `vipkit verify`.
package enum ScenarioRecordings {
  /// The folder of an exercise that holds them.
  package static let folderName = "Scenarios"

  /// The recordings in `folder`, by file name.
  static func read(in folder: URL) -> [String: Data] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }
    var recordings: [String: Data] = [:]
    for name in names {
      recordings[name] = FileManager.default.contents(
        atPath: folder.appendingPathComponent(name).path)
    }
    return recordings
  }

  /// What is wrong with the recordings kept in `exercise` against what the reference recorded
  /// now (`recorded`) and on a second run (`again`): a recording missing, stale or left over,
  /// or a reference that records differently twice.
  package static func problems(
    in exercise: URL, recorded: [String: Data], again: [String: Data]
  ) -> [String] {
    let folder = exercise.appendingPathComponent(folderName)
    let kept = read(in: folder)
    var problems: [String] = []
    for (name, data) in recorded.sorted(by: { $0.key < $1.key }) {
      if let second = again[name], second != data {
        problems.append(
          "the reference records \(folderName)/\(name) differently on two runs: its scenario model "
            + "is not deterministic (an answer left to a race or a sleep, a value read from the "
            + "machine), a bug of the course")
      }
      switch kept[name] {
      case nil:
        problems.append(
          "\(folderName)/\(name) is missing: `vipkit exercises --scenarios` records it from the "
            + "solution")
      case data?:
        break
      case let old?:
        problems.append(
          "\(folderName)/\(name) is stale: the solution now takes \(changed(old, data)) "
            + "differently; `vipkit exercises --scenarios` records it again")
      }
    }
    for name in kept.keys.sorted() where recorded[name] == nil {
      problems.append(
        "\(folderName)/\(name) is recorded by no test of the exercise: remove it, or the test "
          + "that replays it is gone")
    }
    return problems
  }

  /// How many of two recordings' scenario lines differ, in words.
  static func changed(_ old: Data, _ new: Data) -> String {
    let before = String(decoding: old, as: UTF8.self).split(separator: "\n")
    let after = String(decoding: new, as: UTF8.self).split(separator: "\n")
    let differing = zip(before, after).filter { $0 != $1 }.count + abs(before.count - after.count)
    return differing == 1 ? "1 line of it" : "\(differing) lines of it"
  }

  /// Writes `recorded` into `exercise`'s folder, removing recordings no test makes; the names
  /// of the files changed.
  package static func write(_ recorded: [String: Data], in exercise: URL) throws(Diagnostic)
    -> [String]
  {
    let folder = exercise.appendingPathComponent(folderName)
    let kept = read(in: folder)
    var changed: [String] = []
    for (name, data) in recorded.sorted(by: { $0.key < $1.key }) where kept[name] != data {
      let file = folder.appendingPathComponent(name)
      do {
        try FileOutput.write(bytes: [Array(data)], to: file)
      } catch {
        throw Diagnostic(.error, "could not write \(file.path): \(error.localizedDescription)")
      }
      changed.append("\(folderName)/\(name)")
    }
    for name in kept.keys.sorted() where recorded[name] == nil {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      changed.append("\(folderName)/\(name) (removed)")
    }
    return changed
  }
}
