import Testing

@testable import VIPKit

/// The harness on a scene whose properties are not named as the templates name them
/// (Fixtures/DesignedScene.swift): a student's design or a team's conventions. The roles are
/// found by the protocols their properties are typed with.
@Suite("The harness on a scene designed with its own names", .serialized)
@MainActor
struct DesignedSceneTests {
  @Test("the cycle is found through `output`, `formatter` and `screen`: no finding")
  func cycleFoundByProtocols() {
    let findings = VIPCheck.cycle(of: TicketConfigurator.configure(service: TicketService()))
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test("a link left nil is named by the property the design gave it")
  func missingLinkByItsOwnName() throws {
    let findings = VIPCheck.cycle(
      of: TicketConfigurator.configure(service: TicketService(), wired: false))
    let finding = try #require(findings.only)
    #expect(finding.kind == .missingLink)
    #expect(finding.message.contains("TicketPresenter.screen is nil"))
  }

  @Test("declared types are read through optionals, compositions and module names")
  func typeNames() {
    #expect(
      RoleProperty.typeNames(in: "Optional<LoginDataPassing & LoginRoutingLogic>") == [
        "LoginDataPassing", "LoginRoutingLogic",
      ])
    #expect(
      RoleProperty.typeNames(in: "Optional<Optional<Login.LoginBusinessLogic>>") == [
        "LoginBusinessLogic"
      ])
    #expect(RoleProperty.typeNames(in: "Box<Int>") == ["Box"])
  }

  @Test("a task that holds the interactor across its await keeps the scene alive: found")
  func strongSelfAcrossAwait() async throws {
    let service = TicketService()
    defer { service.answerAll() }
    var asked = 0
    let findings = await VIPCheck.leaks(settlingFor: 0.3) {
      TicketConfigurator.configure(
        service: service, holdsSelfWhileWaiting: true, throughWorker: false)
    } after: { scene in
      scene.buyTapped()
      asked += 1
      await service.waitUntilAsked(asked)
    }
    let finding = try #require(findings.first)
    #expect(finding.message.contains("TicketInteractor"), "\(finding.message)")
  }

  @Test("the same scene whose task holds it weakly is freed while the service waits")
  func weakSelfAcrossAwait() async {
    let service = TicketService()
    defer { service.answerAll() }
    var asked = 0
    let findings = await VIPCheck.leaks(settlingFor: 0.3) {
      TicketConfigurator.configure(service: service, throughWorker: false)
    } after: { scene in
      scene.buyTapped()
      asked += 1
      await service.waitUntilAsked(asked)
    }
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test("a worker still waiting for the service's answer may outlive the scene: not a leak")
  func workerWaiting() async {
    let service = TicketService()
    defer { service.answerAll() }
    var asked = 0
    let findings = await VIPCheck.leaks(settlingFor: 0.3) {
      TicketConfigurator.configure(service: service)
    } after: { scene in
      scene.buyTapped()
      asked += 1
      await service.waitUntilAsked(asked)
    }
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test("released before its task started, the strong task is not caught: why `after` exists")
  func withoutPreparationTheTaskHasNotStarted() {
    let findings = VIPCheck.leaks {
      let scene = TicketConfigurator.configure(
        service: TicketService(), holdsSelfWhileWaiting: true, throughWorker: false)
      scene.buyTapped()
      return scene
    }
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }
}
