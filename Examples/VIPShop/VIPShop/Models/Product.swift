/// A product of the shop's catalogue; both scenes show it.
struct Product: Sendable, Equatable {
  let id: Int
  let name: String
  let priceInCents: Int
}

/// Prices as the shop writes them, `$12.50`: the same text on every device and platform,
/// whatever the locale (the shop sells in dollars only).
enum PriceText {
  static func dollars(cents: Int) -> String {
    let fraction = cents % 100
    return "$\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
