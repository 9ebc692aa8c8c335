// Excluded from the app target by an exception set: never read for it.
protocol PreviewDisplayLogic {
  func displayPreview()
}
