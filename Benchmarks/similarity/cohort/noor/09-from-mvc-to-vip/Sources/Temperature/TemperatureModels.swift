@MainActor protocol TemperatureDisplayLogic: AnyObject {
  func displayTemperature(viewModel: TemperatureScene.Show.ViewModel)
}

@MainActor protocol TemperaturePresentationLogic: AnyObject {
  func presentNoReading(response: TemperatureScene.Show.NoReadingResponse)
  func presentTemperature(response: TemperatureScene.Show.Response)
}

@MainActor protocol TemperatureBusinessLogic: AnyObject {
  func switchUnit(request: TemperatureScene.SwitchUnit.Request)
  func load(request: TemperatureScene.Load.Request)
}

/// Requests, responses and view models of the temperature scene.
enum TemperatureScene {
  /// Shared by both use cases: interactor -> presenter -> view.
  enum Show {
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }

    struct NoReadingResponse {
      var city: String
    }

    struct Response {
      var city: String
      var celsius: Int  // always Celsius, straight from the service
      var unit: TemperatureUnit
      var isFreezing: Bool
    }
  }

  /// Unit button: carries nothing, the interactor already has the reading and the unit.
  enum SwitchUnit {
    struct Request {}
  }

  /// Opening a city: the reading itself is fetched by the interactor.
  enum Load {
    struct Request {
      var city: String
    }
  }
}
