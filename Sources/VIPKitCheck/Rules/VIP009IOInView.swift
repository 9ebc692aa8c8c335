import VIPKitSyntax

/// VIP009: I/O in the view. Network, files and databases belong in workers, behind the
/// interactor; a view that fetches cannot be tested without them.
struct IOInView: Rule {
  let info = RuleInfo(
    id: "VIP009", name: "IOInView",
    reason: "I/O in the view: it displays and forwards, workers fetch and store",
    fix: "Send a request to the interactor; do the I/O in a worker behind a WorkerLogic protocol.",
    exercise: "Exercises/03-the-interactor")

  func check(_ file: CheckedFile) -> [Finding] {
    file.uses(
      info, in: [.view], matching: { IOCalls.match(file.outline, $0) },
      message: { type, what in "\(type) does I/O with \(what): that is a worker's job" })
  }
}

/// The names that mean network, file or database work.
enum IOCalls {
  static let types: Set<String> = [
    "URLSession", "FileManager", "UserDefaults", "FileHandle", "NSManagedObjectContext",
    "NSPersistentContainer", "NSFetchRequest", "NSUbiquitousKeyValueStore",
  ]

  /// What the token at `index` does, when it is I/O: a type above, `Data(contentsOf:)`,
  /// `String(contentsOf:)`, an `sqlite3_` call.
  static func match(_ outline: SwiftOutline, _ index: Int) -> String? {
    guard outline.kind(index) == .identifier, outline.text(index - 1) != "." else { return nil }
    let text = outline.text(index)
    if types.contains(text) { return text }
    if text.hasPrefix("sqlite3_") { return text }
    if text == "Data" || text == "String", outline.text(index + 1) == "(",
      outline.text(index + 2) == "contentsOf" || outline.text(index + 2) == "contentsOfFile"
    {
      return "\(text)(\(outline.text(index + 2)):)"
    }
    return nil
  }
}
