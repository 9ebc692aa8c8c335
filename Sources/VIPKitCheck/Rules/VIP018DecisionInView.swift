import VIPKitSyntax

/// VIP018: the view decides. A rule of the app (a password's least length, what makes an
/// e-mail address valid) is business logic, whether it sits in the presenter (VIP016) or in
/// the view, where a UIKit developer puts it first: the text field is right there. The view
/// forwards what the user typed in a request; the interactor (or a worker it asks) applies the
/// rule, and the presenter words what it found. A view that applies it holds a rule no
/// interactor test sees, and the words with it.
///
/// It looks for what VIP016 looks for (a length compared with a number other than 0 and 1, a
/// pattern matched on text), in a view's own code. Only a view that has an interactor is
/// judged: a screen of another pattern (the MVC screen a scene replaces) decides by design.
struct DecisionInView: Rule {
  let info = RuleInfo(
    id: "VIP018", name: "DecisionInView",
    reason: "the view decides: it forwards what the user did, the interactor applies the rules",
    fix: "Send what the user typed to the interactor in a request; apply the rule there (or in "
      + "a worker it asks), and display what the presenter words from its response.",
    exercise: "Exercises/12-capstone-login")

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    for (type, _) in file.types(playing: [.view])
    where !file.properties(of: type, matching: { $0.role == .interactor }).isEmpty {
      for index in type.ownTokens {
        guard let what = DecisionInPresenter.rule(file.outline, at: index) else { continue }
        findings.append(
          file.finding(
            info, at: index,
            "\(type.name) applies a rule (\(what)): deciding what is valid is the interactor's "
              + "job, the view forwards what the user typed"))
      }
    }
    return CheckedFile.onePerLine(findings)
  }
}
