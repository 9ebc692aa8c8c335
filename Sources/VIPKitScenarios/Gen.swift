/// A generator: a value that makes values of one type from a stream of choices.
///
/// Generators compose (a response from a count, an amount and a date; a scenario from a
/// list of steps) and know nothing of shrinking: `Shrinker` makes any scenario smaller by
/// working on the choices it was made from. Each generator maps the choice 0 to its
/// simplest value, and smaller choices to simpler values, so that shrinking the choices
/// simplifies what they make.
public struct Gen<Value: Sendable>: Sendable {
  private let body: @Sendable (inout ChoiceStream) -> Value

  /// A generator from a function of the stream.
  public init(_ body: @escaping @Sendable (inout ChoiceStream) -> Value) {
    self.body = body
  }

  /// One value, drawn from `stream`.
  public func draw(from stream: inout ChoiceStream) -> Value {
    body(&stream)
  }

  /// Always `value`, drawing nothing.
  public static func always(_ value: Value) -> Gen {
    Gen { _ in value }
  }

  /// One of `values`, the first being the simplest.
  public static func element(of values: [Value]) -> Gen {
    precondition(!values.isEmpty, "Gen.element(of:) needs at least one value")
    return Gen { stream in values[Int(stream.draw(below: UInt64(values.count)))] }
  }

  /// A value from one of `generators`, the first being the simplest.
  public static func oneOf(_ generators: [Gen]) -> Gen {
    precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
    return Gen { stream in
      generators[Int(stream.draw(below: UInt64(generators.count)))].draw(from: &stream)
    }
  }

  /// This generator's values, transformed.
  public func map<T: Sendable>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
    Gen<T> { stream in transform(self.draw(from: &stream)) }
  }

  /// A generator chosen by this one's value (a list whose length was drawn first).
  public func flatMap<T: Sendable>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
    Gen<T> { stream in next(self.draw(from: &stream)).draw(from: &stream) }
  }

  /// Lists of this generator's values, `count` long at most and never longer than the
  /// stream's size allows above its lower bound. Each element is preceded by a choice to go
  /// on, so deleting an element's choices deletes the element.
  public func list(_ count: ClosedRange<Int>) -> Gen<[Value]> {
    Gen<[Value]> { stream in
      let most = min(count.upperBound, count.lowerBound + stream.size)
      var values: [Value] = []
      while values.count < count.lowerBound {
        values.append(self.draw(from: &stream))
      }
      while values.count < most, stream.draw(below: 2) == 1 {
        values.append(self.draw(from: &stream))
      }
      return values
    }
  }
}

extension Gen {
  /// This generator's value and then `other`'s, as a pair.
  public func and<Other: Sendable>(_ other: Gen<Other>) -> Gen<(Value, Other)> {
    Gen<(Value, Other)> { stream in (self.draw(from: &stream), other.draw(from: &stream)) }
  }
}

extension Gen where Value == Int {
  /// A whole number in `range`, 0 (or the bound nearest it) being the simplest, then its
  /// neighbours in turn: 1, -1, 2, -2…
  public static func int(_ range: ClosedRange<Int>) -> Gen {
    let origin = Swift.min(Swift.max(0, range.lowerBound), range.upperBound)
    let up = UInt64(range.upperBound - origin)
    let down = UInt64(origin - range.lowerBound)
    let width = up &+ down &+ 1
    return Gen { stream in
      let choice = width == 0 ? stream.draw(below: UInt64.max) : stream.draw(below: width)
      return origin + zigzag(choice, up: up, down: down)
    }
  }

  /// Maps a choice to an offset from the origin: 0, +1, -1, +2, -2… while both sides have
  /// room, then onward on the side that has.
  static func zigzag(_ choice: UInt64, up: UInt64, down: UInt64) -> Int {
    let both = Swift.min(up, down)
    if choice <= 2 * both {
      if choice == 0 { return 0 }
      return choice % 2 == 1 ? Int((choice + 1) / 2) : -Int(choice / 2)
    }
    let beyond = Int(choice - 2 * both) + Int(both)
    return up > down ? beyond : -beyond
  }
}

extension Gen where Value == Bool {
  /// `false`, then `true`.
  public static var bool: Gen { .element(of: [false, true]) }
}
