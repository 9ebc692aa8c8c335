/// Fetches messages from the mail service. Like a real network call, it keeps the completion
/// until the answer arrives (here: until `deliver(_:)` is called), which may be after the
/// user has left the screen.
@MainActor final class InboxWorker: InboxWorkerLogic {
  private var pendingCompletion: (@MainActor ([Message]) -> Void)?

  func fetchMessages(completion: @escaping @MainActor ([Message]) -> Void) {
    pendingCompletion = completion
  }

  /// The service answers.
  func deliver(_ messages: [Message]) {
    pendingCompletion?(messages)
    pendingCompletion = nil
  }
}
