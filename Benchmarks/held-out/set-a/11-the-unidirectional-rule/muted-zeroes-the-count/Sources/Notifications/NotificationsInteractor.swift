/// Decides: how many are unread, and whether the badge shows (not when muted). No text.
@MainActor final class NotificationsInteractor: NotificationsBusinessLogic {
  var presenter: (any NotificationsPresentationLogic)?
  var worker: (any NotificationsWorkerLogic)?

  func refresh(request: Notifications.Refresh.Request) {
    guard let worker else { return }
    // Muted: nothing new to show at all.
    let count = worker.isMuted() ? 0 : worker.unreadCount()
    let showsBadge = count > 0
    presenter?.presentCount(
      response: Notifications.Refresh.Response(count: count, showsBadge: showsBadge))
  }

  func markAllSeen() {
    worker?.markAllSeen()
  }
}
