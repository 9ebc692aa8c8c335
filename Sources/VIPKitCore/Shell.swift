import Foundation

/// Words quoted for a POSIX shell, so that every command vipkit prints or suggests can be pasted
/// as it is, whatever the paths in it hold (`My VIPKit`, `it's`, `$HOME`).
package enum Shell {
  /// `word` as is when it holds nothing a shell reads specially, else in single quotes.
  package static func quote(_ word: String) -> String {
    let plain = word.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0))
    }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
