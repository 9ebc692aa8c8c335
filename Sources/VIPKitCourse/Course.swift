import Foundation
import VIPKitCore

/// The kit's course: its folder and the numbered exercises in `Exercises/`.
package struct Course: Sendable {
  /// One exercise folder, `Exercises/NN-slug`.
  package struct Exercise: Sendable, Hashable {
    package let number: Int
    package let slug: String
    /// The first `# ` heading of the exercise's README.md, or the slug.
    package let title: String
    /// `Exercises/01-the-vip-cycle`, relative to the course root.
    package let relativePath: String
    package let folder: URL
  }

  package let root: URL
  package let exercises: [Exercise]

  /// Reads the course at `root`.
  ///
  /// - Throws: a diagnostic when `root` has no `Exercises/` folder.
  package init(root: URL) throws(Diagnostic) {
    let exercisesFolder = root.appendingPathComponent("Exercises", isDirectory: true)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: exercisesFolder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw Diagnostic(
        .error, "no course at \(root.path): it has no Exercises/ folder",
        notes: ["Run vipkit from the kit's folder (or below it), or pass --course PATH."])
    }
    self.root = root
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: exercisesFolder.path)) ?? []
    exercises = names.sorted().compactMap { name in
      Self.exercise(named: name, in: exercisesFolder)
    }
  }

  /// The nearest folder at or above `directory` that holds both `Exercises/` and a
  /// `Package.swift`: the kit a student or instructor is working in.
  package static func locate(from directory: URL) -> URL? {
    var current = directory.standardizedFileURL
    while true {
      let manifest = current.appendingPathComponent("Package.swift").path
      let exercises = current.appendingPathComponent("Exercises").path
      if FileManager.default.fileExists(atPath: manifest),
        FileManager.default.fileExists(atPath: exercises)
      {
        return current
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// `01-the-vip-cycle` → exercise 1, slug `the-vip-cycle`; other names are not exercises.
  private static func exercise(named name: String, in folder: URL) -> Exercise? {
    let parts = name.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, parts[0].count == 2, let number = Int(parts[0]), !parts[1].isEmpty
    else { return nil }
    let exerciseFolder = folder.appendingPathComponent(name, isDirectory: true)
    let readme = exerciseFolder.appendingPathComponent("README.md")
    let heading = (try? String(contentsOf: readme, encoding: .utf8))?
      .split(separator: "\n").first { $0.hasPrefix("# ") }
      .map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
    return Exercise(
      number: number, slug: String(parts[1]), title: heading ?? String(parts[1]),
      relativePath: "Exercises/\(name)", folder: exerciseFolder)
  }
}
