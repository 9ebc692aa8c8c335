/// Navigation, abstracted: on iOS a `UINavigationController` does this; here a test can see
/// what was shown.
@MainActor protocol Navigator: AnyObject {
  func push(_ screen: AnyObject)
}
