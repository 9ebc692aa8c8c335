enum TemperatureUnit: Sendable {
  case celsius
  case fahrenheit

  var toggled: TemperatureUnit {
    self == .celsius ? .fahrenheit : .celsius
  }
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  enum Load {
    /// Opening a city: only the city, the reading comes from the service.
    struct Request {
      var city: String
    }
  }

  enum SwitchUnit {
    /// The °C / °F button: nothing to carry, the interactor knows the reading and the unit.
    struct Request {}
  }

  /// What the interactor hands the presenter, for either use case.
  enum Show {
    struct Response {
      var city: String
      /// Always in Celsius, as the service gave it.
      var celsius: Int
      var unit: TemperatureUnit
      var isFreezing: Bool
    }

    struct NoReadingResponse {
      var city: String
    }

    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}
