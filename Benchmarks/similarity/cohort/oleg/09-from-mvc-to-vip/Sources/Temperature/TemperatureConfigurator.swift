/// Builds the scene around the app's API client. Its name and signature are fixed (the tests
/// build the scene with it); what it creates and wires is yours.
@MainActor enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    let presenter = TemperaturePresenter()
    let interactor = TemperatureInteractor(api: api)
    let view = TemperatureViewController()
    // Strong from the view inwards, weak from the presenter back to the view.
    interactor.presenter = presenter
    presenter.viewController = view
    view.interactor = interactor
    return view
  }
}
