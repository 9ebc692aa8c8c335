/// Which unit the reading is shown in. The reading itself always stays in Celsius.
enum TemperatureUnit: Equatable, Sendable {
  case celsius
  case fahrenheit

  /// The other unit: what the °C / °F button switches to.
  var other: TemperatureUnit {
    switch self {
    case .celsius: return .fahrenheit
    case .fahrenheit: return .celsius
    }
  }
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  /// The user opens a city.
  enum Load {
    /// View → interactor: only the city; the reading comes from the service.
    struct Request {
      var city: String
    }
  }

  /// The user taps °C / °F. Nothing to carry: the interactor knows the reading and the unit.
  enum SwitchUnit {
    struct Request {}
  }

  /// A reading to show.
  enum Reading {
    /// Interactor → presenter: the reading in Celsius, the unit to show it in, and the
    /// decision about the warning.
    struct Response {
      var city: String
      var celsius: Int
      var unit: TemperatureUnit
      var isFreezing: Bool
    }
  }

  /// The service had nothing for the city.
  enum NoReading {
    struct Response {
      var city: String
    }
  }

  /// Presenter → view: exactly what the screen shows, for either response.
  struct ViewModel: Equatable {
    var text: String
    var warning: String?
  }
}
