import UIKit

/// The notifications screen: it talks only to its interactor, and only displays. It sets its
/// scene up when it is made.
final class NotificationsViewController: UIViewController, NotificationsDisplayLogic {
  var interactor: (any NotificationsBusinessLogic)?
  let refreshButton = UIButton(type: .system)
  let openListButton = UIButton(type: .system)
  let countLabel = UILabel()
  /// The dot on the bell; hidden when there is nothing to show.
  let badgeView = UIView()

  init(worker: any NotificationsWorkerLogic) {
    super.init(nibName: nil, bundle: nil)
    setup(worker: worker)
  }

  required init?(coder: NSCoder) {
    fatalError("NotificationsViewController is made with init(worker:)")
  }

  private func setup(worker: any NotificationsWorkerLogic) {
    let viewController = self
    let interactor = NotificationsInteractor()
    let presenter = NotificationsPresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    interactor.worker = worker
    presenter.viewController = viewController
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    refreshButton.addAction(
      UIAction { [weak self] _ in self?.refreshTapped() }, for: .touchUpInside)
    openListButton.addAction(
      UIAction { [weak self] _ in self?.openListTapped() }, for: .touchUpInside)
    badgeView.isHidden = true
  }

  func refreshTapped() {
    interactor?.refresh(request: Notifications.Refresh.Request())
  }

  func openListTapped() {
    interactor?.markAllSeen()
  }

  func displayCount(viewModel: Notifications.Refresh.ViewModel) {
    countLabel.text = viewModel.text
    badgeView.isHidden = !viewModel.showsBadge
  }
}
