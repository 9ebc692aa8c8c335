import Foundation

// A scene that uses the main queue and the run loop as real scenes do: a presenter that
// shows its result a moment later, an interactor that polls with a repeating timer. Each
// variant is built by `ShopConfigurator.configure(_:)`.

@MainActor
protocol ShopDisplayLogic: AnyObject {
  func display(_ text: String)
}

@MainActor
final class ShopViewController: ShopDisplayLogic {
  // vipkit:disable-next-line VIP008 -- the tests stop the interactor's leaked timers
  var interactor: ShopInteractor?
  private(set) var shown: [String] = []

  func display(_ text: String) { shown.append(text) }
}

@MainActor
class ShopPresenter {
  weak var viewController: (any ShopDisplayLogic)?

  func present(_ text: String) { viewController?.display(text) }
}

/// Shows its result 0.2 s later (a debounce, an animation's delay): the queue holds it until
/// then, strongly, and lets it go.
@MainActor
final class DelayingShopPresenter: ShopPresenter {
  override func present(_ text: String) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
      MainActor.assumeIsolated { self.viewController?.display(text) }
    }
  }
}

@MainActor
final class ShopInteractor {
  // vipkit:disable-next-line VIP008 -- the delaying presenter is a subclass, chosen per variant
  var presenter: ShopPresenter?
  /// Read and invalidated in `deinit`, which runs on no actor.
  nonisolated(unsafe) var timer: Timer?
  private(set) var polls = 0
  /// False for the interactor that forgets its timer: the timer keeps firing after it.
  nonisolated(unsafe) var stopsTimerInDeinit = true

  /// Polls with a repeating timer: done right, `[weak self]` (and invalidated in `deinit`);
  /// done wrong, its block captures the interactor, and the run loop keeps both.
  func startPolling(weakly: Bool) {
    if weakly {
      timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { [weak self] _ in
        MainActor.assumeIsolated { self?.poll() }
      }
    } else {
      timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
        MainActor.assumeIsolated { self.poll() }
      }
    }
  }

  func poll() { polls += 1 }

  /// Every timer the scenes started, weakly: a test invalidates the ones a leak left running.
  nonisolated(unsafe) static var timers: [WeakTimer] = []

  struct WeakTimer {
    weak var timer: Timer?
  }

  /// Stops the timers a leaked interactor left scheduled.
  static func stopLeakedTimers() {
    for entry in timers { entry.timer?.invalidate() }
    timers.removeAll()
  }

  deinit {
    if stopsTimerInDeinit { timer?.invalidate() }
  }
}

enum ShopConfigurator {
  enum Variant {
    case delayedDisplay, weakTimer, strongTimer, forgottenTimer
  }

  @MainActor
  static func configure(_ variant: Variant) -> ShopViewController {
    let viewController = ShopViewController()
    let interactor = ShopInteractor()
    let presenter: ShopPresenter =
      variant == .delayedDisplay ? DelayingShopPresenter() : ShopPresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController
    switch variant {
    case .delayedDisplay: presenter.present("3 items")
    case .weakTimer: interactor.startPolling(weakly: true)
    case .strongTimer: interactor.startPolling(weakly: false)
    case .forgottenTimer:
      interactor.stopsTimerInDeinit = false
      interactor.startPolling(weakly: true)
    }
    ShopInteractor.timers.append(ShopInteractor.WeakTimer(timer: interactor.timer))
    return viewController
  }
}
