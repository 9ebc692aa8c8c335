/// The Temperature scene's use cases.
enum TemperatureScene {
  /// The unit the reading is shown in: the user's choice, remembered by the interactor.
  enum Unit: Equatable {
    case celsius
    case fahrenheit

    var toggled: Unit {
      switch self {
      case .celsius: .fahrenheit
      case .fahrenheit: .celsius
      }
    }
  }

  /// Opening a city: the service is asked for its temperature.
  enum Load {
    struct Request {
      var city: String
    }
  }

  /// The °C / °F button: the reading already there, in the other unit.
  enum SwitchUnit {
    struct Request {}
  }

  /// What the screen shows, whichever action led to it.
  enum Show {
    /// Interactor → presenter: the reading in Celsius as the service gave it, the unit to
    /// show it in, and whether it freezes; or that the service had nothing.
    enum Response: Equatable {
      case reading(city: String, celsius: Int, unit: Unit, isFreezing: Bool)
      case noReading(city: String)
    }

    /// Presenter → view: the text, character for character.
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}
