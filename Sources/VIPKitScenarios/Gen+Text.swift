/// Text as users type it, not as examples spell it.
///
/// The course's examples are short ASCII words; users type nothing, spaces, names in other
/// scripts, accents written as one character or as a letter and a combining mark, emoji
/// (some of several code points that read as one), and long text. Each generator here
/// covers those kinds, the simplest first.
extension Gen where Value == String {
  /// A word in one of several scripts: plain ASCII first, then accented Latin (precomposed
  /// and decomposed), Greek, Cyrillic, Arabic, Han, Devanagari, and emoji.
  public static var word: Gen {
    .element(of: [
      "Ana", "lyon", "Zoë", "Zoe\u{308}", "Łódź", "Ωμέγα", "Москва", "القاهرة", "東京",
      "नमस्ते", "Ñandú", "ß", "İstanbul", "👍", "👍🏽", "👨‍👩‍👧", "🇫🇷",
    ])
  }

  /// Whitespace only: a space, several, a tab, a line break, a no-break space.
  public static var blank: Gen {
    .element(of: [" ", "   ", "\t", "\n", "\u{00A0}", " \t "])
  }

  /// Any text: empty, blank, one word, words with spaces around or between them, and long
  /// text, in that order of simplicity.
  public static var text: Gen {
    .oneOf([
      .always(""),
      word,
      blank,
      word.list(2...4).map { $0.joined(separator: " ") },
      blank.and(word).map { $0.0 + $0.1 + $0.0 },
      word.list(12...30).map { $0.joined(separator: " ") },
    ])
  }

  /// Strings written with `alphabet`'s characters, `count` long: for rules about lengths
  /// ("at least 8 characters"), where what is counted is the question.
  public static func string(of alphabet: [String], count: ClosedRange<Int>) -> Gen {
    element(of: alphabet).list(count).map { $0.joined() }
  }
}
