import Testing

@testable import VIPKit

/// The harness's two voices, from one source: a team reads the exact fix; a student reads
/// what is wrong, why it matters in VIP and where to look, and never the line to type.
@Suite("The harness's voices: the fix for a team, the reason for a student")
@MainActor
struct VoiceTests {
  /// What a student must never read in a finding: a fix line, an assignment of a VIP link,
  /// a declaration to copy, a capture list.
  static let dictated = [
    "Fix:", " = interactor", " = presenter", " = viewController", " = router", " = worker",
    "weak var", "[weak self]", "assertVIPCycle(scene, names:",
  ]

  static func findings(_ voice: Voice) -> [VIPFinding] {
    Voice.$forced.withValue(voice) {
      [
        GreetConfigurator.Mistake.noInteractor, .noRouter, .noPresenter, .noWorker,
        .noPresenterView, .noRouterView, .noDataStore,
      ].flatMap {
        VIPCheck.cycle(of: GreetConfigurator.configure([$0]))
      }
        + VIPCheck.cycle(of: GreetConfigurator.configure([.presenterShowsOtherView]))
        + VIPCheck.weak(\StrongGreetPresenter.viewController, of: StrongGreetPresenter()) {
          DisplaySpy()
        }
        + VIPCheck.weak(\VoiceUnownedHolder.view, of: VoiceUnownedHolder()) { DisplaySpy() }
        + VIPCheck.leaks { GreetConfigurator.configure([.strongPresenterView]) }
        + VIPCheck.leaks { GreetConfigurator.configure([.strongCompletion]) }
        + VIPCheck.leaks { GreetConfigurator.configure([.childKeepsParentInArray]) }
        + VIPCheck.leaks { HoldConfigurator.configure(weakWorker: true) }
        + VIPCheck.leaks { HoldConfigurator.configure(sharedPresenter: true) }
    }
  }

  @Test("the same findings in both voices: the team's end with the fix")
  func team() {
    let findings = Self.findings(.team)
    #expect(findings.count == 15)
    for finding in findings {
      #expect(finding.message.contains("Fix:"), "\(finding.message)")
      #expect(!finding.message.contains("vipkit hint"), "\(finding.message)")
    }
    #expect(findings[0].message.contains("\n    viewController.interactor = interactor"))
  }

  @Test("the course voice: what, why, where, and the hint command; no line to type")
  func course() {
    let team = Self.findings(.team)
    let course = Self.findings(.course)
    #expect(course.map(\.kind) == team.map(\.kind))
    for (student, fixed) in zip(course, team) {
      // What is wrong is said the same way in both.
      let problem = fixed.message.split(separator: "\n").first.map(String.init) ?? ""
      #expect(student.message.hasPrefix(problem), "\(student.message)")
      #expect(student.message.contains("Why it matters: "), "\(student.message)")
      #expect(student.message.contains("Where to look: "), "\(student.message)")
      #expect(student.message.contains(Voice.stuck), "\(student.message)")
      #expect(Voice.stuck.contains("vipkit hint"))
      for code in Self.dictated {
        #expect(!student.message.contains(code), "“\(code)” in: \(student.message)")
      }
    }
    // The place names the configurator and the property, as a question.
    #expect(
      course[0].message.contains(
        "Where to look: GreetConfigurator, where the scene is wired. Which of the objects made "
          + "there should GreetViewController.interactor point at?"
      ))
  }

  @Test("the drawing of a leaking scene: the team's names the fix, the student's the cycle")
  func drawing() throws {
    func drawings(_ voice: Voice) throws -> String {
      try Voice.$forced.withValue(voice) {
        let finding = try #require(
          VIPCheck.leaks { GreetConfigurator.configure([.strongPresenterView]) }.only)
        let graph = try #require(finding.graph)
        return graph.terminalDrawing + graph.mermaid + graph.svg
      }
    }
    let team = try drawings(.team)
    #expect(team.contains("← make this weak") && team.contains("make weak"))
    let course = try drawings(.course)
    #expect(!course.contains("make this weak") && !course.contains("make weak"), "\(course)")
    #expect(course.contains("← closes the cycle"), "\(course)")
    #expect(course.contains("GreetPresenter.viewController closes it."), "\(course)")
  }

  @Test("an unowned back-reference is drawn as what it is, not as a retain cycle")
  func unownedDrawing() {
    let graph = SceneGraph(
      nodes: [
        .init(typeName: "InboxViewController", role: .viewController, path: "InboxViewController"),
        .init(typeName: "InboxPresenter", role: .presenter, path: "InboxViewController.presenter"),
      ],
      edges: [
        .init(from: 0, to: 1, property: "presenter", ownership: .strong, isOptional: true),
        .init(
          from: 1, to: 0, property: "viewController", ownership: .unowned, isOptional: false,
          isSuggestedFix: true),
      ])
    let course = Voice.$forced.withValue(.course) {
      graph.summary + graph.terminalDrawing + graph.svg
    }
    #expect(!course.contains("Retain cycle") && !course.contains("closes the cycle"), "\(course)")
    #expect(course.contains("No retain cycle, but InboxPresenter.viewController is unowned"))
    #expect(course.contains("unowned: crashes once its object is gone"))
  }

  @Test("two objects of one type are told apart by where the scene reaches them")
  func twins() {
    let graph = SceneGraph(
      nodes: [
        .init(
          typeName: "ProfileViewController", role: .viewController, path: "ProfileViewController"),
        .init(
          typeName: "ProfileInteractor", role: .interactor, path: "ProfileViewController.interactor"
        ),
        .init(typeName: "ProfileRouter", role: .router, path: "ProfileViewController.router"),
        .init(
          typeName: "ProfileInteractor", role: .interactor,
          path: "ProfileViewController.router.dataStore"),
      ],
      edges: [
        .init(from: 0, to: 1, property: "interactor", ownership: .strong, isOptional: true),
        .init(from: 0, to: 2, property: "router", ownership: .strong, isOptional: true),
        .init(from: 2, to: 3, property: "dataStore", ownership: .strong, isOptional: true),
      ])
    #expect(graph.roleLabel(at: 1) == "interactor · interactor")
    #expect(graph.roleLabel(at: 3) == "interactor · router.dataStore")
    #expect(graph.roleLabel(at: 0) == "view")
    #expect(graph.terminalDrawing.contains("ProfileInteractor [interactor · router.dataStore]"))
    #expect(graph.svg.contains("interactor · router.dataStore"))
  }

  @Test("a package with a hint ladder speaks to a student; VIPKIT_VOICE overrides")
  func detection() {
    // These tests run in the kit's folder, which has no ladder: the team's voice.
    #expect(Voice.current == .team)
    #expect(Voice.$forced.withValue(.course) { Voice.current } == .course)
    #expect(Voice.ladderFile == ".hints.md")
  }
}

@MainActor final class VoiceUnownedHolder {
  unowned var view: DisplaySpy?
}
