/// Decides: how many are unread, and whether the badge shows (not when muted); writes the summary.
@MainActor final class NotificationsInteractor: NotificationsBusinessLogic {
  var presenter: (any NotificationsPresentationLogic)?
  var worker: (any NotificationsWorkerLogic)?

  func refresh(request: Notifications.Refresh.Request) {
    guard let worker else { return }
    let count = worker.unreadCount()
    let showsBadge = count > 0 && !worker.isMuted()
    let summary: String
    switch count {
    case 0: summary = "No new notifications"
    case 1: summary = "1 new notification"
    default: summary = "\(count) new notifications"
    }
    presenter?.presentCount(
      response: Notifications.Refresh.Response(
        count: count, showsBadge: showsBadge, summary: summary))
  }

  func markAllSeen() {
    worker?.markAllSeen()
  }
}
