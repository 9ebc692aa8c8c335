import Foundation
import VIPKitCore
import VIPKitSyntax

/// The parameters' types of the module's protocol requirements, by the name a call writes
/// (`charge(cents:card:)`): what `argument` needs to know which value may stand in for an
/// argument. A VIP scene's calls across its boundaries (to the presenter, the workers, the
/// view) all go through such protocols.
///
/// A name that two requirements declare with different types is left out: the call alone
/// cannot say which is meant.
package struct CallSignatures: Sendable {
  package static let none = CallSignatures(types: [:])

  /// `charge(cents:card:)` → `["Int", "String"]`.
  private(set) var types: [String: [String]]

  init(types: [String: [String]]) {
    self.types = types
  }

  /// Reads the protocols of `sources`.
  package init(sources: [SourceText]) {
    var found: [String: [String]] = [:]
    var ambiguous: Set<String> = []
    for source in sources where DeclarationParser.mayDeclareProtocol(source.bytes) {
      for declaration in DeclarationParser.protocols(in: source).protocols {
        for case .function(let function) in declaration.allMembers {
          guard function.genericParameters.isEmpty else { continue }
          let key = Self.key(
            function.name, labels: function.parameters.map { $0.label ?? "_" })
          let types = function.parameters.map { $0.type.trimmingCharacters(in: .whitespaces) }
          if let earlier = found[key], earlier != types { ambiguous.insert(key) }
          found[key] = types
        }
      }
    }
    for key in ambiguous { found[key] = nil }
    types = found
  }

  /// Reads the protocols of every Swift file under `folder` (a package's `Sources`).
  package init(folder: URL) {
    let paths = SwiftFiles.findPaths([folder.path]).files
    self.init(
      sources: paths.compactMap { path in
        LocalFiles.bytes(of: path).map { SourceText(path: path, bytes: $0) }
      })
  }

  /// The parameters' types of the requirement a call names, if one is known.
  func parameterTypes(of name: String, labels: [String]) -> [String]? {
    types[Self.key(name, labels: labels)]
  }

  static func key(_ name: String, labels: [String]) -> String {
    "\(name)(\(labels.map { $0 + ":" }.joined()))"
  }
}
