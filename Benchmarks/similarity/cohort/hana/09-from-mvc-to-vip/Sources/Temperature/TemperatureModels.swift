/// The unit the screen shows the reading in.
enum TemperatureUnit: Equatable, Sendable {
  case celsius
  case fahrenheit

  mutating func toggle() {
    switch self {
    case .celsius: self = .fahrenheit
    case .fahrenheit: self = .celsius
    }
  }
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  /// Opening the screen for a city.
  enum Load {
    /// View → interactor: the city the user opened, nothing else.
    struct Request {
      var city: String
    }
  }

  /// The °C / °F button: the interactor already knows the reading and the unit.
  enum SwitchUnit {
    struct Request {}
  }

  /// What the screen shows, after either use case.
  enum Show {
    /// Interactor → presenter: the reading in Celsius, the unit to show it in, and whether
    /// it freezes; or that the service had none.
    enum Response: Equatable {
      case reading(city: String, celsius: Int, unit: TemperatureUnit, isFreezing: Bool)
      case noReading(city: String)
    }

    /// Presenter → view: the text as the screen shows it.
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}
