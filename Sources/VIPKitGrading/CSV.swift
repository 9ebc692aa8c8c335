/// Comma-separated values as spreadsheets and LMS exports write them (RFC 4180): fields in
/// double quotes may hold commas, quotes (doubled) and line breaks.
enum CSV {
  /// The rows of `text`; a trailing empty line is no row.
  static func rows(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var characters = text.makeIterator()
    var pending: Character? = nil
    func next() -> Character? {
      if let character = pending {
        pending = nil
        return character
      }
      return characters.next()
    }
    while let character = next() {
      if quoted {
        if character == "\"" {
          if let following = next() {
            if following == "\"" {
              field.append("\"")
            } else {
              quoted = false
              pending = following
            }
          } else {
            quoted = false
          }
        } else {
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"" where field.isEmpty: quoted = true
      case ",":
        row.append(field)
        field = ""
      case "\n", "\r\n", "\r":
        row.append(field)
        rows.append(row)
        row = []
        field = ""
      default: field.append(character)
      }
    }
    if !field.isEmpty || !row.isEmpty {
      row.append(field)
      rows.append(row)
    }
    return rows.filter { $0 != [""] }
  }

  /// One line: each field quoted when it holds a comma, a quote or a line break.
  static func line(_ fields: [String]) -> String {
    fields.map { field in
      guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
      return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }.joined(separator: ",")
  }
}
