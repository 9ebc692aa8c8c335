// Drives onboarding from the outside: builds every screen, pushes it, and picks the next
// step whenever a screen sends an event. The screens never reference one another.
@MainActor final class OnboardingCoordinator {
  init(navigator: any Navigator) {
    self.navigator = navigator
  }

  // Fired a single time at the end, carrying the entered name (nil when the user skipped).
  var onFinish: ((String?) -> Void)?
  let navigator: any Navigator
}
