@MainActor final class NotificationsPresenter: NotificationsPresentationLogic {
  weak var viewController: (any NotificationsDisplayLogic)?
  var interactor: (any NotificationsBusinessLogic)?

  func presentCount(response: Notifications.Refresh.Response) {
    viewController?.displayCount(
      viewModel: Notifications.Refresh.ViewModel(
        text: response.summary, showsBadge: response.count > 0))
    interactor?.markAllSeen()
  }
}
