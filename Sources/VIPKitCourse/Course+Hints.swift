import Foundation
import VIPKitCore

extension Course.Exercise {
  /// The exercise's hint ladders, read from `.hints.md`; empty when it has none.
  package func ladders() -> [HintLadder] {
    guard let text = try? String(contentsOf: ladderFile, encoding: .utf8) else { return [] }
    return HintLadder.parse(text).ladders
  }

  /// `.hints.md` in the exercise's folder.
  package var ladderFile: URL { folder.appendingPathComponent(HintLadder.fileName) }

  /// What is wrong with the exercise's hints, for `vipkit verify`: no ladder, a ladder that
  /// breaks the format, a test name that no test of the exercise has, hints left in the
  /// README (where a student reads them without asking).
  package func hintProblems() -> [String] {
    let relative = "\(relativePath)/\(HintLadder.fileName)"
    guard let text = try? String(contentsOf: ladderFile, encoding: .utf8) else {
      return ["it has no hint ladder (\(relative)): `vipkit hint` has nothing to give"]
    }
    let (ladders, format) = HintLadder.parse(text)
    var problems = format.map { "\(relative):\($0)" }
    let tests = SwiftSources.text(under: folder.appendingPathComponent("Tests"))
    for ladder in ladders {
      for name in ladder.tests where !SwiftSources.declares(name, in: tests) {
        problems.append(
          "\(relative):\(ladder.line): ladder “\(ladder.title)” names “\(name)”, which no test "
            + "of the exercise declares")
      }
    }
    if let readme = try? String(
      contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8),
      readme.contains("\n## Hints")
    {
      problems.append(
        "\(relativePath)/README.md has a Hints section: hints belong in \(relative), given on "
          + "request")
    }
    return problems
  }

  /// Where `vipkit hint` remembers how far up each ladder the student is (ignored by git).
  package var hintProgressFile: URL { folder.appendingPathComponent(".vipkit-hints") }

  /// How many rungs of each ladder were shown, by ladder title.
  package func hintProgress() -> [String: Int] {
    guard let text = try? String(contentsOf: hintProgressFile, encoding: .utf8) else { return [:] }
    var progress: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1)
      if parts.count == 2, let count = Int(parts[1]) { progress[String(parts[0])] = count }
    }
    return progress
  }

  package func saveHintProgress(_ progress: [String: Int]) {
    let text = progress.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\n" }.joined()
    try? text.write(to: hintProgressFile, atomically: true, encoding: .utf8)
  }
}

/// The Swift text of a folder, to find what it declares.
enum SwiftSources {
  static func text(under folder: URL) -> String {
    SwiftFiles.findPaths([folder.path]).files.map { path in
      (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }.joined(separator: "\n")
  }

  /// Whether `text` declares a type or function called `name`.
  static func declares(_ name: String, in text: String) -> Bool {
    ["struct", "class", "final class", "func", "enum", "actor", "extension"].contains { keyword in
      text.range(
        of: "\\b\(keyword) \(NSRegularExpression.escapedPattern(for: name))\\b",
        options: .regularExpression) != nil
    }
  }
}
