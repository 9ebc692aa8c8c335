/// The first line where two texts differ, to read a golden or snapshot failure without a diff
/// tool: `line N:` then the line got and the line expected.
package func firstDifference(_ got: String, _ expected: String) -> String {
  let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(gotLines.count, expectedLines.count) {
    let left = index < gotLines.count ? String(gotLines[index]) : "<end>"
    let right = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
    if left != right { return "line \(index + 1):\n  got      \(left)\n  expected \(right)" }
  }
  return "identical"
}
