import Foundation
import VIPKitCore

/// The names that mark a role: type-name suffixes (`…Presenter`) and the conventional
/// protocols (`…PresentationLogic`), plus what a team adds for its own naming (`--names`).
package struct RoleNames: Sendable {
  /// Protocol suffixes, the longest first so that `DataPassing` wins over shorter ones.
  private(set) var protocols: [(suffix: String, role: Role, isDataStore: Bool)] = [
    ("DisplayLogic", .view, false), ("BusinessLogic", .interactor, false),
    ("PresentationLogic", .presenter, false), ("WorkerLogic", .worker, false),
    ("RoutingLogic", .router, false), ("DataPassing", .router, false),
    ("DataStore", .interactor, true),
    // The Input/Output naming: a scene's `…Input` is what that component implements, its
    // `…Output` what the next one in the cycle implements.
    ("ViewControllerInput", .view, false), ("ViewControllerOutput", .interactor, false),
    ("InteractorInput", .interactor, false), ("InteractorOutput", .presenter, false),
    ("PresenterInput", .presenter, false), ("PresenterOutput", .view, false),
    ("WorkerInput", .worker, false), ("RouterInput", .router, false),
  ]
  /// Concrete type suffixes, the longest first (`ViewController` before `View`).
  private(set) var types: [(suffix: String, role: Role)] = [
    ("ViewController", .view), ("Configurator", .configurator), ("Interactor", .interactor),
    ("Presenter", .presenter), ("Router", .router), ("Worker", .worker), ("View", .view),
  ]
  /// Framework types that are views (a router or presenter may hold them, weakly).
  static let frameworkViews: Set<String> = [
    "UIViewController", "NSViewController", "UITableViewController",
    "UICollectionViewController", "UINavigationController", "UIView", "NSView",
  ]
  /// Names that end like a role but are frameworks' own, never a scene's component.
  static let notRoles: Set<String> = ["View", "AnyView", "Presenter", "Worker", "Router"]

  package init() {}

  /// The names of a `--names` file: `{"interactor": ["UseCase"], "view": ["Screen"]}`, each
  /// entry a suffix that marks a type or a protocol of that role.
  package init(contentsOf url: URL) throws(Diagnostic) {
    self.init()
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw Diagnostic(.error, "could not read \(url.path): \(error.localizedDescription)")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Diagnostic(
        .error, "\(url.path) is not a JSON object",
        notes: ["Write it as {\"interactor\": [\"UseCase\"], \"view\": [\"Screen\"]}."])
    }
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      guard let role = Role(rawValue: key) else {
        throw Diagnostic(
          .error, "\(url.path): '\(key)' is not a role",
          notes: ["Use one of: \(Role.allCases.map(\.rawValue).joined(separator: ", "))."])
      }
      guard let suffixes = value as? [String], suffixes.allSatisfy({ !$0.isEmpty }) else {
        throw Diagnostic(
          .error, "\(url.path): '\(key)' must be a list of name suffixes, like [\"UseCase\"]")
      }
      for suffix in suffixes {
        protocols.append((suffix, role, false))
        types.append((suffix, role))
      }
    }
    protocols.sort { $0.suffix.count > $1.suffix.count }
    types.sort { $0.suffix.count > $1.suffix.count }
  }

  /// Protocol suffixes only Clean Swift writes: a type conforming to one is part of a VIP
  /// scene. Left out because other patterns name protocols so too: `…DataStore`,
  /// `…WorkerLogic`, and VIPER's `…InteractorInput`, `…InteractorOutput`, `…PresenterInput`.
  static let cleanSwiftProtocols = [
    "DisplayLogic", "BusinessLogic", "PresentationLogic", "RoutingLogic", "DataPassing",
    "ViewControllerInput", "ViewControllerOutput", "PresenterOutput",
  ]

  /// Whether `name` is a Clean Swift protocol's (`ListOrdersBusinessLogic`).
  func isCleanSwiftProtocol(_ name: String) -> Bool {
    Self.cleanSwiftProtocols.contains { name.hasSuffix($0) && name != $0 }
  }

  /// `ListOrdersInteractor` → `ListOrders`: a scene's name, from one of its types.
  func sceneName(of type: String) -> String {
    guard let match = types.first(where: { type.hasSuffix($0.suffix) && type != $0.suffix })
    else { return type }
    return String(type.dropLast(match.suffix.count))
  }

  /// The role a concrete type's name marks: type suffixes only (`OrdersCoreDataStore` is a
  /// store, not an interactor's `…DataStore` protocol).
  func typeReference(forName name: String) -> RoleReference? {
    if Self.frameworkViews.contains(name) {
      return RoleReference(role: .view, isConcrete: true, isFramework: true, name: name)
    }
    guard !Self.notRoles.contains(name),
      let match = types.first(where: { name.hasSuffix($0.suffix) && name != $0.suffix })
    else { return nil }
    return RoleReference(role: match.role, isConcrete: true, name: name)
  }

  /// The role a name's suffix marks, protocols' suffixes first.
  func reference(forName name: String) -> RoleReference? {
    if Self.frameworkViews.contains(name) {
      return RoleReference(role: .view, isConcrete: true, isFramework: true, name: name)
    }
    guard !Self.notRoles.contains(name) else { return nil }
    if let match = protocols.first(where: { name.hasSuffix($0.suffix) && name != $0.suffix }) {
      return RoleReference(
        role: match.role, isConcrete: false, isDataStore: match.isDataStore, name: name)
    }
    if let match = types.first(where: { name.hasSuffix($0.suffix) && name != $0.suffix }) {
      return RoleReference(role: match.role, isConcrete: true, name: name)
    }
    return nil
  }
}
