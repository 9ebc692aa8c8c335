/// Finds the stored property that holds a role when it is not under one of the names
/// `VIPNames` lists: a student who designs a scene, or a team with its own conventions, names
/// the view's interactor `output` or `businessLogic`, and the check must still find it.
///
/// The property's declared type is read first (reflection keeps it: `Optional<LoginBusinessLogic>`
/// for `var output: (any LoginBusinessLogic)?`), because the protocol is what the Clean Swift
/// templates name after the role; then the type of the object it holds (`…Interactor`). Only
/// a single match counts: two properties that could both be the presenter are a question the
/// harness does not answer by guessing.
enum RoleProperty {
  /// The protocol suffixes that name each role in a property's declared type.
  static func protocolSuffixes(of role: VIPRole) -> [String] {
    switch role {
    case .viewController: ["DisplayLogic", "ViewController"]
    case .interactor: ["BusinessLogic", "Interactor"]
    case .presenter: ["PresentationLogic", "Presenter"]
    case .router: ["RoutingLogic", "Router"]
    case .worker: ["WorkerLogic", "Worker"]
    case .dataStore: ["DataStore"]
    }
  }

  /// The one stored property of `holder` whose declared type, else whose object, says
  /// `role`; `nil` when none or several do.
  static func find(_ role: VIPRole, in holder: AnyObject) -> (label: String, value: Any?)? {
    let properties = Reflection.storedProperties(of: holder)
    let suffixes = protocolSuffixes(of: role)
    let declared = properties.filter { property in
      typeNames(in: String(describing: type(of: property.value))).contains { name in
        suffixes.contains { name.hasSuffix($0) }
      }
    }
    if declared.count == 1, let match = declared.first {
      return (Reflection.displayName(of: match.label), Reflection.unwrapped(match.value))
    }
    guard declared.isEmpty else { return nil }
    let held = properties.filter { property in
      guard let value = Reflection.unwrapped(property.value),
        let object = Reflection.object(in: value)
      else { return false }
      let name = Reflection.typeName(of: object)
      return suffixes.contains { name.hasSuffix($0) }
    }
    guard held.count == 1, let match = held.first else { return nil }
    return (Reflection.displayName(of: match.label), Reflection.unwrapped(match.value))
  }

  /// The type names a declared type is made of: `Optional<A & B>` gives `A` and `B`, without
  /// module prefixes or generic arguments.
  static func typeNames(in declared: String) -> [String] {
    var text = Substring(declared)
    while let open = text.firstIndex(of: "<"), text.hasSuffix(">"),
      ["Optional", "Swift.Optional", "ImplicitlyUnwrappedOptional"].contains(
        String(text[..<open]))
    {
      text = text[text.index(after: open)..<text.index(before: text.endIndex)]
    }
    return text.split(separator: "&").map { part in
      var name = part.trimmed(of: " ()")
      if name.hasPrefix("any ") { name.removeFirst(4) }
      if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
      return String(name.split(separator: ".").last ?? Substring(name))
    }
  }
}

extension StringProtocol {
  fileprivate func trimmed(of set: String) -> String {
    var result = Substring(self)
    while let first = result.first, set.contains(first) { result.removeFirst() }
    while let last = result.last, set.contains(last) { result.removeLast() }
    return String(result)
  }
}
