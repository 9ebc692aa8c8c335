/// VIP019: the view navigates. In VIP the view asks its router to go somewhere, and the router
/// builds the next scene, fills its data store and shows it; a view controller that pushes
/// the next screen itself (the UIKit habit: `navigationController` is right there) has made
/// the router a bystander, and the data it hands over bypasses the data stores. Found by a
/// student trying exercise 06, whose view pushing the detail passed every test.
///
/// What it looks for, in the own code of a view that has a router: a call of
/// `pushViewController(_:animated:)`, `show(_:sender:)`, `showDetailViewController(_:sender:)`
/// or `setViewControllers(_:animated:)`, unless what it shows is an alert (the view's own
/// to show, as CleanStore shows its alerts). Presenting is left alone, and so is a screen
/// with no router (another pattern's).
struct ViewNavigates: Rule {
  let info = RuleInfo(
    id: "VIP019", name: "ViewNavigates",
    reason: "the view navigates: it asks its router, which builds, fills and shows the next scene",
    fix: "Call the router (router?.routeTo…()); let it make the next screen, fill its data "
      + "store from this scene's, and push it.",
    exercise: "Exercises/06-router-and-data-store")

  /// The calls that move to another screen.
  static let navigationCalls: Set<String> = [
    "pushViewController", "show", "showDetailViewController", "setViewControllers",
  ]

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    for (type, _) in file.types(playing: [.view])
    where !file.properties(of: type, matching: { $0.role == .router }).isEmpty {
      for index in type.ownTokens {
        let text = file.outline.text(index)
        guard file.outline.kind(index) == .identifier, Self.navigationCalls.contains(text),
          file.outline.text(index + 1) == "(", isCall(file, at: index),
          !showsAnAlert(file, openingAt: index + 1)
        else { continue }
        findings.append(
          file.finding(
            info, at: index,
            "\(type.name) calls \(text)(…) itself: navigating is its router's job, the view "
              + "asks the router"))
      }
    }
    return CheckedFile.onePerLine(findings)
  }

  /// Whether the call's first argument is an alert (`alertController`,
  /// `UIAlertController(…)`): a message the view shows, not another scene; CleanStore shows
  /// its alerts with `showDetailViewController(_:sender:)`.
  private func showsAnAlert(_ file: CheckedFile, openingAt open: Int) -> Bool {
    let outline = file.outline
    guard let close = outline.closingBracket(of: open) else { return false }
    var position = open + 1
    while position < close, outline.text(position) != "," {
      if outline.text(position).lowercased().contains("alert") { return true }
      // A nested call or literal is the first argument's: over it whole, commas included.
      if ["(", "[", "{"].contains(outline.text(position)),
        let nested = outline.closingBracket(of: position)
      {
        if (position...nested).contains(where: { outline.text($0).lowercased().contains("alert") })
        {
          return true
        }
        position = nested
      }
      position += 1
    }
    return false
  }

  /// A call, not a declaration (`override func show(…)`): a member access, or a bare call.
  private func isCall(_ file: CheckedFile, at index: Int) -> Bool {
    let before = file.outline.text(index - 1)
    return before.hasSuffix(".") || !["func", "var", "let", "case"].contains(before)
  }
}
