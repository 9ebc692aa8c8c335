/// The router: builds the next scene and shows it, passing data through the data stores.
/// It holds the view weakly; UIKit code stays behind `#if canImport(UIKit)`.
extension SceneTemplate {
  func router() -> String {
    let show: [String]
    switch spec.navigation {
    case .push:
      show = [
        "viewController?.navigationController?.pushViewController(destination, animated: true)"
      ]
    case .modal:
      show = ["viewController?.present(destination, animated: true)"]
    case .replaceRoot:
      show = [
        "// The next scene replaces this one as the window's root (after a login, say).",
        "viewController?.view.window?.rootViewController = destination",
      ]
    case .tab:
      show = [
        "// A tab's child: the next scene goes on the tab's own navigation stack.",
        "viewController?.navigationController?.pushViewController(destination, animated: true)",
      ]
    }
    let uikit = spec.ui == .uikit
    let routeBody: [String] =
      uikit
      ? [
        "#if canImport(UIKit)",
        "  // Replace with the next scene's configurator, then pass its data:",
        "  // passDataToNext(source: dataStore, destination: &destinationDataStore)",
        "  let destination = UIViewController()",
      ] + show.map { "  " + $0 } + ["#endif"]
      : [
        "// Build the next scene with its configurator, pass it the data store's values, and",
        "// show it (\(spec.navigation.phrase)).",
      ]
    return """
      \(Self.header)
      import Foundation
      \(uikit ? "\n#if canImport(UIKit)\n  import UIKit\n#endif\n" : "")
      /// Where the \(name) scene can go.
      @MainActor protocol \(routingLogic): AnyObject {
        func routeToNext()
      }

      /// Gives the router the interactor's data, to pass to the next scene.
      @MainActor protocol \(dataPassing): AnyObject {
        var dataStore: (any \(dataStore))? { get }
      }

      /// Navigation (\(spec.navigation.phrase)). Holds the view weakly: the view owns the router.
      @MainActor final class \(name)Router: \(routingLogic), \(dataPassing) {
        weak var viewController: \(view)?
        var dataStore: (any \(dataStore))?

        func routeToNext() {
      \(Self.indent(routeBody, 2))
        }
      }

      """
  }

  func configurator() -> String {
    let workers =
      ["interactor.worker = \(name)Worker()"]
      + (hasStore ? ["interactor.store = \(name)StoreWorker()"] : [])
    return """
      \(Self.header)
      import Foundation

      /// The one place the \(name) scene is wired: view → interactor → presenter → view, the
      /// router beside the view, the interactor as the router's data store.
      @MainActor enum \(name)Configurator {
        static func configure() -> \(view) {
          let viewController = \(view)()
          let interactor = \(name)Interactor()
          let presenter = \(name)Presenter()
          let router = \(name)Router()
          viewController.interactor = interactor
          viewController.router = router
          interactor.presenter = presenter
      \(Self.indent(workers, 2))
          presenter.viewController = viewController
          router.viewController = viewController
          router.dataStore = interactor
          return viewController
        }
      }

      """
  }
}
