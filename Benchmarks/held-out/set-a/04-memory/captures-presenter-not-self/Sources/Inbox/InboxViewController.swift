import UIKit

/// The inbox screen. It sets its scene up from its initialisers, as the Clean Swift template
/// does; its wiring is right, the leaks are elsewhere. The messages it shows are kept as
/// lines, as a table view's data source would keep them.
final class InboxViewController: UIViewController, InboxDisplayLogic {
  var interactor: (any InboxBusinessLogic)?
  var router: (any InboxRoutingLogic)?
  private(set) var lines: [String] = []
  let composeButton = UIButton(type: .system)

  /// An inbox that fetches through `worker`: the app's mail service, shared by every screen.
  init(worker: InboxWorker = InboxWorker()) {
    super.init(nibName: nil, bundle: nil)
    setup(worker: worker)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup(worker: InboxWorker())
  }

  private func setup(worker: InboxWorker) {
    let viewController = self
    let interactor = InboxInteractor()
    let presenter = InboxPresenter()
    let router = InboxRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = worker
    presenter.viewController = viewController
    router.viewController = viewController
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    composeButton.setTitle("Compose", for: .normal)
    composeButton.addAction(
      UIAction { [weak self] _ in self?.router?.routeToCompose() }, for: .touchUpInside)
    view.addSubview(composeButton)
    interactor?.loadMessages(request: Inbox.Load.Request())
  }

  func displayMessages(viewModel: Inbox.Load.ViewModel) {
    lines = viewModel.lines
  }
}
