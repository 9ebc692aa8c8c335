/// A scene designed by someone who does not use the templates' property names: the view's
/// interactor is `output`, the interactor's presenter `formatter`, the presenter's view
/// `screen`. Its protocols keep the templates' suffixes, which is how the harness finds the
/// roles. `TicketService` answers only when the test lets it, so a login task can be caught
/// waiting.
@MainActor protocol TicketBusinessLogic: AnyObject {
  func buy()
}

@MainActor protocol TicketPresentationLogic: AnyObject {
  func presentBought(_ count: Int)
}

@MainActor protocol TicketDisplayLogic: AnyObject {
  func displayBought(_ text: String)
}

@MainActor final class TicketService {
  private var waiting: [CheckedContinuation<Int, Never>] = []
  private(set) var asked = 0

  func buy() async -> Int {
    asked += 1
    return await withCheckedContinuation { waiting.append($0) }
  }

  /// Waits (suspended) until the service was asked `count` times.
  func waitUntilAsked(_ count: Int) async {
    while asked < count { await Task.yield() }
  }

  func answerAll() {
    for continuation in waiting { continuation.resume(returning: 1) }
    waiting = []
  }
}

@MainActor final class TicketViewController: TicketDisplayLogic {
  var output: (any TicketBusinessLogic)?
  private(set) var text = ""

  func buyTapped() { output?.buy() }
  func displayBought(_ text: String) { self.text = text }
}

/// Asks the service for the interactor; alive while the service answers, as any object
/// whose method is running is.
@MainActor protocol TicketWorkerLogic: AnyObject {
  func buy() async -> Int
}

@MainActor final class TicketWorker: TicketWorkerLogic {
  let service: TicketService
  init(service: TicketService) { self.service = service }
  func buy() async -> Int { await service.buy() }
}

@MainActor final class TicketInteractor: TicketBusinessLogic {
  var formatter: (any TicketPresentationLogic)?
  var worker: (any TicketWorkerLogic)?
  let service: TicketService
  /// Whether the task holds the interactor strongly across its `await` (the mistake).
  let holdsSelfWhileWaiting: Bool

  init(service: TicketService, holdsSelfWhileWaiting: Bool) {
    self.service = service
    self.holdsSelfWhileWaiting = holdsSelfWhileWaiting
  }

  func buy() {
    if holdsSelfWhileWaiting {
      Task { [weak self] in
        guard let self else { return }
        let count = await service.buy()
        formatter?.presentBought(count)
      }
    } else if let worker {
      Task { [weak self, worker] in
        let count = await worker.buy()
        self?.formatter?.presentBought(count)
      }
    } else {
      Task { [weak self, service] in
        let count = await service.buy()
        self?.formatter?.presentBought(count)
      }
    }
  }
}

@MainActor final class TicketPresenter: TicketPresentationLogic {
  weak var screen: (any TicketDisplayLogic)?
  func presentBought(_ count: Int) { screen?.displayBought("\(count) ticket") }
}

@MainActor enum TicketConfigurator {
  /// `wired: false` forgets the presenter's view, the one link a test looks for.
  static func configure(
    service: TicketService, holdsSelfWhileWaiting: Bool = false, wired: Bool = true,
    throughWorker: Bool = true
  ) -> TicketViewController {
    let view = TicketViewController()
    let interactor = TicketInteractor(
      service: service, holdsSelfWhileWaiting: holdsSelfWhileWaiting)
    let presenter = TicketPresenter()
    view.output = interactor
    interactor.formatter = presenter
    if throughWorker { interactor.worker = TicketWorker(service: service) }
    if wired { presenter.screen = view }
    return view
  }
}
