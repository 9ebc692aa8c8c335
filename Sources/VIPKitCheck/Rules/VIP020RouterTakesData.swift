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

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    let outline = file.outline
    // Only a router that has a data store bypasses it: one built without (a router handed
    // view models by design, as in HotelsDemo) passes data the only way it has.
    for (type, _) in file.types(playing: [.router])
    where !file.properties(of: type, matching: { $0.isDataStore || $0.role == .interactor })
      .isEmpty
    {
      let tokens = type.ownTokens
      for (offset, index) in tokens.enumerated() where outline.text(index) == "func" {
        guard offset + 2 < tokens.count else { continue }
        let name = outline.text(index + 1)
        guard name.hasPrefix("routeTo"), outline.text(index + 2) == "(" else { continue }
        for parameter in Self.parameters(outline, openingAt: index + 2)
        where !["UIStoryboardSegue", "UIStoryboardSegue?", "UIStoryboardSegue!"].contains(
          parameter.type)
        {
          findings.append(
            file.finding(
              info, at: index + 1,
              "\(type.name).\(name) is handed \(parameter.label): \(parameter.type): the router "
                + "reads what it passes from its data store, what the interactor decided"))
          break
        }
      }
    }
    return CheckedFile.onePerLine(findings)
  }

  /// The parameters between the parentheses at `open`: each one's first name and its type as
  /// written (tokens joined).
  static func parameters(_ outline: SwiftOutline, openingAt open: Int) -> [(
    label: String, type: String
  )] {
    var found: [(label: String, type: String)] = []
    var depth = 0
    var position = open
    var label: String?
    var type: [String] = []
    var inType = false
    func finish() {
      if let label, !type.isEmpty { found.append((label, type.joined())) }
      label = nil
      type = []
      inType = false
    }
    while position < outline.tokens.count {
      let text = outline.text(position)
      if ["(", "[", "<"].contains(text) { depth += 1 }
      if [")", "]", ">"].contains(text) { depth -= 1 }
      if depth == 0 {
        finish()
        break
      }
      if depth == 1, text == "," {
        finish()
      } else if depth == 1, text == ":", !inType {
        inType = true
      } else if inType {
        if !(depth == 1 && text == "=") { type.append(text) } else { inType = false }
      } else if position > open, label == nil, outline.kind(position) == .identifier {
        label = text
      }
      position += 1
    }
    return found
  }
}
