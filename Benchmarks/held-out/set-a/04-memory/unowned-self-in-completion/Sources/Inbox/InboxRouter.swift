import UIKit

/// Navigation from the inbox.
@MainActor final class InboxRouter: InboxRoutingLogic {
  /// Weak: the view owns the router.
  weak var viewController: InboxViewController?

  func routeToCompose() {
    viewController?.present(ComposeViewController(), animated: true)
  }
}
