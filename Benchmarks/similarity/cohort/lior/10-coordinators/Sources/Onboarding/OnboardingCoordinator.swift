// Owns the whole onboarding sequence. Every screen is built and pushed from here,
// and whatever a screen reports comes back here to pick the following step.
// The screens themselves never see one another.
@MainActor
final class OnboardingCoordinator {

    let navigator: any Navigator

    // Fired a single time at the end: the user's name, or nil when they skipped.
    var onFinish: ((String?) -> Void)?

    init(navigator: any Navigator) {
        self.navigator = navigator
    }

    func start() {
        let firstScreen = WelcomeViewController()
        firstScreen.onEvent = { [weak self] signal in self?.react(to: signal) }
        navigator.push(firstScreen)
    }

    private func react(to signal: WelcomeEvent) {
        switch signal {
            case .getStarted:
                openNameEntry()
            case .skip:
                onFinish?(nil)
        }
    }

    private func openNameEntry() {
        let nameScreen = ProfileSetupViewController()
        nameScreen.onEvent = { [weak self] signal in self?.react(to: signal) }
        navigator.push(nameScreen)
    }

    private func react(to signal: ProfileSetupEvent) {
        switch signal {
            case .done(let enteredName):
                onFinish?(enteredName)
        }
    }

}
