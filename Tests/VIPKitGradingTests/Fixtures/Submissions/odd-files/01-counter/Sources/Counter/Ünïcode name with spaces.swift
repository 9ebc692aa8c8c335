// swift-format-ignore-file
extension CounterPresenter {
  func unused() -> Int { 1 }
}
