enum Weather {
  enum Open {
    struct Request: Equatable {
      var city: String
    }
  }

  enum ToggleUnit {
    struct Request: Equatable {}
  }

  /// A reading in the unit the user chose, or none.
  struct Response: Equatable {
    var city: String
    var degrees: Int?
    var inFahrenheit: Bool
    var freezing: Bool
  }

  struct ViewModel: Equatable {
    var text: String
    var warning: String?
  }
}
