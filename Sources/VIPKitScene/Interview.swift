/// The VIP template's three questions before a scene is written: its purpose, its data and
/// its navigation, one keystroke each, the default taken on Enter.
package enum Interview {
  /// One question: what is asked, and the answers by key (`1`…), the first the default.
  struct Question<Answer> {
    var title: String
    var answers: [(label: String, value: Answer)]
  }

  /// Asks the three questions through `write`, reading one key each with `read` (`nil` when
  /// input ends: the defaults are taken). Returns `spec` with the answers.
  package static func run(
    _ spec: SceneSpec, read: () -> Character?, write: (String) -> Void
  ) -> SceneSpec {
    var spec = spec
    spec.purpose = ask(
      Question(
        title: "Purpose",
        answers: [
          ("display data", .display), ("form input", .form), ("navigation hub", .hub),
          ("action flow", .flow),
        ]), read: read, write: write)
    spec.data = ask(
      Question(
        title: "Data",
        answers: [
          ("fetch from an API", .api), ("local storage", .local), ("user input only", .input),
          ("multiple sources", .multiple),
        ]), read: read, write: write)
    spec.navigation = ask(
      Question(
        title: "Navigation",
        answers: [
          ("push a detail", .push), ("present modally", .modal), ("replace the root", .replaceRoot),
          ("tab child", .tab),
        ]), read: read, write: write)
    return spec
  }

  /// Shows the question and reads keys until one names an answer (Enter: the default).
  static func ask<Answer>(
    _ question: Question<Answer>, read: () -> Character?, write: (String) -> Void
  ) -> Answer {
    let choices = question.answers.enumerated().map { index, answer in
      "[\(index + 1)] \(answer.label)\(index == 0 ? " (default)" : "")"
    }
    write("\(question.title)? " + choices.joined(separator: "  ") + "  ")
    while let key = read() {
      if key == "\n" || key == "\r" { break }
      if let number = key.wholeNumberValue, (1...question.answers.count).contains(number) {
        let answer = question.answers[number - 1]
        write("\(answer.label)\n")
        return answer.value
      }
    }
    write("\(question.answers[0].label)\n")
    return question.answers[0].value
  }
}
