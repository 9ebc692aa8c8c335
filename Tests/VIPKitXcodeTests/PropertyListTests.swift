import Testing
import VIPKitCore
import VIPKitXcode

@Suite("Old-style property lists (project.pbxproj)")
struct PropertyListTests {
  @Test("dictionaries, lists, quoted and bare strings, comments and data")
  func values() throws {
    let text = """
      // !$*UTF8*$!
      {
        /* a comment */ key = value; // and another
        quoted = "two words \\"quoted\\" \\n\\U00e9";
        list = ( a, "b c", /* x */ d/e.f, );
        empty = ( );
        nested = { isa = PBXGroup; path = ../..; };
        bytes = <0aFF 10>;
      }
      """
    let value = try PropertyList.parse(Array(text.utf8), path: "p.pbxproj")
    #expect(value["key"] == .string("value"))
    #expect(value["quoted"] == .string("two words \"quoted\" \né"))
    #expect(value["list"]?.strings == ["a", "b c", "d/e.f"])
    #expect(value["empty"] == .array([]))
    #expect(value["nested"]?["path"] == .string("../.."))
    #expect(value["bytes"] == .data([0x0A, 0xFF, 0x10]))
  }

  @Test(
    "a damaged file is reported at its line and column, with what was expected",
    arguments: [
      ("{\n  a = b\n}", "p:3:1", "expected ';' after the value of 'a', found '}'"),
      ("{ a = \"open; }", "p:1:7", "this string is never closed"),
      ("{ a = (x y); }", "p:1:10", "expected ',' or ')' after a list element"),
      ("{ a = b;", "p:1:9", "the file ends inside a dictionary: '}' is missing"),
      ("{ = b; }", "p:1:3", "expected a key or '}', found '='"),
      ("{ a = b; } }", "p:1:12", "unexpected text after the end of the list"),
      ("{ a = <0g>; }", "p:1:9", "'g' is not a hexadecimal digit in data"),
    ])
  func damaged(text: String, location: String, message: String) {
    expectDiagnostic(at: location, containing: message) {
      _ = try PropertyList.parse(Array(text.utf8), path: "p")
    }
  }

  @Test("hostile nesting is refused, not a crash")
  func deepNesting() {
    let text = String(repeating: "(", count: 10_000)
    #expect(throws: Diagnostic.self) { try PropertyList.parse(Array(text.utf8), path: "p") }
  }
}

@Suite("Xcode's XML files (schemes, workspaces)")
struct XMLElementTests {
  @Test("elements, attributes in either quote, entities, comments and declarations")
  func elements() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <Scheme version = "1.7">
         <BuildAction a='1'><Entry name="x &amp; y &#233;"/></BuildAction>
         text
      </Scheme>
      """
    let root = try XMLElement.parse(Array(text.utf8), path: "s")
    #expect(root.name == "Scheme")
    #expect(root.attributes["version"] == "1.7")
    #expect(root.child(named: "BuildAction")?.attributes["a"] == "1")
    #expect(root.descendants(named: "Entry").first?.attributes["name"] == "x & y é")
  }

  @Test(
    "a damaged file is reported at its line and column",
    arguments: [
      ("<A>\n  <B></C>\n</A>", "s:2:6", "</C> closes <B>: the tags do not match"),
      ("<A x=1/>", "s:1:6", "expected a quoted value for the attribute x"),
      ("<A>", "s:1:4", "the element <A> is never closed"),
      ("just text", "s:1:10", "no XML element found"),
    ])
  func damaged(text: String, location: String, message: String) {
    expectDiagnostic(at: location, containing: message) {
      _ = try XMLElement.parse(Array(text.utf8), path: "s")
    }
  }
}

/// Expects `body` to throw a diagnostic at `location` whose message contains `message`.
func expectDiagnostic(
  at location: String, containing message: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
  #expect(sourceLocation: sourceLocation) {
    try body()
  } throws: { error in
    guard let diagnostic = error as? Diagnostic else { return false }
    return diagnostic.location?.rendered == location && diagnostic.message.contains(message)
  }
}
