// The synchronized project's entry: builds the cart scene.
enum CartConfigurator {
  static func configure() -> CartInteractor {
    CartInteractor()
  }
}
