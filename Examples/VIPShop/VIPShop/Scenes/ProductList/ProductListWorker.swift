/// Where the catalogue comes from: the side effect of the product list.
protocol ProductListWorkerLogic: Sendable {
  func fetchProducts() async throws -> [Product]
}

/// The shop's catalogue. A real app asks its server here; the example keeps it local.
final class ProductListWorker: ProductListWorkerLogic {
  func fetchProducts() async throws -> [Product] {
    [
      Product(id: 1, name: "Mug", priceInCents: 1250),
      Product(id: 2, name: "Notebook", priceInCents: 800),
      Product(id: 3, name: "Sticker", priceInCents: 5),
    ]
  }
}
