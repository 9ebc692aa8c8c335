/// The notifications screen: it forwards the user's actions, and displays.
@MainActor final class NotificationsViewController: NotificationsDisplayLogic {
  var interactor: (any NotificationsBusinessLogic)?
  var presenter: (any NotificationsPresentationLogic)?
  private(set) var text = ""
  private(set) var showsBadge = false

  func refreshTapped() {
    interactor?.refresh(request: Notifications.Refresh.Request())
  }

  func openListTapped() {
    interactor?.markAllSeen()
    presenter?.presentCount(response: Notifications.Refresh.Response(count: 0, showsBadge: false))
  }

  func displayCount(viewModel: Notifications.Refresh.ViewModel) {
    text = viewModel.text
    showsBadge = viewModel.showsBadge
  }
}
