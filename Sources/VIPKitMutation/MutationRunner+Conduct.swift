extension MutationRunner.Selection {
  /// One sentence for each test that depends on order or is flaky, as the text report and
  /// the page say it: the most, ten of each kind, then how many more the JSON report names.
  package var conductLines: [String] {
    var lines: [String] = []
    func add(_ sentences: [String], more kind: String) {
      lines += sentences.prefix(10)
      if sentences.count > 10 {
        lines.append("… and \(sentences.count - 10) more \(kind) (all in --format json).")
      }
    }
    add(
      (needsBefore ?? [:]).sorted { $0.key < $1.key }.map { test, company in
        "Order: \(test) fails alone; it ran after \(Self.list(company)) whenever it was "
          + "selected."
      }, more: "tests that fail alone")
    add(
      (failsAfter ?? [:]).sorted { $0.key < $1.key }.map { test, polluters in
        "Order: \(test) fails after \(Self.list(polluters, or: true)) (it passes alone and in "
          + "the whole suite); it ran apart from \(polluters.count == 1 ? "it" : "them")."
      }, more: "tests that fail after another")
    add(
      (flaky ?? []).map {
        "Flaky: \($0) failed and passed on the same code; its failures counted for nothing."
      }, more: "flaky tests")
    return lines
  }

  private static func list(_ tests: [String], or: Bool = false) -> String {
    guard tests.count > 1 else { return tests.first ?? "" }
    return tests.dropLast().joined(separator: ", ") + (or ? " or " : " and ")
      + tests[tests.count - 1]
  }
}
