import Foundation
import VIPKitCore

/// A test plan (`.xctestplan`, JSON): the test targets it runs. A scheme with test plans
/// tests what its default plan names, not what its test action lists.
package struct XcodeTestPlan: Sendable, Equatable {
  package var url: URL
  /// The enabled test targets, as the plan names them.
  package var targets: [XcodeScheme.Reference]

  /// Reads a test plan.
  package static func load(_ url: URL) throws(Diagnostic) -> XcodeTestPlan {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Diagnostic(
        .error, "could not read the test plan \(url.path)",
        notes: ["A scheme names it; restore the file or remove it from the scheme in Xcode."])
    }
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Diagnostic(.error, "\(url.path) is not a test plan: it is not a JSON object")
    }
    let entries = json["testTargets"] as? [[String: Any]] ?? []
    let targets = entries.compactMap { entry -> XcodeScheme.Reference? in
      guard entry["enabled"] as? Bool ?? true, let target = entry["target"] as? [String: Any],
        let id = target["identifier"] as? String
      else { return nil }
      return XcodeScheme.Reference(
        id: id, name: target["name"] as? String ?? id,
        container: target["containerPath"] as? String ?? "")
    }
    return XcodeTestPlan(url: url, targets: targets)
  }
}
