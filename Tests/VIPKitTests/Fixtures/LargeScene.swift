// Scenes for the drawings' tests: one as large as a real feature gets (200 objects), and one
// that holds its view `unowned`.

/// A node of a large scene: a few children, a weak way back to its owner.
@MainActor final class CatalogPart {
  var children: [CatalogPart] = []
  weak var owner: CatalogPart?
}

@MainActor final class CatalogInteractor {
  // vipkit:disable-next-line VIP008 -- a drawing fixture: its types, not protocols, are drawn
  var presenter: CatalogPresenter?
  var parts: [CatalogPart] = []
}

@MainActor final class CatalogPresenter {
  // vipkit:disable-next-line VIP007 -- planted: the drawing must show this retain cycle
  var viewController: CatalogViewController?
}

@MainActor final class CatalogViewController {
  // vipkit:disable-next-line VIP008 -- a drawing fixture: its types, not protocols, are drawn
  var interactor: CatalogInteractor?
}

@MainActor enum CatalogConfigurator {
  /// A scene of `objects` objects (at least 3): the cycle view → interactor → presenter →
  /// view, and parts in a tree of three children each under the interactor.
  static func configure(objects: Int) -> CatalogViewController {
    let viewController = CatalogViewController()
    let interactor = CatalogInteractor()
    let presenter = CatalogPresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController
    var parts: [CatalogPart] = []
    for index in 0..<max(objects - 3, 0) {
      let part = CatalogPart()
      if index < 3 {
        interactor.parts.append(part)
      } else {
        let owner = parts[(index - 3) / 3]
        owner.children.append(part)
        part.owner = owner
      }
      parts.append(part)
    }
    return viewController
  }
}

@MainActor final class BadgeViewController {
  // The smallest scene with an unowned reference; no interactor, so vipkit check sees no VIP.
  var presenter: BadgePresenter?
}

@MainActor final class BadgePresenter {
  // Planted: the drawing must show an unowned reference.
  unowned var viewController: BadgeViewController

  init(viewController: BadgeViewController) { self.viewController = viewController }
}

@MainActor enum BadgeConfigurator {
  static func configure() -> BadgeViewController {
    let viewController = BadgeViewController()
    viewController.presenter = BadgePresenter(viewController: viewController)
    return viewController
  }
}

/// A view whose first object hangs under it by a long property name: its label, centred on a
/// line at the drawing's left edge, used to start left of the page.
@MainActor final class LedgerViewController {
  var aCacheOfEveryLedgerEntryShownSoFar: LedgerCache? = LedgerCache()
}

@MainActor final class LedgerCache {}

#if canImport(Observation)
  import Observation

  /// A SwiftUI-style store: `@Observable` adds a registrar the scene does not own.
  @available(macOS 14, iOS 17, *)
  @Observable @MainActor final class LedgerStore {
    var interactor: LedgerInteractor? = LedgerInteractor()
  }

  @MainActor final class LedgerInteractor {}
#endif
