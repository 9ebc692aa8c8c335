import Testing
import UIKit
import VIPKitScenarios

@testable import Products

/// The list on the whole of its domain: catalogues of no, one or several products (two
/// alike included, names in any script), taps on every row, on rows before the first and
/// past the last, and Back from a detail to tap again. What is seen is only what the README
/// fixes: the rows, the screen on top, and the product the pushed detail holds, whatever the
/// scene's design.
@Suite("Product list scenarios")
@MainActor
struct ProductListScenarioTests {
  @Test("the list takes every recorded scenario as the exercise does")
  func recordedScenarios() async {
    await Scenarios.check(ProductListScenarios.self)
  }
}

/// A navigation controller on screen: a screen pushed onto it loads its view as it is
/// pushed, as UIKit's does (so the detail reads its data store then, not later).
final class OnScreenNavigationController: UINavigationController {
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    super.pushViewController(viewController, animated: animated)
    viewController.loadViewIfNeeded()
  }
}

/// The app's navigation controller, with the list at its root once it is opened.
@MainActor final class ProductListRig {
  var navigation: OnScreenNavigationController?
  weak var list: ProductListViewController?
}

@MainActor enum ProductListScenarios: ScenarioModel {
  struct Item: Codable, Sendable, Equatable {
    var name: String
    var price: String
  }

  enum Step: Codable, Sendable, Equatable {
    /// The app opens the list on a catalogue.
    case open([Item])
    /// The user taps the row at `index` (as the table reports it; a row that is not there
    /// included).
    case tap(Int)
    /// The user taps Back.
    case back
  }

  static var steps: Gen<[Step]> {
    let item = Gen<String>.oneOf([.element(of: ["Kettle", "Toaster", "Kettle"]), .word, .text])
      .and(Gen<String>.element(of: ["€25.00", "€30.00", "€0.00", "¥1,500"])).map {
        Item(name: $0.0, price: $0.1)
      }
    let catalogue = Gen<[Item]>.oneOf([
      .always([Item(name: "Kettle", price: "€25.00"), Item(name: "Toaster", price: "€30.00")]),
      item.listWithRepeats(0...4),
    ])
    let tap = Gen<Int>.oneOf([.int(0...2), .around([0, 1, 2, 3])]).map { Step.tap($0) }
    let action = Gen<[Step]>.oneOf([
      tap.map { [$0] }, tap.map { [$0, .back] }, .always([.back]),
    ])
    return catalogue.and(action.list(1...5)).map { [.open($0.0)] + $0.1.flatMap { $0 } }
  }

  static func makeRig() -> ProductListRig { ProductListRig() }

  static func perform(_ step: Step, on rig: ProductListRig) async -> [Fact] {
    switch step {
    case .open(let items):
      let list = ProductListViewController(
        products: items.map { Product(name: $0.name, priceText: $0.price) })
      rig.navigation = OnScreenNavigationController(rootViewController: list)
      rig.list = list
      list.loadViewIfNeeded()
    case .tap(let index):
      guard let list = rig.list, rig.navigation?.topViewController === list else {
        return [Fact("the list", "is not on top")]
      }
      list.didSelectRow(at: index)
    case .back:
      guard let navigation = rig.navigation, navigation.viewControllers.count > 1 else {
        return [Fact("the screen on top", "has no Back button: it is the first")]
      }
      _ = navigation.popViewController(animated: false)
    }
    await Scenarios.settle()
    var facts: [Fact] = []
    if case .open = step, let list = rig.list {
      facts.append(
        Fact("the rows read", list.rows.isEmpty ? "(no rows)" : list.rows.joined(separator: " | ")))
    }
    let top = rig.navigation?.topViewController
    switch top {
    case let detail as ProductDetailViewController:
      let product = detail.product.map { "«\($0.name)», \($0.priceText)" } ?? "no product"
      facts.append(
        Fact(
          "the screen on top", "the detail of \(product), titled «\(detail.nameLabel.text ?? "")»"))
    case let screen? where screen === rig.list:
      facts.append(Fact("the screen on top", "the list"))
    default:
      facts.append(Fact("the screen on top", "another screen"))
    }
    facts.append(Fact("the screens on the stack", "\(rig.navigation?.viewControllers.count ?? 0)"))
    return facts
  }

  static func describe(_ step: Step) -> String {
    switch step {
    case .open(let items):
      let listed = items.map { "«\($0.name)» at \($0.price)" }.joined(separator: ", ")
      return "The app opens the list on \(items.isEmpty ? "an empty catalogue" : listed)."
    case .tap(let index): return "The user taps row \(index) (counting from 0)."
    case .back: return "The user taps Back."
    }
  }

  static func reason(for subject: String) -> String {
    switch subject {
    case "the rows read":
      "one row per product, in the catalogue's order, «name — price», two alike included (the README's «What the list must do»)"
    case "the screen on top", "the screens on the stack":
      "a tap on a row pushes that row's product's detail, already holding it when it is pushed (its view loads then); a tap on a row that does not exist (before the first or past the last) shows nothing and pushes nothing, whatever was tapped before (the README's «What the list must do»)"
    default:
      "that is what the README asks for"
    }
  }
}
