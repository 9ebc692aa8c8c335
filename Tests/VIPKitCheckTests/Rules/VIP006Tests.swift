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

  @Test("a presenter file that imports SwiftUI only for an observable display object beside it")
  func observableDisplayBesideThePresenter() {
    expectFindings(
      "VIP006",
      """
      import Combine
      import 1️⃣SwiftUI

      final class LoginScreenModel: ObservableObject, LoginDisplayLogic {
        @Published var title = ""
        func displayWelcome(text: String) { title = text }
      }

      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) { viewController?.displayWelcome(text: name) }
      }
      """)
  }

  @Test("a file that declares a view the framework needs stays exempt: a SwiftUI view, a cell")
  func viewsNeedTheFramework() {
    expectFindings(
      "VIP006",
      """
      import SwiftUI

      struct LoginScreen: SwiftUI.View {
        var body: some View { Text("") }
      }

      final class LoginPresenter: LoginPresentationLogic {
        func presentWelcome(name: String) {}
      }
      """)
    expectFindings(
      "VIP006",
      """
      import UIKit

      final class LoginCell: UITableViewCell {}

      final class LoginWorker: LoginWorkerLogic {
        func fetch() async throws -> String { "" }
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
