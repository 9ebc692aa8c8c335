import UIKit

/// What the presenter may ask the view to show.
@MainActor protocol ProfileDisplayLogic: AnyObject {
  func displayProfile(viewModel: ProfileScene.Load.ViewModel)
}

/// The screen. It sets its own scene up when it is made, from both initialisers, as the
/// Clean Swift template does: whoever makes a `ProfileViewController` (code, or a storyboard)
/// gets a scene that is wired, and nobody else has to know how.
final class ProfileViewController: UIViewController, ProfileDisplayLogic {
  var interactor: (any ProfileBusinessLogic)?
  var router: (any ProfileRoutingLogic & ProfileDataPassing)?

  let nameLabel = UILabel()
  let memberSinceLabel = UILabel()
  let editButton = UIButton(type: .system)

  // MARK: Object lifecycle

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  // MARK: Setup

  /// Makes the scene's components and wires the VIP cycle, once.
  private func setup() {
    let viewController = self
    let interactor = ProfileInteractor()
    let presenter = ProfilePresenter()
    let router = ProfileRouter()
    let worker = ProfileWorker()

    // Forward links are strong: the view owns the interactor and the router, the interactor
    // owns the presenter and the worker.
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = worker
    // Back links are weak properties: the presenter and the router point back at the view
    // without owning it, so popping the screen frees the whole scene.
    presenter.viewController = viewController
    router.viewController = viewController
    // The router reads the interactor's data to pass it to the next scene.
    router.dataStore = interactor
  }

  // MARK: View lifecycle

  /// The view is loaded: lay it out and ask for its content.
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameLabel)
    view.addSubview(memberSinceLabel)
    editButton.setTitle("Edit", for: .normal)
    editButton.addAction(
      UIAction { [weak self] _ in self?.router?.routeToEditProfile() }, for: .touchUpInside)
    view.addSubview(editButton)
    interactor?.loadProfile(request: ProfileScene.Load.Request())
  }

  // MARK: Display

  func displayProfile(viewModel: ProfileScene.Load.ViewModel) {
    nameLabel.text = viewModel.name
    memberSinceLabel.text = viewModel.memberSince
  }
}
