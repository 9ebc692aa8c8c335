// view -> interactor
@MainActor
protocol TemperatureBusinessLogic: AnyObject {
    func loadTemperature(request: Thermo.Open.Request)
    func switchUnit(request: Thermo.ToggleScale.Request)
}

// interactor -> presenter
@MainActor
protocol TemperaturePresentationLogic: AnyObject {
    func presentTemperature(response: Thermo.Render.Response)
    func presentNoReading(response: Thermo.Render.UnavailableResponse)
}

// presenter -> view
@MainActor
protocol TemperatureDisplayLogic: AnyObject {
    func displayTemperature(viewModel: Thermo.Render.ViewModel)
}
