import Foundation

/// The records of Swift Testing's JSON event stream (version 0) that grading reads.
struct EventRecord {
  enum Kind { case test, issue, ended, skipped }
  var kind: Kind
  var testID: String?
  var name: String?
  var message: String?

  /// One record per line; a line that is not a record (cut short by a crash) is skipped.
  static func parse(_ data: Data) -> [EventRecord] {
    data.split(separator: UInt8(ascii: "\n")).compactMap { line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let payload = object["payload"] as? [String: Any]
      else { return nil }
      switch (object["kind"] as? String, payload["kind"] as? String) {
      case ("test", "function"):
        return EventRecord(
          kind: .test, testID: (payload["id"] as? String).map(stripLocation),
          name: payload["displayName"] as? String ?? payload["name"] as? String)
      case ("event", "testEnded"):
        return EventRecord(kind: .ended, testID: (payload["testID"] as? String).map(stripLocation))
      case ("event", "testSkipped"):
        return EventRecord(
          kind: .skipped, testID: (payload["testID"] as? String).map(stripLocation))
      case ("event", "issueRecorded"):
        let issue = payload["issue"] as? [String: Any]
        if issue?["isKnown"] as? Bool == true { return nil }
        return EventRecord(
          kind: .issue, testID: (payload["testID"] as? String).map(stripLocation),
          message: message(payload, issue))
      default:
        return nil
      }
    }
  }

  /// `ProfileSceneTests.swift:13: Expectation failed: … — the harness's explanation`.
  private static func message(_ payload: [String: Any], _ issue: [String: Any]?) -> String {
    let texts = (payload["messages"] as? [[String: Any]] ?? []).compactMap { message -> String? in
      guard let text = message["text"] as? String, text != "Issue recorded" else { return nil }
      return text
    }
    let location = (issue?["sourceLocation"] as? [String: Any]).flatMap { location -> String? in
      guard let file = location["fileID"] as? String, let line = location["line"] as? Int else {
        return nil
      }
      return "\(file.split(separator: "/").last ?? ""):\(line)"
    }
    let body = texts.isEmpty ? "an issue was recorded" : texts.joined(separator: "\n")
    return location.map { "\($0): \(body)" } ?? body
  }

  /// `A.B/f()/File.swift:10:4` → `A.B/f()`: the location is not part of a test's identity
  /// here (a parameterised test's cases share it).
  static func stripLocation(_ id: String) -> String {
    guard let slash = id.lastIndex(of: "/"), id[id.index(after: slash)...].contains(".swift:")
    else { return id }
    return String(id[..<slash])
  }
}
