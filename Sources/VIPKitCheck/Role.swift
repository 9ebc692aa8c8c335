/// The part a type plays in a VIP scene, as `vipkit check` recognises it.
package enum Role: String, Sendable, CaseIterable, Codable {
  case view, interactor, presenter, worker, router, configurator
}

/// What a name in a type annotation stands for, as far as roles go.
package struct RoleReference: Sendable, Equatable {
  package var role: Role
  /// A concrete type (`LoginPresenter`), not a protocol (`LoginPresentationLogic`).
  package var isConcrete: Bool
  /// The interactor seen as its data store (`LoginDataStore`): what a router may read.
  package var isDataStore = false
  /// A framework type (`UIViewController`), not one of the app's.
  package var isFramework = false
  /// A struct or enum declared in the checked files: a value, not a component of the cycle.
  package var isValueType = false
  /// A protocol whose role comes from its conformers, not its name (`ExploreWorkerDelegate`,
  /// adopted by the interactor): it ties a scene together but makes no file that role's.
  package var isInferred = false
  /// The name as written.
  package var name: String
}
