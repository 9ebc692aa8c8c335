/// Assembles the scene around the app's API client. The tests call `configure(api:)`, so
/// its name and signature stay; the wiring inside is up to us.
@MainActor
enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    let viewController = TemperatureViewController()
    let interactor = TemperatureInteractor(api: api)
    let presenter = TemperaturePresenter()

    viewController.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController

    return viewController
  }
}
