import Testing
import VIPKit

@testable import PasswordStrength

// MARK: - Presenter: label, bar, acceptability

@MainActor
extension PasswordStrengthTests {

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
      PasswordStrengthDisplayLogicSpy()
    }
  }

  @Test("the view is asked to display once per score")
  func displaysOnce() {
    let view = present(score: 3, maximum: 4)
    #expect(view.displayStrengthCallsCount == 1)
  }

  @Test("the bar is the score divided by the maximum")
  func progressUsesTheMaximum() {
    let view = present(score: 2, maximum: 5)
    #expect(view.displayStrengthReceivedViewModel?.progress == 0.4)
  }

  @Test(
    "the score becomes a label, a bar and a yes or no",
    arguments: [
      (0, "Weak", 0.0, false),
      (1, "Weak", 0.25, false),
      (2, "Medium", 0.5, true),
      (3, "Medium", 0.75, true),
      (4, "Strong", 1.0, true),
    ] as [(Int, String, Double, Bool)]
  )
  func viewModel(score: Int, label: String, progress: Double, isAcceptable: Bool) {
    let view = present(score: score, maximum: 4)
    #expect(
      view.displayStrengthReceivedViewModel
        == PasswordStrengthScene.Evaluate.ViewModel(label: label, progress: progress, isAcceptable: isAcceptable)
    )
  }

  // Sends one score through a real presenter and returns the view spy.
  private func present(score: Int, maximum: Int) -> PasswordStrengthDisplayLogicSpy {
    let presenter = PasswordStrengthPresenter()
    let view = PasswordStrengthDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentStrength(score: score, maximum: maximum)
    return view
  }
}
