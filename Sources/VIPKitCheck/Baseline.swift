import Foundation
import VIPKitCore

/// Today's findings, recorded so that a team adopting `vipkit check` on an existing app is
/// told only of new ones.
///
/// Each entry is a rule, a file and a fingerprint of the offending line's tokens, not its
/// number: an edit above a finding keeps it baselined; an edit to its line makes it new.
/// Entries are counted, so a second identical line is a new finding.
package struct Baseline: Sendable, Equatable, Codable {
  package struct Entry: Sendable, Hashable, Codable {
    package var rule: String
    package var file: String
    package var fingerprint: String
  }

  package var version = 1
  package var findings: [Entry]

  package init(_ findings: [Finding]) {
    self.findings = findings.map(Self.entry).sorted {
      ($0.file, $0.rule, $0.fingerprint) < ($1.file, $1.rule, $1.fingerprint)
    }
  }

  /// Reads a baseline file.
  package init(contentsOf url: URL) throws(Diagnostic) {
    do {
      self = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: url))
    } catch {
      throw Diagnostic(
        .error, "could not read the baseline \(url.path): \(error.localizedDescription)",
        notes: [
          "Write one with vipkit check --write-baseline \(Shell.quote(url.lastPathComponent))."
        ])
    }
  }

  /// The findings that are not in the baseline, and how many were.
  package func new(_ findings: [Finding]) -> (new: [Finding], baselined: Int) {
    var remaining: [Entry: Int] = [:]
    for entry in self.findings { remaining[entry, default: 0] += 1 }
    var new: [Finding] = []
    for finding in findings {
      let entry = Self.entry(finding)
      if let count = remaining[entry], count > 0 {
        remaining[entry] = count - 1
      } else {
        new.append(finding)
      }
    }
    return (new, findings.count - new.count)
  }

  static func entry(_ finding: Finding) -> Entry {
    Entry(rule: finding.rule, file: finding.file, fingerprint: fingerprint(finding.lineText))
  }

  /// 64-bit FNV-1a of the line's tokens, in hex.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
