import Foundation
import Testing
import VIPKitCourse

@testable import VIPKitGrading

/// The correct and wrong scenes kept beside a test-writing exercise's solution: how they are
/// read, and what a student reads when their tests judge one wrongly.
@Suite("Kept scenes")
struct KeptSceneTests {
  @Test(
    "each kind's folder is read, correct ones first; a folder without its statement is a problem")
  func reading() throws {
    let solution = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kept-scenes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: solution) }
    func write(_ path: String, _ text: String) throws {
      let url = solution.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      "WrongScenes/too-late/scene.json", #"{"scene": "opens too late", "belief": "later is safer"}"#
    )
    try write("WrongScenes/too-late/Sources/Gate/Gate.swift", "// later")
    try write(
      "CorrectScenes/other-order/scene.json",
      #"{"scene": "logs before it opens", "freedom": "the task does not fix that order"}"#)
    try write("CorrectScenes/other-order/Sources/Gate/Gate.swift", "// order")
    try write("WrongScenes/no-belief/scene.json", #"{"scene": "opens never"}"#)
    try write("WrongScenes/no-belief/Sources/Gate/Gate.swift", "// never")
    try write("CorrectScenes/no-files/scene.json", #"{"scene": "x", "freedom": "y"}"#)

    let (found, problems) = KeptScene.all(in: solution)
    #expect(found.map(\.id) == ["correct/other-order", "wrong/too-late"])
    #expect(found[0].files == ["Sources/Gate/Gate.swift": "// order"])
    #expect(found[1].variant.key == "scene:wrong/too-late")
    #expect(problems.count == 2, "\(problems)")
    #expect(problems.contains { $0.contains("no-belief") && $0.contains("belief") })
    #expect(problems.contains { $0.contains("no-files") && $0.contains("no file") })
  }

  @Test(
    "a rejected correct scene names the failing tests and the freedom; a missed wrong one only its behaviour"
  )
  func feedback() {
    let correct = KeptScene(
      name: "other-order", kind: .correct, scene: "logs before it opens",
      why: "the task does not fix that order", files: [:])
    let wrong = KeptScene(
      name: "too-late", kind: .wrong, scene: "opens one minute too late", why: "later is safer",
      files: ["Sources/Gate/Gate.swift": "if minutes > 30 {"])
    #expect(correct.feedback(failingTests: nil) == nil)
    #expect(wrong.feedback(failingTests: ["GateTests/opens()"]) == nil)
    let rejected = correct.feedback(failingTests: ["GateTests/order()"]) ?? ""
    #expect(
      rejected.hasPrefix(
        "A correct scene that logs before it opens fails your test “GateTests/order()”: the task "
          + "does not fix that order."))
    let missed = wrong.feedback(failingTests: nil) ?? ""
    #expect(missed == "A scene that opens one minute too late passes all your tests.")
    // Never the scene's code, nor the belief meant for the instructor.
    #expect(!missed.contains("minutes > 30") && !missed.contains("later is safer"))
  }

  @Test(
    "points: a wrong scene rejected earns its share; accepting correct ones counts as far as wrong ones are rejected"
  )
  func points() {
    let correct = KeptScene(
      name: "c", kind: .correct, scene: "logs first", why: "the order is open", files: [:])
    let wrong = (1...4).map {
      KeptScene(name: "w\($0)", kind: .wrong, scene: "fails \($0)", why: "b", files: [:])
    }
    let scenes = [correct] + wrong
    // One wrong scene of four rejected, the correct one accepted.
    let judged =
      [ExerciseGrader.SceneOutcome(id: "correct/c", failingTests: nil)]
      + wrong.map {
        ExerciseGrader.SceneOutcome(id: $0.id, failingTests: $0.name == "w1" ? ["T/t()"] : nil)
      }
    let rejecting = SceneGrade.grade(
      RubricItem(title: "Wrong", points: 40, check: .wrongScenes), kind: .wrong, scenes: scenes,
      judged: judged, mutationScore: 1)
    #expect(rejecting.score == 10)
    #expect(rejecting.checks.filter { !$0.passed }.count == 3)
    #expect(rejecting.checks[1].explanation == ["A scene that fails 2 passes all your tests."])
    let accepting = SceneGrade.grade(
      RubricItem(title: "Correct", points: 10, check: .correctScenes), kind: .correct,
      scenes: scenes, judged: judged, mutationScore: 1)
    #expect(accepting.score == 2.5)
    #expect(accepting.checks[0].explanation.joined().contains("they reject 25% of the wrong ones"))
    // Rejected by a test: no points, whatever the wrong ones.
    let pinned = SceneGrade.grade(
      RubricItem(title: "Correct", points: 10, check: .correctScenes), kind: .correct,
      scenes: scenes,
      judged: [ExerciseGrader.SceneOutcome(id: "correct/c", failingTests: ["T/order()"])],
      mutationScore: 1)
    #expect(pinned.score == 0 && pinned.checks[0].explanation[0].contains("“T/order()”"))
  }

  @Test("the Gradescope bundle ships the kept scenes the grade needs, and withholds the answers")
  func bundle() throws {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let withheld = try GradescopeBundle.withheldSolutionFiles(of: try Course(root: kit))
    #expect(!withheld.contains { $0.contains("/CorrectScenes/") || $0.contains("/WrongScenes/") })
    #expect(withheld.contains { $0.hasPrefix("Solutions/07-spies/Misconceptions/") })
    #expect(
      withheld.contains("Solutions/07-spies/Tests/CheckoutTests/CheckoutInteractorTests.swift"))
  }
}
