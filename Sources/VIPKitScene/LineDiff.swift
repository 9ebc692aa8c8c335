/// What a change to a file adds, and the same additions applied to a copy the user edited:
/// the way `vipkit scene add-use-case` edits only what it needs.
///
/// The template is rendered twice, without and with the new use case; adding a use case only
/// adds lines. Each run of added lines is put into the user's file after the template's lines
/// that came before it (or before the ones that came after it). A file where those lines can
/// no longer be found together has drifted too far to edit safely.
enum LineDiff {
  /// A run of added lines, and the old lines that locate it.
  struct Insertion: Equatable {
    /// Up to three old lines right before the run (none at the start of the file).
    var after: [String]
    /// Up to three old lines right after it, used when nothing comes before.
    var before: [String]
    var lines: [String]
  }

  /// The runs of lines `new` adds to `old`; `nil` when `new` also removes or changes lines.
  static func insertions(from old: [String], to new: [String]) -> [Insertion]? {
    // The longest common subsequence, by dynamic programming: files are a few hundred lines.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    guard table[0][0] == old.count else { return nil }
    var insertions: [Insertion] = []
    var i = 0
    var j = 0
    var run: [String] = []
    func flush() {
      guard !run.isEmpty else { return }
      insertions.append(
        Insertion(
          after: Array(old[max(0, i - 3)..<i]), before: Array(old[i..<min(old.count, i + 3)]),
          lines: run))
      run = []
    }
    while j < new.count {
      if i < old.count, old[i] == new[j], table[i][j] == table[i + 1][j + 1] + 1 {
        flush()
        i += 1
      } else {
        run.append(new[j])
      }
      j += 1
    }
    flush()
    return insertions
  }

  /// `edited` with the insertions applied, each right after the old lines it followed;
  /// `nil` when they are not there any more.
  ///
  /// The last insertion is placed first: an earlier one then cannot break a later one's
  /// context (two additions a line apart), and each goes at the last place its context
  /// stands before the later one (after the last of several alike blocks, not the first).
  static func apply(_ insertions: [Insertion], to edited: [String]) -> [String]? {
    var result = edited
    var limit = result.count
    for insertion in insertions.reversed() {
      let context = insertion.after.isEmpty ? insertion.before : insertion.after
      let position: Int
      if context.isEmpty {
        position = limit
      } else {
        let candidates = stride(from: min(limit, result.count) - context.count, through: 0, by: -1)
        guard
          let found = candidates.first(where: { start in
            Array(result[start..<start + context.count]) == context
          })
        else { return nil }
        position = insertion.after.isEmpty ? found : found + context.count
      }
      result.insert(contentsOf: insertion.lines, at: position)
      limit = position
    }
    return result
  }
}
