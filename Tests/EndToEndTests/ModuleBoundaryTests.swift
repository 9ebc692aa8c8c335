import Foundation
import Testing

/// The module map of Docs/architecture.md, enforced: a source file may import only the modules
/// its module may depend on, so the harness stays free of the tool and dependencies point one
/// way. Package.swift says what a module can see; this says what it is allowed to.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
  /// Each of our modules and the modules of ours it may import (Docs/architecture.md).
  static let allowed: [String: Set<String>] = [
    "VIPKit": [],
    // The scenarios an exercise's tests replay: the harness's failure reporting, nothing else.
    "VIPKitScenarios": ["VIPKit"],
    // The UIKit stand-in: Foundation only, and none of ours imports it.
    "UIKit": [],
    // Empty: the cross-import overlay Swift Testing asks for beside UIKit.
    "_Testing_UIKit": [],
    "VIPKitCore": [],
    "VIPKitSyntax": ["VIPKitCore"],
    "VIPKitXcode": ["VIPKitCore"],
    "VIPKitSpies": ["VIPKitCore", "VIPKitSyntax"],
    "VIPKitMutation": ["VIPKitCore", "VIPKitSyntax", "VIPKitXcode"],
    "VIPKitCourse": ["VIPKitCore"],
    "VIPKitCheck": ["VIPKitCore", "VIPKitSyntax"],
    "VIPKitScene": ["VIPKitCore", "VIPKitSyntax", "VIPKitSpies"],
    "VIPKitGrading": [
      "VIPKitCore", "VIPKitSyntax", "VIPKitCourse", "VIPKitMutation", "VIPKitSpies",
      "VIPKitCheck",
    ],
    "VIPKitCLI": [
      "VIPKitCore", "VIPKitCourse", "VIPKitSyntax", "VIPKitSpies", "VIPKitMutation",
      "VIPKitGrading", "VIPKitCheck", "VIPKitScene", "VIPKitXcode",
    ],
    "vipkit": ["VIPKitCLI"],
  ]

  @Test("every module of Sources/ is in the map, and imports only what the map allows")
  func imports() throws {
    let sources = Binary.kitRoot.appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      !$0.hasPrefix(".")
    }
    #expect(Set(modules) == Set(Self.allowed.keys), "a module is missing from the map")
    let ours = Set(Self.allowed.keys)
    for module in modules {
      for (file, imported) in try Self.imports(under: sources.appendingPathComponent(module)) {
        for name in imported where ours.contains(name) && name != module {
          #expect(
            Self.allowed[module]?.contains(name) == true,
            "\(module)/\(file) imports \(name), which \(module) may not depend on")
        }
      }
    }
  }

  @Test("the check sees an import it must refuse")
  func seesAForbiddenImport() throws {
    let imports = Self.imports(
      in: "import Foundation\n@testable import VIPKitCLI\n  import  VIPKitCore\n")
    #expect(imports == ["Foundation", "VIPKitCLI", "VIPKitCore"])
    let template = Self.imports(
      in: "import VIPKitCore\nlet text = \"\"\"\n  import UIKit\n  \"\"\"\nimport Foundation\n")
    #expect(template == ["VIPKitCore", "Foundation"])
    #expect(Self.allowed["VIPKit"]?.contains("VIPKitCLI") == false)
  }

  /// The modules each `.swift` file below `folder` imports, by the file's relative path.
  static func imports(under folder: URL) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      result[file.lastPathComponent] = imports(in: try String(contentsOf: file, encoding: .utf8))
    }
    return result
  }

  /// `import X`, `@testable import X`, `@_exported import X`, `import struct X.Y` → `X`. Not
  /// the text of a multi-line string: a scene template's `import UIKit` is Apple's UIKit in
  /// the code it writes, not an import of the stand-in here.
  static func imports(in text: String) -> [String] {
    var inString = false
    return text.split(separator: "\n").compactMap { line -> String? in
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      defer { if quotes % 2 == 1 { inString.toggle() } }
      guard !inString, quotes == 0 else { return nil }
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
      guard words.first == "import", words.count >= 2 else { return nil }
      let kinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "func", "var", "typealias",
      ]
      let target = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
      return target.split(separator: ".").first.map(String.init)
    }
  }
}
