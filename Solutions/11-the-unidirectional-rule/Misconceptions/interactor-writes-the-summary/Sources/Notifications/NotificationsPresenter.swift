/// Formats: it passes the interactor's summary and decision on to the view.
@MainActor final class NotificationsPresenter: NotificationsPresentationLogic {
  weak var viewController: (any NotificationsDisplayLogic)?

  func presentCount(response: Notifications.Refresh.Response) {
    viewController?.displayCount(
      viewModel: Notifications.Refresh.ViewModel(
        text: response.summary, showsBadge: response.showsBadge))
  }
}
