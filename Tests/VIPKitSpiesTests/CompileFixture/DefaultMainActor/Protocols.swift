/// A scene in a module whose default isolation is the main actor (Xcode 26 app targets):
/// none of its protocols says @MainActor, all of them are, and so must their spies be.
import Foundation

protocol ListBusinessLogic: AnyObject {
  func load(request: String)
}

protocol ListPresentationLogic: AnyObject {
  func present(items: [String])
}

protocol ListWorking {
  func fetch() async throws -> [String]
}

final class ListInteractor: ListBusinessLogic {
  var presenter: (any ListPresentationLogic)?
  var worker: any ListWorking
  init(worker: any ListWorking) { self.worker = worker }
  func load(request: String) {
    Task {
      let items = (try? await worker.fetch()) ?? []
      presenter?.present(items: items)
    }
  }
}
