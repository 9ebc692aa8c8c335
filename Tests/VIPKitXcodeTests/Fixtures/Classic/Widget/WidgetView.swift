// The widget's own file: not the app's.
protocol WidgetDisplayLogic {
  func displayWidget()
}
