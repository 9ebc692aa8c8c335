/// Builds the scene around the app's API client. Its name and signature are fixed (the tests
/// build the scene with it); what it creates and wires is yours.
@MainActor enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    let viewController = TemperatureViewController()
    let interactor = TemperatureInteractor()
    let presenter = TemperaturePresenter()
    let worker = TemperatureWorker(api: api)

    // view → interactor → presenter, and back to the view weakly: closing the view frees all.
    viewController.interactor = interactor
    interactor.presenter = presenter
    interactor.worker = worker
    presenter.viewController = viewController
    return viewController
  }
}
