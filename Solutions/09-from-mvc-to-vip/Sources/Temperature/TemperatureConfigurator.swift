/// Builds the scene around the app's API client.
@MainActor enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    let viewController = TemperatureViewController()
    let interactor = TemperatureInteractor()
    let presenter = TemperaturePresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    interactor.worker = TemperatureWorker(api: api)
    presenter.viewController = viewController
    return viewController
  }
}
