/// The notifications screen.
@MainActor final class NotificationsViewController: NotificationsDisplayLogic {
  var interactor: (any NotificationsBusinessLogic)?
  var presenter: (any NotificationsPresentationLogic)?
  private(set) var text = ""
  private(set) var showsBadge = false

  func refreshTapped() {
    presenter?.presentCount(response: Notifications.Refresh.Response(count: 0))
  }

  func openListTapped() {}

  func displayCount(viewModel: Notifications.Refresh.ViewModel) {
    text = viewModel.text
    showsBadge = viewModel.showsBadge
  }
}
