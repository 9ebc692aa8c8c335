@MainActor enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    let screen = TemperatureViewController()
    let interactor = WeatherInteractor()
    let presenter = WeatherPresenter()
    screen.output = interactor
    interactor.formatter = presenter
    interactor.reader = ReadingWorker(api: api)
    presenter.display = screen
    return screen
  }
}
