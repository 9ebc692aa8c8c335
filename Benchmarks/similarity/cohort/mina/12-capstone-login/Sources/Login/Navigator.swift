/// Shows screens (a navigation controller on iOS), given: the router pushes Home through it.
@MainActor protocol Navigator: AnyObject {
  func push(_ screen: AnyObject)
}
