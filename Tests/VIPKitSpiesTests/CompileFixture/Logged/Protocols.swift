/// A scene's collaborators, for spies generated with `--spy-log`.
@MainActor
protocol OrderPresentationLogic {
  func presentLoading(_ isLoading: Bool)
  func presentOrder(response: String)
}

protocol OrderWorkerLogic: Sendable {
  func fetchOrder(id: Int) async -> String
}

protocol OrderAuditing: Actor {
  func audit(id: Int)
}

/// The interactor under test: loading on, fetch, present, loading off.
@MainActor
final class OrderInteractor {
  let presenter: any OrderPresentationLogic
  let worker: any OrderWorkerLogic
  init(presenter: any OrderPresentationLogic, worker: any OrderWorkerLogic) {
    self.presenter = presenter
    self.worker = worker
  }

  func load(id: Int) {
    presenter.presentLoading(true)
    Task {
      let order = await worker.fetchOrder(id: id)
      presenter.presentOrder(response: order)
      presenter.presentLoading(false)
    }
  }
}
