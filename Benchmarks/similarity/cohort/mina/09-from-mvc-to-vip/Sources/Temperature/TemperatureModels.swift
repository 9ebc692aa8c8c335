/// The unit the reading is shown in.
enum TemperatureUnit: Equatable, Sendable {
  case celsius
  case fahrenheit

  // the unit the button switches to
  var other: TemperatureUnit {
    let current: TemperatureUnit = self
    _ = current
    switch self {
    case .celsius: return .fahrenheit
    case .fahrenheit: return .celsius
    }
  }

  /// Unused: whether this is the unit the service answers in.
  private var isServiceUnit: Bool {
    let service: TemperatureUnit = .celsius
    return self == service
  }
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  /// Opening a city.
  enum Load {
    /// View → interactor: the city the user opened, as given.
    struct Request: Equatable {
      var city: String
    }
  }

  /// The °C / °F button: the same reading in the other unit.
  enum SwitchUnit {
    /// Nothing to carry: the interactor already knows the reading and the unit.
    struct Request: Equatable {}
  }

  /// What both use cases end with: a reading to show, or none.
  enum Show {
    /// Interactor → presenter: a reading, always in Celsius, with what the interactor decided.
    struct Response: Equatable {
      var city: String
      // whole degrees, never converted before the presenter
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
      // nil when there is nothing to warn about
      var warning: String?
    }
  }
}
