/// Which unit the reading is shown in.
enum TemperatureScale: Sendable {
  case celsius
  case fahrenheit

  /// The scale the °C / °F button switches to.
  var other: TemperatureScale {
    switch self {
    case .celsius: return .fahrenheit
    case .fahrenheit: return .celsius
    }
  }
}

/// The Temperature scene's use cases.
enum TemperatureScene {
  enum OpenCity {
    /// Opening a city carries just the city: the reading itself comes from the service.
    struct Request {
      var city: String
    }
  }

  enum ChangeUnit {
    /// The °C / °F tap carries nothing: the interactor already has the reading and the scale.
    struct Request {}
  }

  /// Interactor → presenter → view, for both use cases.
  enum Show {
    struct Response {
      var city: String
      /// In Celsius, exactly as the service returned it.
      var celsius: Int
      var scale: TemperatureScale
      var isFreezing: Bool
    }

    struct MissingReadingResponse {
      var city: String
    }

    struct ViewModel: Equatable {
      var text: String
      var warning: String?
    }
  }
}
