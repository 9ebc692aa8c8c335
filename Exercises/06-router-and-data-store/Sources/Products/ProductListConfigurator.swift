/// Builds the list scene around a catalogue. Its name and signature are fixed (the tests build
/// the scene with it); what it creates and wires is yours.
@MainActor enum ProductListConfigurator {
  static func configure(products: [Product]) -> ProductListViewController {
    _ = products
    return ProductListViewController()
  }
}
