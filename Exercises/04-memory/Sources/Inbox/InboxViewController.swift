/// The inbox screen: it keeps what it displays, so tests run anywhere.
@MainActor final class InboxViewController: InboxDisplayLogic {
  var interactor: (any InboxBusinessLogic)?
  var router: (any InboxRoutingLogic)?
  private(set) var lines: [String] = []
  private(set) var presentedScreen: String?

  func viewDidLoad() {
    interactor?.loadMessages(request: Inbox.Load.Request())
  }

  func composeTapped() {
    router?.routeToCompose()
  }

  func displayMessages(viewModel: Inbox.Load.ViewModel) {
    lines = viewModel.lines
  }

  func show(_ screen: String) {
    presentedScreen = screen
  }
}
