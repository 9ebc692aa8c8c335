import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing large generated text without holding a second copy of it: the parts go to a
/// temporary file beside the target, which then replaces it in one rename (atomic: a reader
/// sees the old file or the new one, never half of one).
package enum FileOutput {
  /// Writes `parts`, in order, to `url`, atomically; a file there that already holds exactly
  /// them (compared as `matches` compares, while writing) is left as it is. Regenerated spies
  /// that did not change then keep their date, so a build does not compile them again; and
  /// replacing a large file by rename costs the kernel a flush of the new one (ext4 allocates
  /// its blocks at once: about 0.1 s for 47 MB). Returns whether the file was written.
  @discardableResult
  package static func write(_ parts: some Sequence<String>, to url: URL) throws -> Bool {
    try write(bytes: parts.lazy.map { Array($0.utf8) }, to: url)
  }

  /// `write(_:to:)` for parts that are UTF-8 already (generated spies: made as bytes, they
  /// are written without becoming strings and back).
  @discardableResult
  package static func write(bytes parts: some Sequence<[UInt8]>, to url: URL) throws -> Bool {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw POSIXError(errno) }
    // The file there now, compared part by part as the parts are written.
    let existing = open(url.path, O_RDONLY)
    defer { if existing >= 0 { close(existing) } }
    var same = existing >= 0
    var failure: Int32 = 0
    var compared: [UInt8] = []
    // Parts are gathered into chunks of about a megabyte: 12,000 spies are 12,000 small parts,
    // and a system call each cost more than copying them once.
    var pending: [UInt8] = []
    pending.reserveCapacity(chunkSize)
    func flush() {
      pending.withUnsafeBufferPointer { buffer in
        failure = writeAll(buffer, to: descriptor)
        if same { same = next(buffer.count, of: existing, into: &compared, equal: buffer) }
      }
      pending.removeAll(keepingCapacity: true)
    }
    for part in parts {
      pending += part
      if pending.count >= chunkSize { flush() }
      if failure != 0 { break }
    }
    if failure == 0 { flush() }
    // Nothing may follow in the old file.
    if same { same = next(1, of: existing, into: &compared, equal: nil) }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, same {
      unlink(temporary.path)
      return false
    }
    guard failure == 0, rename(temporary.path, url.path) == 0 else {
      let code = failure != 0 ? failure : errno
      unlink(temporary.path)
      throw POSIXError(code)
    }
    return true
  }

  /// How many bytes are written (and compared) at once.
  static let chunkSize = 1 << 20

  /// Reads the next `count` bytes of `descriptor` into `buffer` and says whether they are
  /// `expected` (`nil`: whether there were none at all, the end of the file).
  private static func next(
    _ count: Int, of descriptor: Int32, into buffer: inout [UInt8],
    equal expected: UnsafeBufferPointer<UInt8>?
  ) -> Bool {
    if buffer.count < count { buffer = [UInt8](repeating: 0, count: count) }
    var filled = 0
    var failed = false
    buffer.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      while filled < count {
        let got = systemRead(descriptor, base + filled, count - filled)
        if got < 0, errno == EINTR { continue }
        if got < 0 { failed = true }
        if got <= 0 { return }
        filled += got
      }
    }
    guard !failed else { return false }
    guard let expected else { return filled == 0 }
    guard filled == expected.count else { return false }
    return buffer.withUnsafeBytes { raw in
      expected.isEmpty || memcmp(raw.baseAddress!, expected.baseAddress!, expected.count) == 0
    }
  }

  /// Whether the file at `url` holds exactly `parts`, read and compared piece by piece.
  package static func matches(_ parts: some Sequence<String>, fileAt url: URL) -> Bool {
    matches(bytes: parts.lazy.map { Array($0.utf8) }, fileAt: url)
  }

  /// `matches(_:fileAt:)` for parts that are UTF-8 already.
  package static func matches(bytes parts: some Sequence<[UInt8]>, fileAt url: URL) -> Bool {
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var buffer: [UInt8] = []
    for part in parts {
      let same = part.withUnsafeBufferPointer {
        next($0.count, of: descriptor, into: &buffer, equal: $0)
      }
      guard same else { return false }
    }
    return next(1, of: descriptor, into: &buffer, equal: nil)
  }

  /// The first `count` bytes of the file at `url`, or `nil` when there is no such file.
  package static func prefix(of url: URL, count: Int) -> [UInt8]? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    return Array((try? handle.read(upToCount: count)) ?? Data())
  }

  /// Writes every byte of `buffer`; returns 0, or the `errno` that stopped it.
  private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32
  {
    guard let base = buffer.baseAddress else { return 0 }
    var offset = 0
    while offset < buffer.count {
      let written = systemWrite(descriptor, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }
}

/// The system's `read(2)`, beside `systemWrite`.
private func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, pointer, count)
}

/// The system's `write(2)`, which `FileOutput.write(_:to:)` would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int
{
  write(descriptor, pointer, count)
}

extension POSIXError {
  fileprivate init(_ code: Int32) {
    self.init(POSIXErrorCode(rawValue: code) ?? .EIO)
  }
}
