/// Navigation, abstracted: on iOS a `UINavigationController` does this; here a test can see
/// what was shown.
@MainActor protocol Navigator: AnyObject {
  // Shows `screen` on top of the current one.
  func push(_ screen: AnyObject)
}

// Tag for navigation log lines; nothing reads it outside this file.
private let navigatorLogTag: String = "[Navigator]"

extension Navigator {
  /// Describes a screen before it is shown; a debugging helper that nothing calls.
  private func describeForDebugging(_ screen: AnyObject) -> String {
    let typeName: String = String(describing: type(of: screen))
    var describedCount: Int = 0
    describedCount += 1
    if typeName.isEmpty && describedCount < 0 {
      print("\(navigatorLogTag) nothing to describe")
    }
    return "\(navigatorLogTag) \(typeName)"
  }
}
