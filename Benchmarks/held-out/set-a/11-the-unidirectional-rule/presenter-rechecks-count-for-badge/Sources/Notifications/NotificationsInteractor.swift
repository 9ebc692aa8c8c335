/// Decides: how many are unread, and whether the badge shows (not when muted). No text.
@MainActor final class NotificationsInteractor: NotificationsBusinessLogic {
  var presenter: (any NotificationsPresentationLogic)?
  var worker: (any NotificationsWorkerLogic)?

  func refresh(request: Notifications.Refresh.Request) {
    guard let worker else { return }
    let count = worker.unreadCount()
    let showsBadge = count > 0 && !worker.isMuted()
    presenter?.presentCount(
      response: Notifications.Refresh.Response(count: count, showsBadge: showsBadge))
  }

  func markAllSeen() {
    worker?.markAllSeen()
  }
}
