/// Asks the worker for the messages and hands them to the presenter.
@MainActor final class InboxInteractor: InboxBusinessLogic {
  var presenter: (any InboxPresentationLogic)?
  var worker: (any InboxWorkerLogic)?

  func loadMessages(request: Inbox.Load.Request) {
    // The worker keeps this closure until the service answers, possibly after the screen has
    // closed: capturing self weakly lets the scene go in the meantime.
    worker?.fetchMessages { [weak self] messages in
      self?.presenter?.presentMessages(response: Inbox.Load.Response(messages: messages))
    }
  }
}
