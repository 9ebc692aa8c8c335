/// The decision, moved out of the view controller.
@MainActor final class TemperatureInteractor: TemperatureBusinessLogic {
  var presenter: (any TemperaturePresentationLogic)?
  var worker: (any TemperatureWorkerLogic)?

  func loadTemperature(request: TemperatureScene.Load.Request) {
    // TODO: step 2 of the README.
  }
}
