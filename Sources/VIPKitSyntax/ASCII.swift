/// The bytes the lexer looks for, by name.
extension UInt8 {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let bang = UInt8(ascii: "!")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let dollar = UInt8(ascii: "$")
  static let ampersand = UInt8(ascii: "&")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let star = UInt8(ascii: "*")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let digit0 = UInt8(ascii: "0")
  static let digit9 = UInt8(ascii: "9")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let less = UInt8(ascii: "<")
  static let equals = UInt8(ascii: "=")
  static let greater = UInt8(ascii: ">")
  static let question = UInt8(ascii: "?")
  static let at = UInt8(ascii: "@")
  static let upperE = UInt8(ascii: "E")
  static let upperP = UInt8(ascii: "P")
  static let openBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let closeBracket = UInt8(ascii: "]")
  static let underscore = UInt8(ascii: "_")
  static let backtick = UInt8(ascii: "`")
  static let lowerB = UInt8(ascii: "b")
  static let lowerE = UInt8(ascii: "e")
  static let lowerO = UInt8(ascii: "o")
  static let lowerP = UInt8(ascii: "p")
  static let lowerX = UInt8(ascii: "x")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  var isDigit: Bool { self >= .digit0 && self <= .digit9 }

  var isHexDigit: Bool {
    isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
  }

  /// Letters, `_`, and any byte of a multi-byte UTF-8 sequence (Swift allows most non-ASCII
  /// letters in identifiers; the lexer does not need to tell which).
  var isIdentifierHead: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self == .underscore
      || self >= 0x80
  }

  var isIdentifierBody: Bool { isIdentifierHead || isDigit }

  /// The ASCII characters an operator is made of (`.` only when the operator starts with it).
  var isOperatorCharacter: Bool {
    switch self {
    case .slash, .equals, .minus, .plus, .bang, .star, UInt8(ascii: "%"), .less, .greater,
      .ampersand, UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), .question:
      return true
    default:
      return false
    }
  }
}
