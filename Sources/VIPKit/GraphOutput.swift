import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where a failing check's drawing goes: attached to the test (Swift Testing's attachments;
/// XCTest's `XCTAttachment` where it exists, on Apple platforms, so Xcode's report shows the
/// picture), written as files beside the test binary in the build folder, and drawn for the
/// terminal under the failure. Passing checks write nothing, unless `VIPKIT_GRAPHS` names a
/// folder: then every check writes its scene there (`vipkit exercises pictures` uses it).
enum GraphOutput {
  /// Attaches and writes `graph` for a failure at `site`; returns what to add to the
  /// failure's message: the terminal drawing and where the files are.
  static func recordFailure(_ graph: SceneGraph, at site: CallSite) -> String {
    let name = fileName(site)
    attach(graph, name: name)
    var note = "\n\n" + graph.terminalDrawing
    if let folder = requestedFolder ?? buildFolder(site),
      let written = write(graph, named: name, in: folder)
    {
      note += "\nDrawing: \(written) (open it in a browser; Mermaid text beside it, .mmd)"
    }
    return note
  }

  /// Writes a passing check's scene where `VIPKIT_GRAPHS` asks, and nowhere otherwise.
  static func recordPass(_ graph: SceneGraph, at site: CallSite) {
    if let folder = requestedFolder {
      _ = write(graph, named: fileName(site), in: folder)
    }
  }

  /// Whether passing checks are asked to draw their scene.
  static var isRequested: Bool { requestedFolder != nil }

  /// `VIPKIT_GRAPHS`, when set.
  private static var requestedFolder: URL? {
    ProcessInfo.processInfo.environment["VIPKIT_GRAPHS"].flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
    }
  }

  /// `InboxMemoryTests.swift:14` → `InboxMemoryTests-14`: the same name on every run, so a
  /// file is replaced, not piled up.
  static func fileName(_ site: CallSite) -> String {
    let file = site.fileID.split(separator: "/").last.map(String.init) ?? "Test"
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    return "\(base)-\(site.line)"
  }

  /// `vipkit-graphs` beside the test bundle (`.build/<triple>/debug/` under `swift test`,
  /// whatever the scratch path), else under the package's own `.build`, found from the test
  /// file's path.
  private static func buildFolder(_ site: CallSite) -> URL? {
    if let bundle = CommandLine.arguments.first(where: { $0.hasSuffix(".xctest") }) {
      return URL(fileURLWithPath: bundle).deletingLastPathComponent()
        .appendingPathComponent("vipkit-graphs", isDirectory: true)
    }
    var folder = URL(fileURLWithPath: "\(site.filePath)").deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.appendingPathComponent(".build/vipkit-graphs", isDirectory: true)
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// Writes `name.svg` and `name.mmd`; the SVG's path, or `nil` when the folder is not
  /// writable (a read-only checkout: the failure still says everything else).
  private static func write(_ graph: SceneGraph, named name: String, in folder: URL) -> String? {
    let svg = folder.appendingPathComponent("\(name).svg")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(graph.svg.utf8).write(to: svg, options: .atomic)
      try Data(graph.mermaid.utf8).write(
        to: folder.appendingPathComponent("\(name).mmd"), options: .atomic)
      return svg.path
    } catch {
      return nil
    }
  }

  private static func attach(_ graph: SceneGraph, name: String) {
    #if canImport(Testing) && compiler(>=6.2)
      if Test.current != nil {
        Attachment.record(graph.svg, named: "\(name).svg")
        Attachment.record(graph.mermaid, named: "\(name).mmd")
        return
      }
    #endif
    #if canImport(XCTest) && canImport(ObjectiveC)
      XCTContext.runActivity(named: "Scene graph: \(graph.summary)") { activity in
        let picture = XCTAttachment(
          data: Data(graph.svg.utf8), uniformTypeIdentifier: "public.svg-image")
        picture.name = "\(name).svg"
        picture.lifetime = .keepAlways
        activity.add(picture)
        let text = XCTAttachment(string: graph.mermaid)
        text.name = "\(name).mmd"
        text.lifetime = .keepAlways
        activity.add(text)
      }
    #endif
  }
}
