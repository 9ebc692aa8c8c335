/// One line per message: "Sender: Subject".
@MainActor final class InboxPresenter: InboxPresentationLogic {
  /// Weak: the view owns the interactor, which owns the presenter.
  weak var viewController: (any InboxDisplayLogic)?

  func presentMessages(response: Inbox.Load.Response) {
    let lines = response.messages.map { "\($0.sender): \($0.subject)" }
    viewController?.displayMessages(viewModel: Inbox.Load.ViewModel(lines: lines))
  }
}
