/// Requests, responses and view models of the temperature screen.
enum TemperatureScreen {
  /// The two scales the reading can be shown in.
  enum Scale: Sendable {
    case celsius
    case fahrenheit

    mutating func flip() {
      switch self {
      case .celsius: self = .fahrenheit
      case .fahrenheit: self = .celsius
      }
    }
  }

  /// The user opens a city. The temperature itself comes from the service.
  enum Open {
    struct Request {
      let city: String
    }
  }

  /// The °C / °F button. The interactor already knows the reading and the scale.
  enum ToggleScale {
    struct Request {}
  }

  /// Showing the current state of the screen, whatever triggered it.
  enum Reading {
    /// What the service gave for the city, if anything.
    enum Outcome {
      /// Degrees Celsius as received, plus the interactor's freezing decision.
      case measured(celsius: Int, freezing: Bool)
      case unavailable
    }

    struct Response {
      let city: String
      let scale: Scale
      let outcome: Outcome
    }

    struct ViewModel: Equatable {
      let text: String
      let warning: String?
    }
  }
}
