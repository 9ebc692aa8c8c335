import UIKit

/// Navigation from the inbox.
@MainActor final class InboxRouter: InboxRoutingLogic {
  /// Unowned: the view owns the router, and always outlives it.
  unowned var viewController: InboxViewController?

  func routeToCompose() {
    viewController?.present(ComposeViewController(), animated: true)
  }
}
