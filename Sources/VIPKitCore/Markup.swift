/// Text made safe inside HTML, SVG and XML, as content or as a quoted attribute: the one
/// escaping the tools' documents share (the JUnit report, the mutation report, the class
/// summary). The five entities, and no control character XML 1.0 forbids (each becomes `?`),
/// since student output lands in these documents. The harness (`VIPKit`) keeps its own copy,
/// since it depends on no tool module.
package enum Markup {
  package static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "?"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
