import Foundation
import VIPKitCore

/// One slice of a class (`grade --class … --shard 2/3`), so a class is graded on several
/// machines at once. Students are dealt by a stable hash of their key (roster id or folder),
/// never by folder order: adding or renaming one student moves no other student.
package struct ClassShard: Sendable, Equatable, Codable {
  /// 1-based.
  package var index: Int
  package var count: Int

  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The marker a sharded run leaves in its output folder, for `grade merge` to check that
  /// every shard is there once.
  static let markerName = "shard.json"

  /// Whether the student with `key` is graded in this shard.
  package func holds(_ key: String) -> Bool {
    var fingerprint = Fingerprint()
    fingerprint.mix(key)
    return Int((UInt64(fingerprint.text, radix: 16) ?? 0) % UInt64(count)) == index - 1
  }
}
