// In the app's folder, added to the widget by an exception set.
protocol CartFormatting {
  func format(count: Int) -> String
}
