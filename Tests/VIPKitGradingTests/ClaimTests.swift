import Foundation
import Testing

@testable import VIPKitGrading

/// An exercise's claims: listed in its README, enforced by tests or rules, proved by a
/// misconception that loses points on them.
@Suite("Claims: what a README holds the student to, enforced and proved")
struct ClaimTests {
  @Test("the README's list is read bullet by bullet, wrapped lines joined, up to the next heading")
  func readmeList() {
    #expect(
      Claim.listed(in: Self.readme)
        == [
          "The presenter never routes: the view asks its router.",
          "Closing the screen frees the whole scene.",
        ])
    #expect(Claim.listed(in: "# Title\n\nNo list here.\n") == nil)
  }

  @Test("the manifest's claims: an unknown rule, a rule never graded, nothing to prove it")
  func manifestProblems() {
    var manifest = GradingManifest(
      version: 1, studentFiles: ["Sources"],
      rubric: [RubricItem(title: "Tests", points: 100, tests: ["*"])])
    manifest.claims = [
      Claim(claim: "The presenter never routes", enforcedBy: ["VIP015"], provedBy: ["x"]),
      Claim(claim: "No such rule", enforcedBy: ["VIP999"], provedBy: []),
      Claim(claim: "the presenter never routes.", enforcedBy: ["SceneTests"], provedBy: ["y"]),
    ]
    let problems = manifest.problems()
    #expect(problems.contains { $0.contains("no \"vip-rules\" item") })
    #expect(problems.contains { $0.contains("VIP999 is no rule of vipkit check") })
    #expect(problems.contains { $0.contains("provedBy is empty") })
    #expect(problems.contains { $0.contains("is claimed twice") })
    manifest.rubric.append(RubricItem(title: "Rules", points: 20, check: .vipRules))
    manifest.claims = [manifest.claims![0]]
    #expect(manifest.problems().isEmpty)
  }

  @Test("a claim is proved by a misconception failing its test, or its rule in the graded rules")
  func proved() {
    let claims = [
      Claim(
        claim: "The presenter never routes: the view asks its router.", enforcedBy: ["VIP015"],
        provedBy: ["presenter-routes"]),
      Claim(
        claim: "Closing the screen frees the whole scene.", enforcedBy: ["noLeaks"],
        provedBy: ["strong-view", "presenter-routes"]),
    ]
    let result = Claim.verify(
      claims, readme: Self.readme, solution: Self.grade(failing: []),
      misconceptions: [
        "presenter-routes": Self.grade(failing: [], rule: "VIP015"),
        "strong-view": Self.grade(failing: ["noLeaks"]),
      ])
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(result.proven.first?.contains("each of its README's 2 claims") == true)
    #expect(result.proven.first?.contains("broken by strong-view") == true)
  }

  @Test("a claim no misconception breaks, a test that is not official, a README claim not kept")
  func unproved() {
    let claims = [
      Claim(
        claim: "Closing the screen frees the whole scene.", enforcedBy: ["noLeaks"],
        provedBy: ["strong-view", "ghost"]),
      Claim(
        claim: "Something the README never says", enforcedBy: ["SceneTests/missing"],
        provedBy: ["strong-view"]),
    ]
    let result = Claim.verify(
      claims, readme: Self.readme, solution: Self.grade(failing: []),
      misconceptions: ["strong-view": Self.grade(failing: ["wiring"], rule: "VIP007")])
    let problems = result.problems.joined(separator: "\n")
    #expect(problems.contains("loses points on what enforces it (noLeaks)"))
    #expect(problems.contains("ghost, which is no misconception kept here"))
    #expect(problems.contains("SceneTests/missing, which is no official test"))
    #expect(problems.contains("\"Something the README never says\" is not in the README's list"))
    #expect(problems.contains("claims \"The presenter never routes: the view asks its router.\""))
    #expect(result.proven.isEmpty)
  }

  // MARK: - Fixtures

  static let readme = """
    # The router

    Some words.

    ## What the grade holds you to

    - The presenter never routes: the view
      asks its router.
    - Closing the screen frees the whole scene.

    ## Run
    - not a claim
    """

  /// A grade with the official tests `noLeaks` and `wiring` (those in `failing` lost) and,
  /// with `rule`, the graded VIP rules' finding of it.
  static func grade(failing: Set<String>, rule: String? = nil) -> ExerciseGrade {
    let tests = ["noLeaks", "wiring"].map { name in
      CheckGrade(
        name: name, testID: "Scene.SceneTests/\(name)()", score: failing.contains(name) ? 0 : 40,
        maximum: 40, passed: !failing.contains(name), explanation: [])
    }
    let rules = CheckGrade(
      name: "Rules", testID: nil, score: rule == nil ? 20 : 15, maximum: 20, passed: rule == nil,
      explanation: rule.map { ["Sources/A.swift:1:1: [\($0)] a finding."] } ?? [])
    return ExerciseGrade(
      number: 1, name: "01-scene", title: "Scene", status: .graded,
      items: [
        ItemGrade(title: "Tests", maximum: 80, checks: tests),
        ItemGrade(title: "Rules", maximum: 20, checks: [rules]),
      ])
  }
}
