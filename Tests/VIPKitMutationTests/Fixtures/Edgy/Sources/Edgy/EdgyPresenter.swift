// swift-format-ignore-file
// (These shapes are the test: formatting would change them.)
/// Shapes that once made the mutant schema crash the run or misjudge a mutant (from review).
public final class Base {
  public let name: String
  public init(name: String) { self.name = name }
}

public final class Holder { weak var link: AnyObject? }

public final class EdgyPresenter {
  public weak var view: AnyObject?
  weak var spanning:
    AnyObject?
  enum Strings {
    static let title = "Edgy"
  }

  public init() {}

  /// A body whose only expression is its value: removing the call cannot compile.
  public func label(_ count: Int) -> String {
    String(count)
  }

  /// Removing the call leaves only a comment.
  public func notify(_ log: Logger) {
    // Tell the log.
    log.record("notified")
  }

  public func title() -> String { Strings.title }
}

public final class Logger {
  public private(set) var lines: [String] = []
  public init() {}
  public func record(_ line: String) { lines.append(line) }
}
