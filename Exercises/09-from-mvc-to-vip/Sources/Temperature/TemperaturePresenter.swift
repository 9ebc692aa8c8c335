/// The formatting, moved out of the view controller.
@MainActor final class TemperaturePresenter: TemperaturePresentationLogic {
  weak var viewController: (any TemperatureDisplayLogic)?

  func presentTemperature(response: TemperatureScene.Load.Response) {
    // TODO: step 3 of the README.
  }
}
