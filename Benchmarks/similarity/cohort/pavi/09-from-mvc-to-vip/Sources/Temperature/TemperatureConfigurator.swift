/// Assembles the temperature scene (the name and signature are fixed by the tests).
@MainActor enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    let view = TemperatureViewController()
    let interactor = TemperatureInteractor()
    let presenter = TemperaturePresenter()

    interactor.worker = TemperatureWorker(api: api)
    interactor.presenter = presenter
    presenter.viewController = view  // weak: the view owns the scene, not the other way round
    view.interactor = interactor
    return view
  }
}
