extension [UInt8] {
  /// Appends `text`'s UTF-8 in one copy of its contiguous storage.
  ///
  /// `bytes += text.utf8` goes through the generic sequence path, which copies a string's
  /// bytes through an intermediate step per append: about a tenth of `vipkit spies`' work on
  /// a large input was spent there, appending the short pieces of generated lines.
  @inline(__always)
  mutating func appendUTF8(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
      append(contentsOf: text.utf8)
    }
  }
}
