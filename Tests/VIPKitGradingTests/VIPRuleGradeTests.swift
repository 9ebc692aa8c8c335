import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

/// The rubric item `{"check": "vip-rules"}` and verify's rule check, without building.
@Suite("Grading by the VIP rules")
struct VIPRuleGradeTests {
  static let protocols = """
    @MainActor protocol CounterDisplayLogic: AnyObject { func display(text: String) }
    @MainActor protocol CounterPresentationLogic { func present(count: Int) }
    """

  @Test("a manifest may grade the sources by the VIP rules without owning Tests")
  func manifest() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"""
    {"version": 1, "studentFiles": ["Sources"], "rubric": [
      {"title": "Tests", "points": 80, "tests": ["*"]},
      {"title": "The VIP rules", "points": 20, "check": "vip-rules"}]}
    """#.write(
      to: folder.appendingPathComponent("grading.json"), atomically: true, encoding: .utf8)
    let manifest = try GradingManifest.load(from: folder)
    #expect(manifest.rubric.last?.check == .vipRules)
    #expect(!manifest.gradesStudentTests)
  }

  @Test("a scene not built yet (a view, no interactor or presenter) keeps no rule: no points")
  func nothingToJudge() {
    let item = RubricItem(title: "The VIP rules", points: 20, check: .vipRules)
    let starter = [
      "Sources/Login/LoginViewController.swift": Data(
        "final class LoginViewController { func loginTapped() {} }\n".utf8)
    ]
    let graded = VIPRuleGrade.grade(item, sources: starter, teaching: true)
    #expect(graded.checks.first?.score == 0)
    #expect(graded.checks.first?.passed == false)
    #expect(
      graded.checks.first?.explanation.contains { $0.contains("no interactor and presenter") }
        == true)
  }

  @Test("a scene that writes its texts in the interactor loses the rule's points, and reads why")
  func textInTheInteractor() {
    let item = RubricItem(title: "The VIP rules", points: 20, check: .vipRules)
    let interactor = """
      final class CounterInteractor {
        var presenter: (any CounterPresentationLogic)?
        func welcome(name: String) { presenter?.present(text: "Welcome, \\(name)!") }
      }
      """
    var sources = Self.sources(
      "final class CounterPresenter: CounterPresentationLogic { func present(count: Int) {} }")
    sources["Sources/Counter/CounterInteractor.swift"] = Data(interactor.utf8)
    let graded = VIPRuleGrade.grade(item, sources: sources, teaching: true)
    #expect(graded.checks.first?.score == 15)
    let explanation = graded.checks.first?.explanation.joined(separator: "\n") ?? ""
    #expect(explanation.contains("CounterInteractor.swift:3:"))
    #expect(explanation.contains("[VIP004]") && explanation.contains("the presenter's job"))
    #expect(!explanation.contains("Fix:"))
  }

  @Test("clean sources get the points; each finding costs a quarter, explained with its fix")
  func scoring() {
    let item = RubricItem(title: "The VIP rules", points: 20, check: .vipRules)
    let clean = """
      final class CounterPresenter: CounterPresentationLogic {
        weak var view: (any CounterDisplayLogic)?
        func present(count: Int) { view?.display(text: "\\(count)") }
      }
      """
    let full = VIPRuleGrade.grade(item, sources: Self.sources(clean))
    #expect(full.checks.first?.score == 20)
    #expect(full.checks.first?.passed == true)

    let broken = """
      import UIKit
      final class CounterPresenter: CounterPresentationLogic {
        var view: (any CounterDisplayLogic)?
        func present(count: Int) { view?.display(text: "\\(count)") }
      }
      """
    let graded = VIPRuleGrade.grade(item, sources: Self.sources(broken))
    #expect(graded.checks.first?.score == 10)
    #expect(graded.checks.first?.passed == false)
    let explanation = graded.checks.first?.explanation ?? []
    #expect(explanation.count == 2)
    #expect(
      explanation.contains { $0.hasPrefix("Sources/Counter/CounterPresenter.swift:1:8: [VIP006]") })
    #expect(explanation.contains { $0.contains("[VIP007]") && $0.contains("Fix: Declare it weak") })
    // A student in an exercise reads what is wrong and why, not the fix.
    let taught = VIPRuleGrade.grade(item, sources: Self.sources(broken), teaching: true)
    let told = taught.checks.first?.explanation ?? []
    #expect(taught.checks.first?.score == 10)
    #expect(told.contains { $0.contains("[VIP007]") } && !told.contains { $0.contains("Fix:") })
    #expect(told.last?.contains("vipkit hint") == true, "\(told)")
  }

  @Test("a student's suppression comments do not switch off the graded rules")
  func suppressionsIgnored() {
    let item = RubricItem(title: "The VIP rules", points: 20, check: .vipRules)
    let suppressed = """
      final class CounterPresenter: CounterPresentationLogic {
        // vipkit:disable-next-line VIP007 -- done
        var view: (any CounterDisplayLogic)?
        func present(count: Int) { view?.display(text: "\\(count)") }
      }
      """
    let graded = VIPRuleGrade.grade(item, sources: Self.sources(suppressed))
    #expect(graded.checks.first?.score == 15)
    #expect(graded.checks.first?.explanation.first?.contains("[VIP007]") == true)
  }

  @Test("a student's types are judged by their roles, scene or not: no name hides one")
  func everyRoleJudged() {
    let item = RubricItem(title: "The VIP rules", points: 20, check: .vipRules)
    // No Clean Swift protocol and an interactor that holds nothing: `vipkit check` finds no
    // scene here, but a grader judges the student's presenter all the same.
    let renamed = """
      final class CounterInteractor { func start() {} }
      protocol CounterScreen: AnyObject { func display(text: String) }
      final class CounterPresenter {
        var view: CounterScreen?
        var count = 0
        func present() { count += 1; view?.display(text: "\\(count)") }
      }
      final class CounterView: CounterScreen { func display(text: String) {} }
      """
    let graded = VIPRuleGrade.grade(
      item, sources: ["Sources/Counter/CounterPresenter.swift": Data(renamed.utf8)])
    let rules = graded.checks.first?.explanation.map { String($0.split(separator: " ")[1]) }
    #expect(rules == ["[VIP007]", "[VIP005]"])
    #expect(graded.checks.first?.score == 10)
  }

  @Test("no source at all earns nothing, and says why")
  func nothing() {
    let graded = VIPRuleGrade.grade(
      RubricItem(title: "Rules", points: 10, check: .vipRules), sources: [:])
    #expect(graded.checks.first?.score == 0)
    #expect(graded.checks.first?.explanation == ["There is no Swift source of yours to check."])
  }

  @Test("verify's check reads the exercise with its solution laid over it")
  func solutionOverExercise() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-rules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let exercise = root.appendingPathComponent("Exercises/01-counter")
    let solution = root.appendingPathComponent("Solutions/01-counter")
    let strong = "final class CounterPresenter { var view: (any CounterDisplayLogic)? }\n"
    let weak = "final class CounterPresenter { weak var view: (any CounterDisplayLogic)? }\n"
    try Self.write(strong, to: exercise, "Sources/Counter/CounterPresenter.swift")
    try Self.write(Self.protocols, to: exercise, "Sources/Counter/Protocols.swift")
    try FileManager.default.createDirectory(at: solution, withIntermediateDirectories: true)
    #expect(
      VIPRuleGrade.findings(exercise: exercise, solution: solution).map(\.rule) == ["VIP007"])
    try Self.write(weak, to: solution, "Sources/Counter/CounterPresenter.swift")
    #expect(VIPRuleGrade.findings(exercise: exercise, solution: solution).isEmpty)
  }

  static let interactor = """
    final class CounterInteractor {
      var presenter: (any CounterPresentationLogic)?
      func increment() { presenter?.present(count: 1) }
    }
    """

  static func sources(_ presenter: String) -> [String: Data] {
    [
      "Sources/Counter/CounterPresenter.swift": Data(presenter.utf8),
      "Sources/Counter/CounterInteractor.swift": Data(interactor.utf8),
      "Sources/Counter/Protocols.swift": Data(protocols.utf8),
    ]
  }

  static func write(_ text: String, to folder: URL, _ path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
