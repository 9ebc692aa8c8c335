/// How two submissions are compared: each pair is measured every way, and each way has its
/// own line in the class (`SimilarityLine`).
///
/// Students who follow the same exercise write code of the same shape: on a tightly specified
/// exercise, two honest submissions can be the same token for token once names are set
/// aside. What then tells a copy apart is what a student chooses freely and a copier keeps:
/// names, texts, test data, as written. A copier who renames everything defeats that view;
/// the other one, with names and literals by kind, still finds the code, where the exercise
/// leaves students room to write it differently. Where students write even the same names,
/// how each typed the code (line breaks, spacing, comments) is still theirs.
package enum SimilarityView: String, Sendable, Codable, CaseIterable {
  /// Tokens as written: names, literals and labels compared as they are.
  case asWritten = "as written"
  /// Names the student made up and numbers by kind, labels left out, same-meaning spellings
  /// made one: the view renaming does not change. Texts stay as written: a renamer keeps
  /// them, and code of one shape (two package manifests, two tables) differs by its texts.
  case renamed = "renamed"
  /// Tokens as written with the layout and comments before each: what a copier who changes
  /// nothing keeps and two students who write the same code rarely share (line breaks,
  /// blank lines, spacing, a comment's words).
  case asTyped = "as typed"
}
