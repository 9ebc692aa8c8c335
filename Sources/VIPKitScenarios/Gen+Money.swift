import Foundation

/// An amount in a currency, as a response carries it.
public struct Money: Codable, Equatable, Hashable, Sendable {
  public var amount: Decimal
  /// ISO 4217: `EUR`, `JPY`, `KWD`.
  public var currencyCode: String

  public init(_ amount: Decimal, _ currencyCode: String) {
    self.amount = amount
    self.currencyCode = currencyCode
  }

  /// How many decimal digits each currency drawn here has (its minor unit): yen and won
  /// none, dollars and euros two, Kuwaiti and Bahraini dinars three.
  public static let minorUnitDigits: [String: Int] = [
    "USD": 2, "EUR": 2, "JPY": 0, "GBP": 2, "KWD": 3, "CHF": 2, "KRW": 0, "BHD": 3, "INR": 2,
    "SEK": 2, "CAD": 2,
  ]
}

/// Money as a shop meets it: zero, small and large sums, refunds, in currencies whose minor
/// unit is not two digits. An amount never has more decimals than its currency's minor
/// unit: that is what a price is, and rounding half a yen is not a shop's question.
extension Gen where Value == Money {
  public static var money: Gen {
    Gen<String>.currencyCode.flatMap { code in
      let digits = Money.minorUnitDigits[code] ?? 2
      return Gen<Int>.minorUnits.map { units in
        var amount = Decimal(units)
        for _ in 0..<digits { amount /= 10 }
        return Money(amount, code)
      }
    }
  }
}

extension Gen where Value == Int {
  /// An amount in minor units (cents, fils, yen): zero and small amounts first, then round
  /// and large ones, then amounts below zero (a refund).
  public static var minorUnits: Gen {
    .oneOf([
      .element(of: [0, 1, 1_250, 99, 100, 123_450]),
      .int(0...99_999),
      .element(of: [99_999_999, 100_000_000, 1_234_567_890]),
      .element(of: [-1, -1_250, -123_450]),
    ])
  }
}

extension Gen where Value == String {
  /// An ISO 4217 currency code: two decimal digits first (US dollar, euro), then none (yen,
  /// won), three (Kuwaiti and Bahraini dinars) and others whose symbol is not one character.
  public static var currencyCode: Gen {
    .element(of: ["USD", "EUR", "JPY", "GBP", "KWD", "CHF", "KRW", "BHD", "INR", "SEK", "CAD"])
  }
}
