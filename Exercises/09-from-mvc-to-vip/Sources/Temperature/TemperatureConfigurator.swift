/// Builds the scene around the app's API client. Its name and signature are fixed (the tests
/// build the scene with it); what it creates and wires is yours.
@MainActor enum TemperatureConfigurator {
  static func configure(api: any TemperatureAPI) -> TemperatureViewController {
    _ = api
    return TemperatureViewController()
  }
}
