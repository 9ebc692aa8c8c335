import Testing
import UIKit
import VIPKit

@testable import Notifications

/// Each test checks one direction of the cycle: View → Interactor → Presenter → View, and
/// nothing else.
@Suite("The unidirectional rule")
@MainActor
struct UnidirectionalRuleTests {
  @Test("the view talks to the interactor, never to the presenter")
  func viewTalksToTheInteractor() {
    let view = NotificationsViewController(worker: NotificationsWorkerLogicSpy())
    let interactor = NotificationsBusinessLogicSpy()
    view.interactor = interactor
    view.loadViewIfNeeded()

    view.refreshButton.sendActions(for: .touchUpInside)
    view.openListButton.sendActions(for: .touchUpInside)

    #expect(
      interactor.refreshCalled,
      "Refreshing must reach the interactor, not the presenter: the view asks, the interactor decides, and only the interactor tells the presenter."
    )
    #expect(
      interactor.markAllSeenCalled,
      "Opening the list is a user action: the view tells the interactor (markAllSeen()).")
    #expect(
      !Self.storedProperties(of: view).contains("presenter"),
      "The view holds a presenter: in VIP it knows only its interactor (and its router). Remove the property."
    )
  }

  @Test("the presenter never calls back to the interactor")
  func presenterDoesNotCallBack() {
    #expect(
      !Self.storedProperties(of: NotificationsPresenter()).contains("interactor"),
      "The presenter holds the interactor and calls it: arrows only go forward. Remove the property; markAllSeen comes from the view."
    )
  }

  @Test(
    "the interactor decides the badge, and passes numbers, not text",
    arguments: [(3, false, true), (3, true, false), (0, false, false)])
  func interactorDecides(unread: Int, muted: Bool, badge: Bool) {
    let interactor = NotificationsInteractor()
    let worker = NotificationsWorkerLogicSpy()
    let presenter = NotificationsPresentationLogicSpy()
    interactor.worker = worker
    interactor.presenter = presenter
    worker.unreadCountReturnValue = unread
    worker.isMutedReturnValue = muted

    interactor.refresh(request: Notifications.Refresh.Request())

    let response = presenter.presentCountReceivedResponse
    #expect(response?.count == unread)
    #expect(
      response?.showsBadge == badge,
      "Whether the badge shows is a decision: the interactor makes it (unread > 0 and not muted) and passes showsBadge."
    )
    #expect(
      Self.storedProperties(of: Notifications.Refresh.Response(count: 1, showsBadge: true))
        == ["count", "showsBadge"],
      "The response carries text (summary): formatting belongs to the presenter, so the response carries data only."
    )
  }

  @Test(
    "the presenter writes the text and follows the interactor's decision",
    arguments: [
      (0, false, "No new notifications"), (1, false, "1 new notification"),
      (3, true, "3 new notifications"),
      // Whatever the count, the badge is the interactor's call: a rule it may change one day
      // (a badge for an announcement), and the presenter must not decide it again.
      (0, true, "No new notifications"),
    ])
  func presenterFormats(count: Int, badge: Bool, text: String) {
    let presenter = NotificationsPresenter()
    let view = NotificationsDisplayLogicSpy()
    presenter.viewController = view

    presenter.presentCount(
      response: Notifications.Refresh.Response(count: count, showsBadge: badge))

    #expect(
      view.displayCountReceivedViewModel?.text == text,
      "The presenter writes the text from the count: \"\(text)\".")
    #expect(
      view.displayCountReceivedViewModel?.showsBadge == badge,
      "The presenter does not decide: it shows the badge exactly when response.showsBadge says so.")
  }

  @Test("the whole scene: refresh shows the count; opening the list marks all seen")
  func endToEnd() {
    let worker = NotificationsWorkerLogicSpy()
    worker.unreadCountReturnValue = 2
    let view = NotificationsViewController(worker: worker)
    view.loadViewIfNeeded()

    view.refreshButton.sendActions(for: .touchUpInside)
    view.openListButton.sendActions(for: .touchUpInside)

    #expect(
      view.countLabel.text == "2 new notifications",
      "After a refresh the screen shows what the presenter wrote from the interactor's response.")
    #expect(
      !view.badgeView.isHidden, "Two unread, not muted: the interactor decides the badge shows.")
    #expect(
      worker.markAllSeenCallsCount == 1,
      """
      One refresh and one opening of the list should mark all seen exactly once: when the \
      user opens the list. Marking them seen another time (or never) means a request reached \
      the interactor from somewhere other than the view: in VIP only the view's actions ask \
      the interactor; the presenter never calls it back, not through a reference and not \
      through a closure it was handed.
      """)
    assertVIPCycle(view)
    let navigation = UINavigationController(rootViewController: UIViewController())
    assertNoLeaks {
      let screen = NotificationsViewController(worker: NotificationsWorkerLogicSpy())
      navigation.pushViewController(screen, animated: false)
      screen.loadViewIfNeeded()
      navigation.popViewController(animated: false)
      return screen
    }
  }

  static func storedProperties(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
  }
}
