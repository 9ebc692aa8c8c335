import Foundation
import VIPKitCore

/// The official tests of one exercise, as its reference listed them, kept in the cache with
/// the key of what they were listed from.
///
/// Listing them means building the reference, which is as costly as building a submission;
/// the list changes only with the course's files, the harness or the tool, so it is built
/// once for each state of those and read back for every other submission of a class.
struct ReferenceTests: Codable {
  /// The fingerprint of the reference's files, the harness's and the tool's identity. (A
  /// course without a harness package of its own names the kit by an absolute path, which
  /// the exercise's manifest, among the files, holds.)
  var key: String
  var tests: [ListedTest]

  static func key(of files: [String: Data], harness: HarnessPackage?, tool: String) -> String {
    var keyed = files
    keyed["\u{0}harness"] = Data((harness?.fingerprint ?? "").utf8)
    keyed["\u{0}vipkit"] = Data(tool.utf8)
    return ExerciseGrader.fingerprint(keyed)
  }

  /// What `url` holds, or `nil` when it holds nothing readable (then the reference is built).
  static func read(_ url: URL) -> ReferenceTests? {
    FileManager.default.contents(atPath: url.path).flatMap {
      try? JSONDecoder().decode(ReferenceTests.self, from: $0)
    }
  }

  /// Writes the list whole or not at all, so a grading interrupted while writing leaves no
  /// half a list for the next to trust.
  func write(to url: URL) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? data.write(to: url, options: .atomic)
  }
}
