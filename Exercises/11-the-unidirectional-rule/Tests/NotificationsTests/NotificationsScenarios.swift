import Testing
import UIKit
import VIPKitScenarios

@testable import Notifications

/// The screen on the whole of its domain: any number of unread notifications (none, one, a
/// few, past 99, thousands), muted or not, changed between taps, and any order of Refresh and
/// Open list. What is seen is only what the README fixes: the label, whether the badge shows,
/// and what the notification service is told.
@Suite("Notifications scenarios")
@MainActor
struct NotificationsScenarioTests {
  @Test("the screen takes every recorded scenario as the exercise does")
  func recordedScenarios() async {
    await Scenarios.check(NotificationsScenarios.self)
  }
}

/// The notification service the app gives the screen: it keeps the unread count, which
/// opening the list sets to zero, and whether the user muted notifications.
@MainActor final class NotificationService: NotificationsWorkerLogic {
  var unread = 0
  var muted = false
  var told: [String] = []

  func unreadCount() -> Int { unread }
  func isMuted() -> Bool { muted }
  func markAllSeen() {
    told.append("every notification is seen")
    unread = 0
  }
}

/// The screen, loaded, and the service behind it.
@MainActor final class NotificationsRig {
  let service = NotificationService()
  let screen: NotificationsViewController

  init() {
    screen = NotificationsViewController(worker: service)
    screen.loadViewIfNeeded()
  }
}

@MainActor enum NotificationsScenarios: ScenarioModel {
  enum Step: Codable, Sendable, Equatable {
    /// Notifications come (or are read elsewhere): the service now counts `unread`.
    case unread(Int)
    /// The user mutes notifications, or unmutes them, in the settings.
    case muted(Bool)
    /// The user taps Refresh.
    case refresh
    /// The user opens the list.
    case openList
  }

  static var steps: Gen<[Step]> {
    let count = Gen<Int>.oneOf([
      .element(of: [3, 1, 0, 2]), Gen<Int>.around([100, 99, 1, 2, 1_000]).map { abs($0) },
    ]).map { Step.unread($0) }
    let action = Gen<Step>.oneOf([
      count, .always(.refresh), .always(.openList), Gen<Bool>.bool.map { Step.muted($0) },
      .always(.refresh),
    ])
    // A scenario begins with a count the service has, and a refresh now and then in it.
    return count.and(action.list(1...7)).map { [$0.0, .refresh] + $0.1 }
  }

  static func makeRig() -> NotificationsRig { NotificationsRig() }

  static func perform(_ step: Step, on rig: NotificationsRig) async -> [Fact] {
    let toldBefore = rig.service.told.count
    switch step {
    case .unread(let count):
      rig.service.unread = count
    case .muted(let muted):
      rig.service.muted = muted
    case .refresh:
      rig.screen.refreshButton.sendActions(for: .touchUpInside)
    case .openList:
      rig.screen.openListButton.sendActions(for: .touchUpInside)
    }
    await Scenarios.settle()
    var facts = [
      Fact("the label reads", rig.screen.countLabel.text ?? "(no text)"),
      Fact("the badge", rig.screen.badgeView.isHidden ? "is hidden" : "shows"),
    ]
    facts += rig.service.told.dropFirst(toldBefore).map { Fact("the service is told", $0) }
    return facts
  }

  static func describe(_ step: Step) -> String {
    switch step {
    case .unread(let count):
      "The service now counts \(count) unread notification\(count == 1 ? "" : "s")."
    case .muted(let muted):
      muted ? "The user mutes notifications." : "The user unmutes notifications."
    case .refresh: "The user taps Refresh."
    case .openList: "The user opens the list."
    }
  }

  static func reason(for subject: String) -> String {
    switch subject {
    case "the label reads":
      "the presenter writes the count it is given, in plain digits however large («150 new notifications»), and decides nothing: «99+» would be a rule (a cap), and a rule is the interactor's to make; this app has none; and it changes only when the user refreshes: opening the list is one request (every notification seen), and the view does not chain a refresh of its own (the README's «Beyond the examples»)"
    case "the badge":
      "the interactor decides the badge on each refresh, from the unread count and the muted flag (something unread, not muted), and the presenter and the view follow that decision; opening the list changes nothing on screen until the next refresh (the README's task, step 4, and «Beyond the examples»)"
    case "the service is told":
      "one user action, one request: opening the list tells the interactor, which tells the service that every notification is seen; the view does not chain a refresh of its own, so the screen changes when the user refreshes (the README's «Beyond the examples»)"
    default:
      "that is what the README's task asks for"
    }
  }
}
