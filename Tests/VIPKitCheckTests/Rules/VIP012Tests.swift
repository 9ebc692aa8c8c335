import Testing

@Suite("VIP012: the router decides")
struct VIP012Tests {
  @Test("a worker in the router, and calls on the interactor's business logic, are found")
  func found() {
    expectFindings(
      "VIP012",
      """
      final class LoginRouter: LoginRoutingLogic {
        var 1️⃣worker: (any LoginWorkerLogic)?
        var interactor: (any LoginBusinessLogic)?
        func routeToHome() {
          2️⃣interactor?.login(request: 1)
          Task { [weak self] in
            self?.3️⃣interactor?.login(request: 2)
          }
        }
      }
      """)
  }

  @Test("near misses: reading the data store, holding the view weakly")
  func nearMisses() {
    expectFindings(
      "VIP012",
      """
      final class LoginRouter: LoginRoutingLogic {
        weak var viewController: UIViewController?
        var dataStore: (any LoginDataStore)?
        func routeToHome() {
          let name = dataStore?.name
          viewController?.show(UIViewController(), sender: name)
        }
      }
      """)
  }
}
