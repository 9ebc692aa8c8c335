import Foundation
import VIPKitCore

/// `vipkit scene draw <package>`: every scene the package's tests check, drawn, for a design
/// review or the docs. The tests run once with `VIPKIT_GRAPHS`, so each `assertNoLeaks`,
/// `assertVIPCycle` and `assertWeak` writes its scene (SVG and Mermaid) whether it passes or
/// not; a failing test fails nothing here. `index.md` shows them all, Mermaid inline.
extension SceneCommand {
  static func draw(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let console = invocation.console
    let package = invocation.url(for: invocation.arguments.positionals[1])
    guard
      FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
    else {
      throw .badInput([
        Diagnostic(
          .error, "no Package.swift in \(package.path)",
          notes: ["Give the folder of the Swift package whose tests check the scenes."])
      ])
    }
    let out =
      invocation.arguments.value(path).map(invocation.url(for:))
      ?? package.appendingPathComponent(".build/vipkit-scenes")
    try? FileManager.default.removeItem(at: out)
    var environment = ProcessInfo.processInfo.environment
    environment["VIPKIT_GRAPHS"] = out.path
    console.progress("Running the tests of \(package.lastPathComponent) to draw its scenes…")
    let outcome = ChildProcess.run(
      "swift", ["test"], in: package, environment: environment, timeout: 3_600,
      outputLimit: 4 << 20)
    console.endProgress()
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])
      .filter { $0.hasSuffix(".svg") }.sorted()
    guard !names.isEmpty else {
      if !outcome.succeeded, outcome.output.contains("error:") {
        console.printError(outcome.output.split(separator: "\n").suffix(20).joined(separator: "\n"))
      }
      console.printError(
        "error: no test of \(package.lastPathComponent) checked a scene, so there is nothing to "
          + "draw: the drawings come from assertNoLeaks, assertVIPCycle and assertWeak.")
      return .checkFailed
    }
    var index = ["# Scenes of \(package.lastPathComponent)", ""]
    index.append(
      "Drawn by `vipkit scene draw` from the checks its tests make (file-line of each check). "
        + "Solid references are strong, dashed weak; red is a retain cycle.")
    for name in names {
      let base = String(name.dropLast(4))
      let svg = (try? String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)) ?? ""
      let title = Self.title(of: svg) ?? base
      let mermaid =
        (try? String(contentsOf: out.appendingPathComponent(base + ".mmd"), encoding: .utf8)) ?? ""
      index += [
        "", "## \(base): \(title)", "", "![\(title)](\(name))", "", "```mermaid", mermaid + "```",
      ]
      console.print(
        "\(SwiftFiles.displayPath(out.appendingPathComponent(name), from: invocation.currentDirectory)): \(title)"
      )
    }
    do {
      try FileOutput.write(
        [index.joined(separator: "\n") + "\n"], to: out.appendingPathComponent("index.md"))
    } catch {
      throw .badInput([
        Diagnostic(.error, "could not write \(out.path)/index.md: \(error.localizedDescription)")
      ])
    }
    let failing = outcome.succeeded ? "" : " (some of its tests fail; their scenes are drawn too)"
    console.print(
      "\(names.count) scene\(names.count == 1 ? "" : "s") drawn\(failing): "
        + SwiftFiles.displayPath(
          out.appendingPathComponent("index.md"), from: invocation.currentDirectory))
    return .success
  }

  /// The drawing's own title: `InboxViewController scene: Retain cycle (red): …`.
  private static func title(of svg: String) -> String? {
    guard let start = svg.range(of: "<title>"),
      let end = svg.range(of: "</title>", range: start.upperBound..<svg.endIndex)
    else { return nil }
    return String(svg[start.upperBound..<end.lowerBound]).replacingOccurrences(
      of: "&amp;", with: "&"
    )
    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    .replacingOccurrences(of: "&quot;", with: "\"")
  }
}
