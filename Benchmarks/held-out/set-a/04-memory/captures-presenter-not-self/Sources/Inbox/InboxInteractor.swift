/// Asks the worker for the messages and hands them to the presenter.
@MainActor final class InboxInteractor: InboxBusinessLogic {
  var presenter: (any InboxPresentationLogic)?
  var worker: (any InboxWorkerLogic)?

  func loadMessages(request: Inbox.Load.Request) {
    // The worker keeps this closure until the service answers, possibly after the screen has
    // closed: capturing only the presenter, not self, keeps the interactor out of it.
    let presenter = self.presenter
    worker?.fetchMessages { messages in
      presenter?.presentMessages(response: Inbox.Load.Response(messages: messages))
    }
  }
}
