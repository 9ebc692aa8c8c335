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

  /// A self-contained HTML page (the class summary, a similarity pair): its CSS inline, no
  /// script, nothing fetched. `title` is escaped; `style` and `body` are markup already.
  package static func page(title: String, style: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escaped(title))</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }
}
