@MainActor final class NotificationsInteractor: NotificationsBusinessLogic {
  var presenter: (any NotificationsPresentationLogic)?
  var worker: (any NotificationsWorkerLogic)?

  func refresh(request: Notifications.Refresh.Request) {
    guard let worker else { return }
    let count = worker.unreadCount()
    presenter?.presentCount(
      response: Notifications.Refresh.Response(count: count, summary: "\(count) new notifications"))
  }

  func markAllSeen() {
    worker?.markAllSeen()
  }
}
