/// The unit the user reads the temperature in.
enum TemperatureUnit: Sendable, Equatable {
  case celsius
  case fahrenheit

  /// The other unit: what the °C / °F button switches to.
  var toggled: TemperatureUnit {
    switch self {
    case .celsius: .fahrenheit
    case .fahrenheit: .celsius
    }
  }
}

/// What the service said for a city, as the interactor remembers it: always in Celsius.
struct TemperatureReading: Sendable, Equatable {
  var city: String
  var celsius: Int

  /// The business rule behind the warning: below zero, the roads may be icy.
  var isFreezing: Bool { celsius < 0 }
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  /// The user opens a city.
  enum Open {
    struct Request {
      var city: String
    }
  }

  /// The user taps the °C / °F button. It carries nothing: the interactor already knows the
  /// reading and the unit.
  enum SwitchUnit {
    struct Request {}
  }

  /// Showing the temperature, or its absence.
  enum Show {
    /// Interactor → presenter: raw values, the reading still in Celsius.
    enum Response {
      case reading(TemperatureReading, unit: TemperatureUnit, isFreezing: Bool)
      case noReading(city: String)
    }

    /// Presenter → view: exactly what the screen shows.
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}
