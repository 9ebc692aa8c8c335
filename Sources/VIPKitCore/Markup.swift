/// Text made safe inside HTML, SVG and XML, as content or as a quoted attribute: the one
/// escaping the tools' pages share (the mutation report, the class summary). The harness
/// (`VIPKit`) keeps its own copy, since it depends on no tool module.
package enum Markup {
  package static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
