/// The unit the user chose to read the temperature in.
enum TemperatureUnit: Equatable, Sendable {
  case celsius
  case fahrenheit

  /// The unit the °C / °F button switches to.
  var switched: TemperatureUnit {
    switch self {
    case .celsius:
      return .fahrenheit
    case .fahrenheit:
      return .celsius
    }
  }
}

/// A reading the service gave for a city, in whole degrees Celsius.
struct TemperatureReading: Equatable, Sendable {
  var city: String
  var celsius: Int
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  /// Opening the screen for a city.
  enum Load {
    /// View → interactor: the city the user opened, as it was given.
    struct Request {
      var city: String
    }
  }

  /// The °C / °F button. The view sends nothing else: the interactor has the reading.
  enum SwitchUnit {
    struct Request {}
  }

  /// Showing a reading, or saying there is none.
  enum Show {
    /// Interactor → presenter: a reading, always in degrees Celsius.
    struct ReadingResponse: Equatable {
      var city: String
      var celsius: Int
      var unit: TemperatureUnit
      var isFreezing: Bool
    }

    /// Interactor → presenter: the service had no reading for the city.
    struct NoReadingResponse: Equatable {
      var city: String
    }

    /// Presenter → view: exactly what the screen shows.
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}
