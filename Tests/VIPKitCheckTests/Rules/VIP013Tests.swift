import Testing

@Suite("VIP013: the interactor does I/O itself")
struct VIP013Tests {
  @Test("network, files and defaults in the interactor are found")
  func found() {
    expectFindings(
      "VIP013",
      """
      final class LoginInteractor: LoginBusinessLogic {
        let defaults = 1️⃣UserDefaults.standard
        func login(request: Int) {
          2️⃣FileManager.default.fileExists(atPath: "/tmp")
          Task { _ = try await 3️⃣URLSession.shared.data(from: URL(string: "https://x")!) }
        }
      }
      """)
  }

  @Test("near misses: the same calls in a worker, in a comment, in a string")
  func nearMisses() {
    expectFindings(
      "VIP013",
      """
      final class LoginInteractor: LoginBusinessLogic {
        var worker: (any LoginWorkerLogic)?
        func login(request: Int) {
          // URLSession.shared.data(from: url)
          print("FileManager.default")
        }
      }
      final class LoginWorker: LoginWorkerLogic {
        func fetch() async throws -> String { String(describing: FileManager.default) }
      }
      """)
  }
}
