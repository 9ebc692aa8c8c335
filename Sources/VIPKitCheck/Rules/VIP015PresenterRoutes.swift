/// VIP015: the presenter routes. A presenter turns responses into view models; whether to go
/// to another screen is decided before it (by the interactor, or the view on a view model) and
/// done by the router, which the view owns. A presenter that holds or calls a router moves
/// navigation into formatting, where no test of the view models sees it.
struct PresenterRoutes: Rule {
  let info = RuleInfo(
    id: "VIP015", name: "PresenterRoutes",
    reason: "the presenter routes: it formats view models, the view asks its router to navigate",
    fix: "Remove the presenter's router; present a view model that says what happened, and "
      + "let the view call router?.routeTo…() on it.",
    exercise: "Exercises/06-router-and-data-store")

  func check(_ file: CheckedFile) -> [Finding] {
    var findings = file.holdsOrCalls(
      info, from: [.presenter], matching: { $0.role == .router && !$0.isFramework },
      holds: { type, property, _ in
        "\(type).\(property) holds a router: the presenter formats, it does not navigate"
      },
      uses: { type, property in
        "\(type) navigates through \(property): the presenter formats, it does not navigate"
      })
    // `viewController?.router?.routeToDetail()`, `routeToDetail()` on any receiver: a
    // routing call made from the presenter, whoever holds the router.
    for (type, _) in file.types(playing: [.presenter]) {
      for index in type.ownTokens {
        let text = file.outline.text(index)
        guard file.outline.kind(index) == .identifier, text.hasPrefix("routeTo"),
          file.outline.text(index + 1) == "(", file.outline.text(index - 1).hasSuffix(".")
        else { continue }
        findings.append(
          file.finding(
            info, at: index,
            "\(type.name) calls \(text)(): the presenter formats, it does not navigate"))
      }
    }
    return CheckedFile.onePerLine(findings)
  }
}
