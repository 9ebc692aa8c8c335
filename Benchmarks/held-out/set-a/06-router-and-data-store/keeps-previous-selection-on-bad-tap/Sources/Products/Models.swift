/// A product of the catalogue (given).
struct Product: Equatable, Sendable {
  var name: String
  var priceText: String
}
