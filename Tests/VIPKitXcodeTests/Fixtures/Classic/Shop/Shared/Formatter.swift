// Shared by the app and the widget (SOURCE_ROOT-relative in the project).
protocol PriceFormatting {
  func format(cents: Int) -> String
}
