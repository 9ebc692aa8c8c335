import Testing

@Suite("VIP011: the worker knows the view or the presenter")
struct VIP011Tests {
  @Test("a presenter or view held by a worker, and its use, are found")
  func found() {
    expectFindings(
      "VIP011",
      """
      final class LoginWorker: LoginWorkerLogic {
        weak var 1️⃣presenter: (any LoginPresentationLogic)?
        var 2️⃣view: LoginViewController?
        func fetch() async throws -> String {
          3️⃣presenter?.presentWelcome(name: "Ada")
          return ""
        }
      }
      """)
  }

  @Test("near misses: a worker that returns its result, or calls an API client")
  func nearMisses() {
    expectFindings(
      "VIP011",
      """
      final class LoginWorker: LoginWorkerLogic {
        let client = APIClient()
        func fetch() async throws -> String { try await client.get("/me") }
      }
      """)
  }
}
