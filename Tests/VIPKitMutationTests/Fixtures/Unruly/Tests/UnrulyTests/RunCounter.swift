import Foundation

/// How many times `name` has run in this folder, this run included: each run makes the next
/// numbered folder, which only one process can make, so concurrent runs count right.
func runNumber(of name: String) -> Int {
  let folder = URL(fileURLWithPath: ".runs-\(name)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var number = 1
  while (try? FileManager.default.createDirectory(
    at: folder.appendingPathComponent("\(number)"), withIntermediateDirectories: false)) == nil
  {
    number += 1
  }
  return number
}
