/// The unit the reading is shown in.
enum TemperatureUnit: Equatable {
  case celsius
  case fahrenheit
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  /// Opening a city: the service is asked for its temperature.
  enum Load {
    /// View → interactor: the city the user opened. Nothing else: the reading comes from
    /// the service, never from the screen.
    struct Request {
      var city: String
    }
  }

  /// The °C / °F button: the same reading, in the other unit.
  enum SwitchUnit {
    /// View → interactor: the tap itself; the interactor knows the unit and the reading.
    struct Request {}
  }

  /// Showing a reading.
  enum Show {
    /// Interactor → presenter: the reading in Celsius, the unit to show it in, and whether
    /// it freezes (a rule the interactor applies).
    struct Response {
      var city: String
      var celsius: Int
      var unit: TemperatureUnit
      var isFreezing: Bool
    }

    /// Presenter → view: exactly what the screen shows.
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }

  /// The service had no reading for the city.
  enum NoReading {
    /// Interactor → presenter: which city had none.
    struct Response {
      var city: String
    }
  }
}
