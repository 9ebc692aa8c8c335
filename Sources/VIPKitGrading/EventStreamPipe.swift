import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where Swift Testing writes its event stream during a run: a named pipe that the grader
/// reads as the records come, not a file read afterwards.
///
/// A file could be rewritten by the code under test before the process ends (an `atexit`
/// handler that deletes the records of failures); what went into a pipe is already the
/// grader's. The pipe is the grader's (mode `-w--w--w-` in a folder the student's user can pass
/// through but not list), so student code running as another user can write to it, as the
/// framework in its process must, but cannot read from it, replace it or take records out.
/// Code running as the grader's own account could still read it: see Docs/grading.md.
final class EventStreamPipe: @unchecked Sendable {
  let path: String
  private let readEnd: Int32
  private var keepOpen: Int32
  private let lock = NSLock()
  private var data = Data()
  private var stopAfter: Date?
  private let reader = DispatchGroup()

  /// Makes the pipe in `folder` and starts reading it.
  init?(in folder: URL) {
    path = folder.appendingPathComponent("events-\(UUID().uuidString).jsonl").path
    guard mkfifo(path, 0o622) == 0 else { return nil }
    chmod(path, 0o622)
    // Opened for reading first (without waiting for a writer), then held open for writing too,
    // so that the stream does not end before the test process has opened it.
    readEnd = open(path, O_RDONLY | O_NONBLOCK)
    keepOpen = readEnd >= 0 ? open(path, O_WRONLY | O_NONBLOCK) : -1
    guard readEnd >= 0, keepOpen >= 0 else {
      if readEnd >= 0 { close(readEnd) }
      unlink(path)
      return nil
    }
    reader.enter()
    Thread.detachNewThread { [self] in
      readUntilEnd()
      reader.leave()
    }
  }

  /// Every byte written to the pipe, once the test process has ended; waits at most
  /// `grace` seconds for writers that outlived it (an escaped process is ended later).
  func finish(grace: Double = 2) -> Data {
    lock.withLock { stopAfter = Date().addingTimeInterval(grace) }
    close(keepOpen)
    keepOpen = -1
    reader.wait()
    close(readEnd)
    unlink(path)
    return lock.withLock { data }
  }

  private func readUntilEnd() {
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&descriptor, 1, 100)
      if ready > 0 {
        let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        if count > 0 {
          lock.withLock { data.append(contentsOf: buffer[0..<count]) }
          continue
        }
        // End of stream: every writer closed it (the grader's own once the test ended).
        if count == 0 { return }
        if errno != EAGAIN && errno != EINTR { return }
      }
      if let deadline = lock.withLock({ stopAfter }), Date() > deadline { return }
    }
  }
}
