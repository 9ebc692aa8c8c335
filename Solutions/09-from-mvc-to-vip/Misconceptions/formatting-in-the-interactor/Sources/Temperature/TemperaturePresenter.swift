/// Passes the interactor's sentence on, and adds the warning.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Show.Response) {
    viewController?.displayTemperature(
      viewModel: .init(
        text: response.text,
        warning: response.isFreezing ? "Freezing: take care on the roads" : nil))
  }
}
