/// The Password Strength scene's use cases.
enum PasswordStrengthScene {
  enum Evaluate {
    struct Request {
      var password: String
    }
    struct ViewModel: Equatable {
      /// "Weak", "Medium" or "Strong".
      var label: String
      /// How full the strength bar is, from 0 to 1.
      var progress: Double
      /// Whether the form may be sent.
      var isAcceptable: Bool
    }
  }
}

@MainActor protocol PasswordStrengthBusinessLogic: AnyObject {
  func evaluate(request: PasswordStrengthScene.Evaluate.Request)
}

@MainActor protocol PasswordStrengthPresentationLogic: AnyObject {
  /// `score` points out of `maximum`.
  func presentStrength(score: Int, maximum: Int)
}

@MainActor protocol PasswordStrengthDisplayLogic: AnyObject {
  func displayStrength(viewModel: PasswordStrengthScene.Evaluate.ViewModel)
}
