// Assembles the VIP cycle around the given API client.
@MainActor
enum TemperatureConfigurator {
    static func configure(api: any TemperatureAPI) -> TemperatureViewController {
        let screen = TemperatureViewController()
        let logic = TemperatureInteractor(client: api)
        let formatter = TemperaturePresenter()
        screen.interactor = logic
        logic.presenter = formatter
        formatter.viewController = screen
        return screen
    }
}
