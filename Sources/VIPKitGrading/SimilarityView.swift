/// How two submissions are compared: each pair is measured both ways, and each way has its
/// own line in the class (`SimilarityLine`).
///
/// Students who follow the same exercise write code of the same shape: on a tightly specified
/// exercise, two honest submissions can be the same token for token once names are set
/// aside. What then tells a copy apart is what a student chooses freely and a copier keeps:
/// names, texts, test data, as written. A copier who renames everything defeats that view;
/// the other one, with names and literals by kind, still finds the code, where the exercise
/// leaves students room to write it differently.
package enum SimilarityView: String, Sendable, Codable, CaseIterable {
  /// Tokens as written: names, literals and labels compared as they are.
  case asWritten = "as written"
  /// Names the student made up and numbers by kind, labels left out, same-meaning spellings
  /// made one: the view renaming does not change. Texts stay as written: a renamer keeps
  /// them, and code of one shape (two package manifests, two tables) differs by its texts.
  case renamed = "renamed"
}
