@MainActor protocol NotificationsBusinessLogic: AnyObject {
  func refresh(request: Notifications.Refresh.Request)
  /// The user opened the list: every notification counts as seen.
  func markAllSeen()
}

@MainActor protocol NotificationsPresentationLogic: AnyObject {
  func presentCount(response: Notifications.Refresh.Response)
}

@MainActor protocol NotificationsDisplayLogic: AnyObject {
  func displayCount(viewModel: Notifications.Refresh.ViewModel)
}

@MainActor protocol NotificationsWorkerLogic: AnyObject {
  func unreadCount() -> Int
  func isMuted() -> Bool
  func markAllSeen()
}
