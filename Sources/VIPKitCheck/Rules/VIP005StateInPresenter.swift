/// VIP005: state in the presenter. A presenter turns each response into a view model; what it
/// remembers between calls is a decision hiding where tests of text cannot see it.
struct StateInPresenter: Rule {
  let info = RuleInfo(
    id: "VIP005", name: "StateInPresenter",
    reason: "state in the presenter: it formats each response, it does not remember",
    fix: "Keep the value in the interactor (or its data store) and pass what the presenter "
      + "needs in the response.",
    exercise: "Exercises/11-the-unidirectional-rule")

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    for (type, _) in file.types(playing: [.presenter]) {
      for property in type.properties where property.isStored && !property.isLet {
        guard !property.isWeak else { continue }
        let text = (property.type ?? "") + " " + (property.initializer ?? "")
        // A reference to another role, or to any class or protocol of the app's (a
        // collaborator: a controller, a coordinator), a formatter, or a handler is not state.
        let named = RoleIndex.identifiers(in: text)
        if !file.index.references(inType: text).isEmpty || text.contains("Formatter")
          || text.contains("->") || named.first.map(file.index.referenceTypes.contains) == true
        {
          continue
        }
        findings.append(
          file.finding(
            info, at: property.token,
            "\(type.name).\(property.name) is state kept by the presenter: it should only "
              + "format the response it is given"))
      }
    }
    return findings
  }
}
