/// Asks the worker for the messages and hands them to the presenter.
@MainActor final class InboxInteractor: InboxBusinessLogic {
  var presenter: (any InboxPresentationLogic)?
  var worker: (any InboxWorkerLogic)?

  func loadMessages(request: Inbox.Load.Request) {
    // Unowned: the completion does not keep the interactor, and needs no optional.
    worker?.fetchMessages { [unowned self] messages in
      self.presenter?.presentMessages(response: Inbox.Load.Response(messages: messages))
    }
  }
}
