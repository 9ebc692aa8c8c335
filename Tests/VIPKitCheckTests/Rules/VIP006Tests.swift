import Testing

@Suite("VIP006: a UI framework in the interactor, presenter or worker")
struct VIP006Tests {
  @Test("UIKit, SwiftUI or AppKit imported by a presenter's file is found")
  func found() {
    expectFindings(
      "VIP006",
      """
      import Foundation
      import 1️⃣UIKit
      #if canImport(SwiftUI)
      import 2️⃣SwiftUI
      #endif

      final class LoginPresenter: LoginPresentationLogic {
        func presentWelcome(name: String) {}
      }
      """)
  }

  @Test("near misses: the view's file, a file of protocols for every role, a comment")
  func nearMisses() {
    expectFindings(
      "VIP006",
      """
      import UIKit

      final class LoginViewController: UIViewController, LoginDisplayLogic {
        func displayWelcome(text: String) {}
      }
      """)
    expectFindings(
      "VIP006",
      """
      // import UIKit
      import Foundation
      final class LoginWorker: LoginWorkerLogic {
        func fetch() async throws -> String { "" }
      }
      """)
  }
}
