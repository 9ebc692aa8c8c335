import Foundation
import VIPKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP listener on 127.0.0.1 that counts who connects, for the probe's loopback test.
final class LoopbackListener: @unchecked Sendable {
  let port: Int
  private let socket: Int32
  private let lock = NSLock()
  private var count = 0
  private var closed = false

  init() throws(Diagnostic) {
    #if canImport(Glibc)
      let made = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let made = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard made >= 0 else { throw Diagnostic(.error, "could not open a socket for the probe") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(made, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(made, $0, &length) }
    }
    guard bound == 0, named == 0, listen(made, 16) == 0 else {
      closeDescriptor(made)
      throw Diagnostic(.error, "could not listen on 127.0.0.1 for the probe")
    }
    socket = made
    port = Int(UInt16(bigEndian: address.sin_port))
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// How many connections were accepted.
  var connections: Int { lock.withLock { count } }

  func close() {
    lock.withLock { closed = true }
    shutdown(socket, Int32(SHUT_RDWR))
    closeDescriptor(socket)
  }

  private func acceptLoop() {
    while true {
      let client = accept(socket, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      lock.withLock { count += 1 }
      closeDescriptor(client)
      if lock.withLock({ closed }) { return }
    }
  }
}

private func closeDescriptor(_ descriptor: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(descriptor)
  #else
    _ = Darwin.close(descriptor)
  #endif
}
