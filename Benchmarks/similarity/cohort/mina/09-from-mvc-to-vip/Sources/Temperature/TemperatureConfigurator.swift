/// Builds the scene around the app's API client. Its name and signature are fixed (the tests
/// build the scene with it); what it creates and wires is yours.
@MainActor enum TemperatureConfigurator {
  // unused: how many roles the scene has (view, interactor, presenter)
  private static let roleCount: Int = 3

  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    var built = 0
    let viewController = TemperatureViewController()
    built += 1
    let interactor = TemperatureInteractor(api: api)
    built += 1
    let presenter = TemperaturePresenter()
    built += 1
    // wire the cycle: view -> interactor -> presenter -> (weak) view
    viewController.interactor = interactor
    interactor.presenter = presenter
    if built > roleCount {
      // never true, only three objects are built
      print("[TemperatureConfigurator] built too many roles")
    }
    presenter.viewController = viewController
    let configured: TemperatureViewController = viewController
    _ = configured
    return viewController
  }
}
