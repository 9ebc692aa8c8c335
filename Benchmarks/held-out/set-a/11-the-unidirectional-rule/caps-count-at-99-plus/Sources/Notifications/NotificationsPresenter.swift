/// Formats, and only formats: it follows the interactor's decisions and calls nothing back.
@MainActor final class NotificationsPresenter: NotificationsPresentationLogic {
  weak var viewController: (any NotificationsDisplayLogic)?

  func presentCount(response: Notifications.Refresh.Response) {
    let text: String
    switch response.count {
    case 0: text = "No new notifications"
    case 1: text = "1 new notification"
    case 100...: text = "99+ new notifications"
    default: text = "\(response.count) new notifications"
    }
    viewController?.displayCount(
      viewModel: Notifications.Refresh.ViewModel(text: text, showsBadge: response.showsBadge))
  }
}
