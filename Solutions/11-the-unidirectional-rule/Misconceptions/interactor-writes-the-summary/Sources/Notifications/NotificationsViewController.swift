/// The notifications screen: it talks only to its interactor, and only displays.
@MainActor final class NotificationsViewController: NotificationsDisplayLogic {
  var interactor: (any NotificationsBusinessLogic)?
  private(set) var text = ""
  private(set) var showsBadge = false

  func refreshTapped() {
    interactor?.refresh(request: Notifications.Refresh.Request())
  }

  func openListTapped() {
    interactor?.markAllSeen()
  }

  func displayCount(viewModel: Notifications.Refresh.ViewModel) {
    text = viewModel.text
    showsBadge = viewModel.showsBadge
  }
}
