import Foundation
import Testing

@testable import VIPKitGrading

@Suite("Official tests that read the grading machine's clock, time zone or locale")
struct MachineReadingsTests {
  @Test("Date(), Date.now, a date from now and the current calendar, zone and locale are found")
  func found() throws {
    let exercise = try Self.exercise(
      """
      import Foundation
      // Date() in a comment is not read; nor is "Locale.current" in a string.
      let fixed = Date(timeIntervalSince1970: 1_795_651_200)
      let today = Date()
      let later = Date(timeIntervalSinceNow: 60)
      let now = Date.now
      let calendar = Calendar.current
      let zone = TimeZone.autoupdatingCurrent
      let text = "Locale.current"
      func play() { NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")! }
      """)
    defer { try? FileManager.default.removeItem(at: exercise) }
    #expect(
      MachineReadings.find(inTestsOf: exercise) == [
        "Tests/SceneTests/SceneTests.swift:4:13: Date()",
        "Tests/SceneTests/SceneTests.swift:5:13: Date(timeIntervalSinceNow:)",
        "Tests/SceneTests/SceneTests.swift:6:11: Date.now",
        "Tests/SceneTests/SceneTests.swift:7:16: Calendar.current",
        "Tests/SceneTests/SceneTests.swift:8:12: TimeZone.autoupdatingCurrent",
      ])
  }

  @Test("the course's own tests read none of them")
  func courseTestsReadNone() throws {
    let exercises = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Exercises").standardizedFileURL
    let folders = try FileManager.default.contentsOfDirectory(
      at: exercises, includingPropertiesForKeys: nil)
    #expect(folders.count >= 12)
    for folder in folders {
      #expect(MachineReadings.find(inTestsOf: folder).isEmpty, "\(folder.lastPathComponent)")
    }
  }

  static func exercise(_ test: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-readings-\(UUID().uuidString)")
    let tests = folder.appendingPathComponent("Tests/SceneTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try test.write(
      to: tests.appendingPathComponent("SceneTests.swift"), atomically: true, encoding: .utf8)
    return folder
  }
}
