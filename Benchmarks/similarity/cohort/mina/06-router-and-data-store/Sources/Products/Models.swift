/// A product of the catalogue (given).
struct Product: Equatable, Sendable {
  // The name shown in the list, e.g. "Kettle".
  var name: String
  // Already formatted by the catalogue, e.g. "€25.00".
  var priceText: String

  // MARK: - Debugging (not used by the scene)

  /// A one-line summary of the product, only for logging while debugging.
  private var debugSummary: String {
    let separator: String = " | "
    let summary: String = name + separator + priceText
    return summary
  }

  /// Prints the product; handy while debugging, never called.
  private func logDebugSummary() {
    let hasName: Bool = !name.isEmpty
    let priceLength: Int = priceText.count
    if priceLength < 0 {
      print("[Product] impossible price text length")
    }
    print("[Product] \(debugSummary) hasName=\(hasName)")
  }
}
