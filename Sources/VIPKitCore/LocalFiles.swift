#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Listing folders and reading files with the system's own calls, on path strings: reading a
/// tree of sources should cost what `cat` of it costs. Foundation's enumerator builds a `URL`
/// and asks for resource values per entry, which on Linux took a third of `vipkit spies`'s
/// time on a real tree. The one place that knows the C library's directory and file calls.
package enum LocalFiles {
  /// What a path names, without following a symbolic link at `path` itself when `following`
  /// is false.
  package enum Kind: Sendable, Equatable {
    case file, folder, other, missing
  }

  /// The kind of entry at `path`; a symbolic link is followed when `following` is true.
  package static func kind(of path: String, following: Bool = true) -> Kind {
    var status = stat()
    let result = following ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// The names in `folder` (not `.` and `..`), each with its kind as the directory entry tells
  /// it, a symbolic link followed to what it names; `nil` when the folder cannot be read.
  package static func entries(of folder: String) -> [(name: String, kind: Kind, isLink: Bool)]? {
    guard let stream = opendir(folder) else { return nil }
    defer { closedir(stream) }
    var result: [(name: String, kind: Kind, isLink: Bool)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_REG): result.append((name, .file, false))
      case Int32(DT_DIR): result.append((name, .folder, false))
      case Int32(DT_LNK): result.append((name, kind(of: folder + "/" + name), true))
      case Int32(DT_UNKNOWN):
        // Some file systems do not fill the type in: ask for it.
        let path = folder + "/" + name
        let own = kind(of: path, following: false)
        result.append(own == .other ? (name, kind(of: path), true) : (name, own, false))
      default: result.append((name, .other, false))
      }
    }
    return result
  }

  /// The bytes of the file at `path`, read in one pass into one buffer; `nil` when it cannot
  /// be opened or read.
  package static func bytes(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    var result: [UInt8] = []
    var capacity = max(Int(status.st_size), 0) + 1
    while true {
      // Read until end of file: the size is a hint (a file may grow, or be a pipe).
      var failed = false
      let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        count = 0
        while count < capacity {
          let read = systemRead(descriptor, buffer.baseAddress! + count, capacity - count)
          if read < 0, errno == EINTR { continue }
          if read < 0 { failed = true }
          if read <= 0 { break }
          count += read
        }
      }
      if failed { return nil }
      if chunk.count < capacity { return result.isEmpty ? chunk : result + chunk }
      result += chunk
      capacity = max(capacity, 1 << 16)
    }
  }
}

extension LocalFiles {
  /// Where `word` first occurs in `bytes` at or after `start`: the C library's `memchr`
  /// (vectorised) finds each candidate first byte, `memcmp` checks the rest. The look for
  /// `protocol` in every file of a tree reads them all.
  package static func firstOffset(
    of word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard let first = word.first else { return start }
    guard let base = bytes.baseAddress else { return nil }
    let last = bytes.count - word.count
    var offset = start
    return word.withUnsafeBytes { needle -> Int? in
      while offset <= last {
        guard let found = memchr(base + offset, Int32(first), last - offset + 1) else {
          return nil
        }
        let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + position, needle.baseAddress!, word.count) == 0 { return position }
        offset = position + 1
      }
      return nil
    }
  }
}

/// The system's `read(2)`, which a member named `read` would otherwise shadow.
private func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, pointer, count)
}

extension LocalFiles {
  /// The offsets just after each `byte` in `bytes` (a file's line starts, after the first),
  /// found with the C library's vectorised `memchr`: every file read gets a line table.
  package static func offsets(after byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    guard let base = bytes.baseAddress else { return [] }
    var offsets: [Int] = []
    offsets.reserveCapacity(bytes.count / 32)
    var offset = 0
    while offset < bytes.count, let found = memchr(base + offset, Int32(byte), bytes.count - offset)
    {
      offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
      offsets.append(offset)
    }
    return offsets
  }
}
