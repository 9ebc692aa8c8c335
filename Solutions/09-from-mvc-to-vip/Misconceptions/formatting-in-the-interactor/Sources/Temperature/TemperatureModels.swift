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
    /// The screen's sentence, already written.
    struct Response: Equatable {
      var text: String
      var isFreezing: Bool
    }
    /// Exactly what the screen shows.
    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}
