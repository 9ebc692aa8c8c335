import Foundation
import Testing
import VIPKit

@testable import OrderSummary

/// The presenter alone, with a spy in place of the view: given a response, the view must
/// receive exactly the text to show.
@Suite("OrderSummaryPresenter")
@MainActor
struct OrderSummaryPresenterTests {
  @Test(
    "the item count reads as a person would say it",
    arguments: [
      (0, "No items", "Nothing in the basket reads \"No items\", not \"0 items\"."),
      (1, "1 item", "One is singular: \"1 item\", not \"1 items\"."),
      (3, "3 items", "More than one is plural: \"3 items\"."),
    ])
  func itemCount(count: Int, expected: String, why: Comment) {
    let view = present(Self.response(itemCount: count))
    #expect(view.displaySummaryReceivedViewModel?.itemsText == expected, why)
  }

  @Test(
    "the total is money in the order's currency, formatted the same on every machine",
    arguments: [
      ("12.5", "EUR", "€12.50", "Two decimals and the currency's symbol: €12.50, not 12.5."),
      (
        "1234.5", "USD", "$1,234.50", "Use the response's currency, and group thousands: $1,234.50."
      ),
    ])
  func total(amount: String, currency: String, expected: String, why: Comment) {
    let view = present(Self.response(total: Decimal(string: amount) ?? 0, currencyCode: currency))
    #expect(
      view.displaySummaryReceivedViewModel?.totalText == expected,
      "\(why) A total formatted in the device's own locale reads differently on every phone: what the view shows is the presenter's to fix."
    )
  }

  @Test("the delivery day is named in UTC, whatever the machine's time zone")
  func deliveryDay() {
    // 26 November 2026 at 23:30 UTC: already Friday east of Greenwich, still Thursday in UTC.
    let lateThursday = Date(timeIntervalSince1970: 1_795_735_800)
    let view = present(Self.response(deliveryDate: lateThursday))
    #expect(
      view.displaySummaryReceivedViewModel?.deliveryText == "Delivered on Thursday 26 November",
      "The day is named as it falls in UTC, in English: named in the device's own zone or language, it is the wrong day or the wrong words for a customer elsewhere. What the view shows is the presenter's to fix, whatever the device."
    )
  }

  @Test("the delivery text is the same whatever day the tests run, a date to come included")
  func deliveryTextDoesNotDependOnToday() {
    // 26 November 2037 at 09:00 UTC, a Thursday years after any day this test runs (and still
    // Thursday as far east as UTC+14, so only the clock can change what it reads).
    let comingThursday = Date(timeIntervalSince1970: 2_142_838_800)
    let view = present(Self.response(deliveryDate: comingThursday))
    #expect(
      view.displaySummaryReceivedViewModel?.deliveryText == "Delivered on Thursday 26 November",
      """
      A delivery date still to come read otherwise than one already past. The presenter \
      formats the response it is given, so the same response reads the same on any day: it \
      never asks the clock. Whether a date is past is a decision about now, and that is the \
      interactor's, made with a clock it is given.
      """)
  }

  @Test("the delivery day is the same on a device set to New Zealand's time")
  func deliveryDayEastOfGreenwich() {
    let deviceZone = NSTimeZone.default
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland") ?? deviceZone
    defer { NSTimeZone.default = deviceZone }
    let lateThursday = Date(timeIntervalSince1970: 1_795_735_800)
    let view = present(Self.response(deliveryDate: lateThursday))
    #expect(
      view.displaySummaryReceivedViewModel?.deliveryText == "Delivered on Thursday 26 November",
      """
      On a device in New Zealand the same order showed another day: the date formatter took \
      the device's time zone. Which day a moment falls on depends on the time zone as much as \
      the words depend on the locale, so the presenter fixes both (UTC here) to show every \
      user the same day.
      """)
  }

  @Test("the view is asked to display once per response")
  func displaysOnce() {
    let view = present(Self.response())
    #expect(view.displaySummaryCallsCount == 1)
  }

  @Test("the same response twice is displayed twice")
  func displaysEveryResponse() {
    let presenter = OrderSummaryPresenter()
    let view = OrderSummaryDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentSummary(response: Self.response())
    presenter.presentSummary(response: Self.response())
    #expect(
      view.displaySummaryCallsCount == 2,
      """
      The second, identical response was not displayed. A presenter keeps no state: it formats \
      each response it is given and hands it on, and what was shown before is the view's \
      business. Deciding to skip an update is a decision, and decisions belong to the \
      interactor.
      """)
  }

  @Test("the presenter holds its view weakly")
  func weakView() {
    assertWeak(\OrderSummaryPresenter.viewController, of: OrderSummaryPresenter()) {
      OrderSummaryDisplayLogicSpy()
    }
  }

  // MARK: - Fixtures

  private func present(_ response: OrderSummary.Load.Response) -> OrderSummaryDisplayLogicSpy {
    let presenter = OrderSummaryPresenter()
    let view = OrderSummaryDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentSummary(response: response)
    return view
  }

  static func response(
    itemCount: Int = 2, total: Decimal = 10, currencyCode: String = "EUR",
    deliveryDate: Date = Date(timeIntervalSince1970: 1_795_651_200)
  ) -> OrderSummary.Load.Response {
    OrderSummary.Load.Response(
      itemCount: itemCount, total: total, currencyCode: currencyCode, deliveryDate: deliveryDate)
  }
}
