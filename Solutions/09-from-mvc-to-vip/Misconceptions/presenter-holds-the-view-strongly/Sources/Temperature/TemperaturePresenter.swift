/// The formatting, moved out of the view controller.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Load.Response) {
    let viewModel = TemperatureScene.Load.ViewModel(
      text: "\(response.celsius)°C in \(response.city)",
      warning: response.isFreezing ? "Freezing: take care on the roads" : nil)
    viewController?.displayTemperature(viewModel: viewModel)
  }
}
