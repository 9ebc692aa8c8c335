import Foundation
import VIPKitCore
import VIPKitSyntax

/// Where an exercise's official tests read the grading machine's clock, time zone or locale.
///
/// Why: a grade must not change with the day or the machine it is run on. A test that builds
/// its dates from `Date()` passes or fails depending on today; one that reads
/// `Locale.current` depends on the grader's settings. A scene whose behaviour depends on
/// "now" takes the clock it is given, and its tests give it a fixed one. (Setting
/// `NSTimeZone.default` to play a device in another zone is not reading the machine, and is
/// not reported.)
enum MachineReadings {
  /// `Tests/…/X.swift:12:5: Date()` for each reading, in file order.
  static func find(inTestsOf exercise: URL) -> [String] {
    let tests = exercise.appendingPathComponent("Tests")
    return FileTree.paths(under: tests).filter { $0.hasSuffix(".swift") }.sorted().flatMap {
      path -> [String] in
      guard let data = FileManager.default.contents(atPath: tests.appendingPathComponent(path).path)
      else { return [] }
      let outline = SwiftOutline(SourceText(path: "Tests/" + path, bytes: Array(data)))
      return outline.tokens.indices.compactMap { index in
        reading(outline, at: index).map { what in
          let location = outline.location(index)
          return "Tests/\(path):\(location.line):\(location.column): \(what)"
        }
      }
    }
  }

  /// The machine-dependent value read at `index`: `Date()`, `Date.now`,
  /// `Date(timeIntervalSinceNow:)`, `Calendar.current` (and `TimeZone`'s, `Locale`'s,
  /// `autoupdatingCurrent`).
  static func reading(_ outline: SwiftOutline, at index: Int) -> String? {
    guard outline.kind(index) == .identifier, outline.text(index - 1) != "." else { return nil }
    let name = outline.text(index)
    let next = outline.text(index + 1)
    switch name {
    case "Date" where next == "(" && outline.text(index + 2) == ")":
      return "Date()"
    case "Date" where next == "(" && outline.text(index + 2) == "timeIntervalSinceNow":
      return "Date(timeIntervalSinceNow:)"
    case "Date" where next == "." && outline.text(index + 2) == "now":
      return "Date.now"
    case "Calendar", "TimeZone", "Locale", "NSCalendar", "NSLocale":
      guard next == ".", ["current", "autoupdatingCurrent"].contains(outline.text(index + 2))
      else { return nil }
      return "\(name).\(outline.text(index + 2))"
    default:
      return nil
    }
  }
}
