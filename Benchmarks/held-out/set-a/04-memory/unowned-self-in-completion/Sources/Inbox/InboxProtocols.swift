@MainActor protocol InboxDisplayLogic: AnyObject {
  func displayMessages(viewModel: Inbox.Load.ViewModel)
}

@MainActor protocol InboxBusinessLogic: AnyObject {
  func loadMessages(request: Inbox.Load.Request)
}

@MainActor protocol InboxPresentationLogic: AnyObject {
  func presentMessages(response: Inbox.Load.Response)
}

/// Fetches messages; the answer comes later, through the completion.
@MainActor protocol InboxWorkerLogic: AnyObject {
  func fetchMessages(completion: @escaping @MainActor ([Message]) -> Void)
}

@MainActor protocol InboxRoutingLogic: AnyObject {
  func routeToCompose()
}
