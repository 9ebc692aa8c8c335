import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

@Suite("The grading manifest")
struct GradingManifestTests {
  @Test("a rubric names tests by suite or function, or * for all")
  func matching() {
    let item = RubricItem(title: "Scene", points: 10, tests: ["ProfileSceneTests", "formats()"])
    #expect(item.counts(testID: "ProfileTests.ProfileSceneTests/noLeaks()"))
    #expect(item.counts(testID: "ProfileTests.ProfilePresenterTests/formats()"))
    #expect(!item.counts(testID: "ProfileTests.ProfilePresenterTests/formatsTheName()"))
    #expect(RubricItem(title: "All", points: 1, tests: ["*"]).counts(testID: "A.B/c()"))
    // A parameterized test is named by its function, without its parameters.
    let total = RubricItem(title: "Total", points: 1, tests: ["total"])
    #expect(total.counts(testID: "M.OrderTests/total(amount:currency:expected:)"))
    #expect(!total.counts(testID: "M.OrderTests/totalText(amount:)"))
  }

  @Test("an exercise without grading.json gets the defaults")
  func defaults() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try GradingManifest.load(from: folder) == .defaults)
    #expect(GradingManifest.defaults.maximum == 100)
    #expect(GradingManifest.defaults.studentFiles == ["Sources"])
  }

  @Test(
    "a manifest that breaks a rule is refused, naming the file and what is wrong",
    arguments: [
      (#"{"version": 1, "studentFiles": ["Sources"], "rubric": [}"#, "not valid JSON"),
      (#"{"version": 1, "rubric": []}"#, "studentFiles is missing"),
      (
        #"{"version": 2, "studentFiles": ["Sources"], "rubric": [{"title": "A", "points": 1, "tests": ["*"]}]}"#,
        "version 2 is not known"
      ),
      (
        #"{"version": 1, "studentFiles": ["Sources"], "rubric": [{"title": "A", "points": "ten", "tests": ["*"]}]}"#,
        "rubric[0].points should be a number"
      ),
      (
        #"{"version": 1, "studentFiles": ["Sources"], "rubric": [{"title": "A", "points": 0, "tests": ["*"]}]}"#,
        "points must be more than 0"
      ),
      (
        #"{"version": 1, "studentFiles": ["Sources"], "rubric": [{"title": "A", "points": 5}]}"#,
        "give one of \"tests\", \"check\" or \"scenarios\""
      ),
      (
        #"{"version": 1, "studentFiles": ["Sources"], "rubric": [{"title": "A", "points": 5, "tests": ["*"], "scenarios": {"test": "S"}}]}"#,
        "not several or none"
      ),
      (
        #"{"version": 1, "studentFiles": ["Sources"], "rubric": [{"title": "A", "points": 5, "scenarios": {"test": "S", "count": 0}}]}"#,
        "scenarios.count must be from 1 to 10000"
      ),
      (
        #"{"version": 1, "studentFiles": ["Sources"], "rubric": [{"title": "A", "points": 5, "check": "mutation-score"}]}"#,
        "needs \"Tests\" in studentFiles"
      ),
      (
        #"{"version": 1, "studentFiles": ["../secrets"], "rubric": [{"title": "A", "points": 5, "tests": ["*"]}]}"#,
        "must be a path inside the exercise"
      ),
      (
        #"{"version": 1, "studentFiles": ["Sources"], "rubric": [{"title": "A", "points": 5, "tests": ["*"]}], "survivorFeedback": "tests"}"#,
        #"survivorFeedback should be "mutant", "words", "code", "nothing""#
      ),
      (
        #"{"version": 1, "studentFiles": ["Tests"], "rubric": [{"title": "A", "points": 5, "check": "wrong-scenes"}], "survivorsShown": -1}"#,
        "survivorsShown must be 0 or more"
      ),
    ])
  func invalid(json: String, expected: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try json.write(
      to: folder.appendingPathComponent("grading.json"), atomically: true, encoding: .utf8)
    let error = #expect(throws: Diagnostic.self) { try GradingManifest.load(from: folder) }
    let text = error.map { ([$0.message] + $0.notes).joined(separator: "\n") } ?? ""
    #expect(text.contains(expected), "\(text)")
    #expect(text.contains("grading.json"))
  }

  @Test("what feedback shows of a survivor: the mutant unless the manifest says otherwise")
  func survivorFeedback() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rubric = #""rubric": [{"title": "A", "points": 5, "check": "mutation-score"}]"#
    for (written, read) in [
      ("", nil), (#", "survivorFeedback": "code""#, SurvivorFeedback.code),
      (#", "survivorFeedback": "mutant""#, .mutant),
    ] {
      try #"{"version": 1, "studentFiles": ["Tests"], \#(rubric)\#(written)}"#.write(
        to: folder.appendingPathComponent("grading.json"), atomically: true, encoding: .utf8)
      #expect(try GradingManifest.load(from: folder).survivorFeedback == read)
    }
  }

  @Test("every exercise of the bundled course has a valid manifest whose points add up")
  func bundledManifests() throws {
    let exercises = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Exercises")
    let names = try FileManager.default.contentsOfDirectory(atPath: exercises.path).filter {
      $0.first?.isNumber == true
    }
    #expect(names.count >= 12)
    for name in names {
      let manifest = try GradingManifest.load(from: exercises.appendingPathComponent(name))
      #expect(manifest != .defaults, "\(name) has no grading.json")
      #expect(manifest.maximum == 100, "\(name)")
    }
  }

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
