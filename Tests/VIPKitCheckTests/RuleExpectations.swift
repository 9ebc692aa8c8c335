import Testing
import VIPKitCheck
import VIPKitCore
import VIPKitTestSupport

/// The protocols of a Login scene, for rule tests to conform to and hold.
let loginProtocols = """
  @MainActor protocol LoginDisplayLogic: AnyObject { func displayWelcome(text: String) }
  @MainActor protocol LoginBusinessLogic { func login(request: Int) }
  @MainActor protocol LoginPresentationLogic { func presentWelcome(name: String) }
  @MainActor protocol LoginWorkerLogic { func fetch() async throws -> String }
  @MainActor protocol LoginRoutingLogic { func routeToHome() }
  @MainActor protocol LoginDataStore { var name: String { get } }
  """

/// Checks `marked` (with the Login protocols in a file beside it) and expects `rule`'s
/// findings exactly at its markers, in order: none when it has no marker.
func expectFindings(
  _ rule: String, _ marked: String, path: String = "Sources/Login/Scene.swift",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let source = MarkedSource(marked)
  let found = findings(rule, in: source.text, path: path)
  let expected = source.locations(path: path)
  #expect(
    found.map { "\($0.line):\($0.column)" } == expected.map { "\($0.line):\($0.column)" },
    "\(found.map { "\($0.line):\($0.column) \($0.message)" })", sourceLocation: sourceLocation)
}

/// `rule`'s findings in `text`, checked with the Login protocols beside it.
func findings(_ rule: String, in text: String, path: String = "Sources/Login/Scene.swift")
  -> [Finding]
{
  var options = Checker.Options()
  options.only = [rule]
  return Checker(options: options).check([
    (path, Array(text.utf8)), ("Sources/Login/LoginProtocols.swift", Array(loginProtocols.utf8)),
  ]).filter { $0.rule == rule }
}
