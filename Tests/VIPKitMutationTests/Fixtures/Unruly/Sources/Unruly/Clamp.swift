/// A library's inlinable function, as swift-algorithms writes all of them: its schema may only
/// use declarations that are `@usableFromInline` (found on swift-algorithms, where every mutant
/// was unviable).
@inlinable public func clamped(_ value: Int, to limit: Int) -> Int {
  value > limit ? limit : value
}
