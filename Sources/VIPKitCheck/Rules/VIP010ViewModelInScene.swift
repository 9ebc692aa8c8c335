/// VIP010: an MVVM view model in a VIP scene. An observable view model mixes the interactor's
/// decisions with the presenter's formatting, the split VIP exists to make.
struct ViewModelInScene: Rule {
  let info = RuleInfo(
    id: "VIP010", name: "ViewModelInScene",
    reason: "an MVVM view model in a VIP scene: decisions and formatting in one object",
    fix: "Split it: decisions go to the interactor, formatting to the presenter; the view "
      + "displays plain ViewModel structs.",
    exercise: "Exercises/09-from-mvc-to-vip")

  func check(_ file: CheckedFile) -> [Finding] {
    guard file.isInScene else { return [] }
    return file.outline.types.compactMap { type in
      guard type.keyword == "class", type.name.hasSuffix("ViewModel"),
        type.inherited.contains(where: { $0.hasSuffix("ObservableObject") })
          || type.attributes.contains("@Observable")
      else { return nil }
      guard
        let nameToken = type.body.lowerBound > 0
          ? (0..<type.body.lowerBound).last(where: { file.outline.text($0) == type.name }) : nil
      else { return nil }
      return file.finding(
        info, at: nameToken,
        "\(type.name) is an observable view model in a VIP scene: it mixes the interactor's "
          + "decisions with the presenter's formatting")
    }
  }
}
