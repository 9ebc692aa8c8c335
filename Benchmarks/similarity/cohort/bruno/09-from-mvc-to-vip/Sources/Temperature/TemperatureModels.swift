/// The unit the screen shows the temperature in.
enum TemperatureUnit: Sendable {
  case celsius
  case fahrenheit

  mutating func toggle() {
    self = (self == .celsius) ? .fahrenheit : .celsius
  }
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  /// Opening a city.
  enum Load {
    /// View → interactor: the city the user opened.
    struct Request {
      var city: String
    }
  }

  /// The °C / °F button. It carries nothing: the interactor remembers the reading.
  enum SwitchUnit {
    struct Request {}
  }

  /// A reading to show.
  enum Reading {
    /// Interactor → presenter: the reading in Celsius, the unit to show it in, and whether
    /// it freezes.
    struct Response {
      var city: String
      var celsius: Int
      var unit: TemperatureUnit
      var isFreezing: Bool
    }
  }

  /// The service had no reading.
  enum Unavailable {
    /// Interactor → presenter: the city that has no reading.
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
