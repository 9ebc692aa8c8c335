/// Asks the worker for the messages and hands them to the presenter.
@MainActor final class InboxInteractor: InboxBusinessLogic {
  var presenter: (any InboxPresentationLogic)?
  var worker: (any InboxWorkerLogic)?

  func loadMessages(request: Inbox.Load.Request) {
    // Capture the presenter, not self: the interactor is free to go.
    worker?.fetchMessages { [presenter] messages in
      presenter?.presentMessages(response: Inbox.Load.Response(messages: messages))
    }
  }
}
