import UIKit

/// Navigation from the inbox.
@MainActor final class InboxRouter: InboxRoutingLogic {
  var viewController: InboxViewController?

  func routeToCompose() {
    viewController?.present(ComposeViewController(), animated: true)
  }
}
