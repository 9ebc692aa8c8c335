// MARK: - When the service has nothing

extension TemperaturePresenter {
  func presentNoReading(response: TemperatureScene.Show.NoReadingResponse) {
    viewController?.displayTemperature(viewModel: .init(text: "No weather for \(response.city) right now", warning: nil))
  }
}
