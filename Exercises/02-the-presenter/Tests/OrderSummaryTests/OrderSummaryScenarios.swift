import Foundation
import Testing
import VIPKitScenarios

@testable import OrderSummary

/// The presenter on the whole of its domain: responses drawn beyond the README's examples
/// (counts at and around 0 and 1, below zero and large; currencies with 0, 2 and 3 decimals,
/// zero, large sums and refunds; delivery instants at month and year ends, on 29 February and
/// near midnight), one after another, with the device's time zone changed between them.
/// What is seen is only what the README fixes: the view models the view is given.
@Suite("OrderSummary scenarios")
@MainActor
struct OrderSummaryScenarioTests {
  @Test("the presenter formats every recorded scenario as the exercise does")
  func recordedScenarios() async {
    await Scenarios.check(OrderSummaryScenarios.self)
  }
}

/// The presenter, made on first use, and the spy in place of its view.
@MainActor final class OrderSummaryRig {
  let view = OrderSummaryDisplayLogicSpy()
  lazy var scene: OrderSummaryPresenter = {
    let presenter = OrderSummaryPresenter()
    presenter.viewController = view
    return presenter
  }()
}

@MainActor enum OrderSummaryScenarios: ScenarioModel {
  enum Step: Codable, Sendable, Equatable {
    /// The interactor presents a response (the total as a decimal literal, the date in
    /// seconds since 1970).
    case present(items: Int, total: String, currency: String, deliveredAt: Int)
    /// The device's time zone is changed (the user flies, or changes the settings).
    case deviceTimeZone(String)
  }

  static var steps: Gen<[Step]> {
    let present = Gen<Int>.around([0, 1, 2]).and(Gen<Money>.money).and(Gen<Date>.instant).map {
      counted, delivery in
      let (items, price) = counted
      return Step.present(
        items: items, total: "\(price.amount)", currency: price.currencyCode,
        deliveredAt: Int(delivery.timeIntervalSince1970))
    }
    let zone = Gen<String>.timeZoneIdentifier.map { Step.deviceTimeZone($0) }
    // Each response, or a change of time zone and then a response: a change alone shows
    // nothing.
    let moment = Gen<[Step]>.oneOf([
      present.map { [$0] }, zone.and(present).map { [$0.0, $0.1] },
    ])
    // Drawn from a small pool, so that the same response comes back.
    return moment.listWithRepeats(1...3).map { $0.flatMap { $0 } }
  }

  /// The scene is made when the first response comes, so a time zone set before it is the
  /// device's from the start (as when the app is opened abroad).
  static func makeRig() -> OrderSummaryRig {
    DeviceTimeZone.reset()
    return OrderSummaryRig()
  }

  static func perform(_ step: Step, on rig: OrderSummaryRig) async -> [Fact] {
    switch step {
    case .deviceTimeZone(let identifier):
      DeviceTimeZone.set(identifier)
      return []
    case .present(let items, let total, let currency, let deliveredAt):
      let before = rig.view.displaySummaryReceivedInvocations.count
      rig.scene.presentSummary(
        response: OrderSummary.Load.Response(
          itemCount: items, total: Decimal(string: total) ?? 0, currencyCode: currency,
          deliveryDate: Date(timeIntervalSince1970: TimeInterval(deliveredAt))))
      let shown = rig.view.displaySummaryReceivedInvocations.dropFirst(before)
      return shown.flatMap { viewModel in
        [
          Fact("the items read", spaced(viewModel.itemsText)),
          Fact("the total reads", spaced(viewModel.totalText)),
          Fact("the delivery reads", spaced(viewModel.deliveryText)),
        ]
      }
    }
  }

  /// Text with its no-break spaces written as spaces: where a formatter puts one (`KWD 1.250`)
  /// depends on the platform's Unicode data, not on the student's code.
  private static func spaced(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{00A0}", with: " ")
      .replacingOccurrences(of: "\u{202F}", with: " ")
  }

  static func describe(_ step: Step) -> String {
    switch step {
    case .deviceTimeZone(let identifier):
      return "The device's time zone is set to \(identifier)."
    case .present(let items, let total, let currency, let deliveredAt):
      let when = Date(timeIntervalSince1970: TimeInterval(deliveredAt))
      return
        "The interactor presents an order of \(items) item(s), total \(total) \(currency), delivered at \(utc.string(from: when)) UTC."
    }
  }

  private static let utc: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEEE yyyy-MM-dd HH:mm:ss"
    return formatter
  }()

  static func reason(for subject: String) -> String {
    switch subject {
    case "the items read":
      "the count reads \"No items\" for 0, \"1 item\" for 1, and \"n items\" in plain digits for any other count (the README's task, step 1)"
    case "the total reads":
      "money is written in the response's currency, in the locale en_US, with that currency's own decimals and a minus for a refund, the same on every device (step 2)"
    case "the delivery reads":
      "the day is the day in UTC, named in en_US_POSIX, whatever the device's time zone and whatever day it is today (step 3)"
    default:
      "the presenter displays every response it is given, once, the same one twice included: it keeps no state"
    }
  }
}
