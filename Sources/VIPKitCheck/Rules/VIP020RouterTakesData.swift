import VIPKitSyntax

/// VIP020: the router is handed data. In VIP data crosses scenes through data stores: the
/// router reads what it passes from its scene's data store (the interactor, which decided it)
/// and writes it into the next scene's. A `routeTo…` method that takes the data instead
/// (`routeToDetail(product:)`) lets whoever calls it (the view) choose what to pass, and the
/// data skips the data store the interactor keeps. Found by a student trying exercise 06, whose
/// view kept its own copy of the products and handed the chosen one to the router.
///
/// What it looks for, in the own code of a router that has a data store: a `func routeTo…`
/// with a parameter whose type is not `UIStoryboardSegue` (the Clean Swift template's
/// `routeToShowOrder(segue:)`). A router with no data store is left alone: it was designed to
/// be handed what it passes.
struct RouterTakesData: Rule {
  let info = RuleInfo(
    id: "VIP020", name: "RouterTakesData",
    reason: "the router is handed data: it reads what it passes from its data store",
    fix: "Take the parameter off; let the interactor keep what it decided in its data store, "
      + "and the router read it there (router.dataStore) to pass it on.",
    exercise: "Exercises/06-router-and-data-store")

  /// The parameter types of Clean Swift's template, the one a `routeTo…` may take.
  static let segueTypes: Set<String> = [
    "UIStoryboardSegue", "UIStoryboardSegue?", "UIStoryboardSegue!",
  ]

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    let outline = file.outline
    // Only a router that has a data store bypasses it: one built without (a router handed
    // view models by design, as in HotelsDemo) passes data the only way it has.
    for (type, _) in file.types(playing: [.router])
    where !file.properties(of: type, matching: { $0.isDataStore || $0.role == .interactor })
      .isEmpty
    {
      for index in type.ownTokens where outline.text(index) == "func" {
        guard let header = DeclarationParser.header(at: index, in: outline),
          case .function(let function) = header.member, function.name.hasPrefix("routeTo"),
          let data = function.parameters.first(where: { !Self.segueTypes.contains($0.type) })
        else { continue }
        findings.append(
          file.finding(
            info, at: index + 1,
            "\(type.name).\(function.name) is handed \(data.name): \(data.type): the router "
              + "reads what it passes from its data store, what the interactor decided"))
      }
    }
    return CheckedFile.onePerLine(findings)
  }
}
