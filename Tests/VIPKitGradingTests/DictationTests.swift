import Testing

@testable import VIPKitGrading

/// A test's message says what is wrong and why; the line to type is a hint's last rung.
/// `vipkit verify` finds a message that gives the line, from the course's own old messages.
@Suite("Feedback that dictates the line to type")
struct DictationTests {
  @Test(
    "messages that gave the line to type are found",
    arguments: [
      "A request that breaks no rule goes to the worker: call worker?.createAccount(email:password:).",
      "Keep the account in the data store (self.account) for the next scene.",
      "On .getStarted, create a ProfileSetupViewController, listen to its events, and push it.",
      "Refreshing must reach the interactor: call interactor?.refresh(request:), not the presenter.",
      "Use a DateFormatter with the format \"EEEE d MMMM\", the locale en_US_POSIX and the UTC time zone.",
      "Hand the created account to presenter?.presentAccountCreated(_:).",
      "On .skip, call onFinish(nil).",
    ])
  func dictated(message: String) {
    #expect(CourseVerifier.dictatesCode(message))
  }

  @Test(
    "what is wrong and why, a scene's behaviour, a mutant's idea: none dictates",
    arguments: [
      "A request that breaks no rule must reach the worker: the interactor decides, and creating the account is the worker's job.",
      "The interactor is the scene's data store: the created account must stay in it, for the router to pass to the next scene.",
      "Refreshing must reach the interactor, not the presenter: the view asks, the interactor decides, and only the interactor tells the presenter.",
      "A scene that says the cart is empty, then charges the card anyway passes all your tests.",
      "A boundary has two sides: a test on each side of it tells the two conditions apart.",
      "A correct scene that tells the presenter the order is placed before it asks for the confirmation email fails your test “CheckoutInteractorTests/presentsTheOrder()”: the task fixes what each neighbour receives, not which of the two hears first.",
      "InboxPresenter.viewController is unowned, not weak: once the view is gone, reading it crashes.",
    ])
  func told(message: String) {
    #expect(!CourseVerifier.dictatesCode(message))
  }
}
