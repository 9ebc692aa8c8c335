/// Builds the Profile scene: creates its components and wires the VIP cycle.
@MainActor enum ProfileConfigurator {
  static func configure() -> ProfileViewController {
    let viewController = ProfileViewController()
    let interactor = ProfileInteractor()
    let presenter = ProfilePresenter()
    let router = ProfileRouter()
    let worker = ProfileWorker()

    // TODO: wire the cycle. Each component must know the next one:
    //   the view → its interactor and its router,
    //   the interactor → its presenter and its worker,
    //   the presenter → the view,
    //   the router → the view and its data store (the interactor).
    // Run `swift test`: each failure names a link that is missing, and why it matters.
    _ = (interactor, presenter, router, worker)

    return viewController
  }
}
