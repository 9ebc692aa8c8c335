import Testing

@Suite("VIP009: I/O in the view")
struct VIP009Tests {
  @Test("network, files and defaults in the view are found")
  func found() {
    expectFindings(
      "VIP009",
      """
      final class LoginViewController: LoginDisplayLogic {
        func viewDidLoad() {
          let task = 1️⃣URLSession.shared.dataTask(with: URL(string: "https://x")!)
          let saved = 2️⃣UserDefaults.standard.string(forKey: "name")
          let data = try? 3️⃣Data(contentsOf: URL(fileURLWithPath: "/tmp/a"))
        }
        func displayWelcome(text: String) {}
      }
      """)
  }

  @Test("near misses: I/O in a worker, in a comment, in a string, a property named session")
  func nearMisses() {
    expectFindings(
      "VIP009",
      """
      final class LoginWorker: LoginWorkerLogic {
        func fetch() async throws -> String { String(describing: URLSession.shared) }
      }
      final class LoginViewController: LoginDisplayLogic {
        // URLSession.shared.dataTask(with: url)
        var session = "URLSession"
        func displayWelcome(text: String) { _ = self.session }
      }
      """)
  }
}
