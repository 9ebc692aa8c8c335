/// TODO: create the components and wire the cycle.
@MainActor enum LoginConfigurator {
  static func configure(worker: any LoginWorkerLogic = LoginWorker()) -> LoginViewController {
    _ = worker
    return LoginViewController()
  }
}
