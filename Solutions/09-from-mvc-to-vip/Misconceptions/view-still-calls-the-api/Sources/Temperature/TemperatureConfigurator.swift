/// Builds the scene around the app's API client.
@MainActor enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    let viewController = TemperatureViewController()
    let interactor = TemperatureInteractor()
    let presenter = TemperaturePresenter()
    viewController.interactor = interactor
    viewController.api = api
    interactor.presenter = presenter
    interactor.worker = TemperatureWorker(api: api)
    presenter.viewController = viewController
    return viewController
  }
}
