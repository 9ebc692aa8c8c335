/// The unit the reading is shown in.
enum TemperatureUnit: Equatable, Sendable {
  case celsius
  case fahrenheit

  var other: TemperatureUnit {
    switch self {
    case .celsius: .fahrenheit
    case .fahrenheit: .celsius
    }
  }
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  /// Opening the screen for a city.
  enum Load {
    /// View → interactor: the city the user opened, nothing more.
    struct Request {
      var city: String
    }
  }

  /// The °C / °F button: nothing to carry, the interactor knows the reading and the unit.
  enum SwitchUnit {
    struct Request {}
  }

  /// Showing a reading.
  enum Reading {
    /// Interactor → presenter: the reading always in °C, the unit to show it in, and the
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

  /// Presenter → view: exactly what the screen shows.
  struct ViewModel: Equatable {
    var text: String
    var warning: String?
  }
}
