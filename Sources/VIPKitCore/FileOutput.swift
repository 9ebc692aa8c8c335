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
  /// Writes `parts`, in order, to `url`, atomically.
  package static func write(_ parts: some Sequence<String>, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw POSIXError(errno) }
    var failure: Int32 = 0
    for var part in parts {
      part.withUTF8 { buffer in failure = writeAll(buffer, to: descriptor) }
      if failure != 0 { break }
    }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0, rename(temporary.path, url.path) == 0 else {
      let code = failure != 0 ? failure : errno
      unlink(temporary.path)
      throw POSIXError(code)
    }
  }

  /// Whether the file at `url` holds exactly `parts`, read and compared piece by piece.
  package static func matches(_ parts: some Sequence<String>, fileAt url: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    for var part in parts {
      let same = part.withUTF8 { expected -> Bool in
        guard let data = try? handle.read(upToCount: expected.count) else {
          return expected.isEmpty
        }
        return data.elementsEqual(expected)
      }
      guard same else { return false }
    }
    return (try? handle.read(upToCount: 1))?.isEmpty ?? true
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
