#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where an assertion was called, as both test frameworks want it.
package struct CallSite: Sendable {
  let fileID: String
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Captures the caller's position; the `assert…` functions pass theirs through.
  package init(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Reports a failure to whichever framework runs the current test: Swift Testing when a
/// Swift Testing test is running, XCTest otherwise. Both show it at the caller's line.
package enum TestFailure {
  package static func record(_ message: String, at site: CallSite) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line),
            column: Int(site.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      print("\(site.filePath):\(site.line): error: \(message)")
    #endif
  }
}
