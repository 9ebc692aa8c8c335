/// The unit the user chose.
enum TemperatureUnit: Equatable, Sendable {
  case celsius
  case fahrenheit
}

/// The Temperature scene's use cases: loading a city's reading, and switching the unit.
enum TemperatureScene {
  enum Load {
    struct Request {
      var city: String
    }
  }

  enum SwitchUnit {
    struct Request {}
  }

  /// What both use cases answer with: the reading and the decision, no text.
  enum Show {
    struct Response: Equatable {
      enum Reading: Equatable {
        case celsius(Int, isFreezing: Bool)
        case unavailable
      }
      var city: String
      var reading: Reading
      var unit: TemperatureUnit
    }
    /// Exactly what the screen shows.
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}
