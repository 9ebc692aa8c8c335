import Foundation

/// A JSON value as JSON has it: booleans, integers and other numbers told apart (decoded
/// strictly, so `true` is never the number 1).
enum JSONValue: Decodable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  static func parse(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }
}

/// The draft-07 JSON Schema keywords our schemas use (`type`, `enum`, `required`,
/// `properties`, `additionalProperties`, `items`, `pattern`, `minimum`, `maximum`, `$ref` to
/// `#/definitions/…`), checked the way the draft says; a schema with another keyword is an
/// error, not a keyword skipped. Written for the tests: the product depends on nothing.
struct JSONSchemaCheck {
  let schema: JSONValue
  private static let ignored: Set<String> = ["$schema", "$comment", "definitions", "description"]

  /// Every place `value` breaks the schema, as `path: what`; empty when it is valid.
  func problems(_ value: JSONValue) -> [String] {
    var found: [String] = []
    check(value, against: schema, at: "$", into: &found)
    return found
  }

  private func check(
    _ value: JSONValue, against rule: JSONValue, at path: String, into found: inout [String]
  ) {
    guard case .object(let keywords) = rule else {
      found.append("\(path): the schema is not an object")
      return
    }
    for (keyword, argument) in keywords.sorted(by: { $0.key < $1.key }) {
      switch keyword {
      case "$ref":
        guard case .string(let reference) = argument, reference.hasPrefix("#/definitions/"),
          let target = schema["definitions"]?[String(reference.dropFirst(14))]
        else {
          found.append("\(path): cannot follow $ref \(argument)")
          continue
        }
        check(value, against: target, at: path, into: &found)
      case "type":
        let names: [String]
        switch argument {
        case .string(let name): names = [name]
        case .array(let list):
          names = list.compactMap { if case .string(let n) = $0 { n } else { nil } }
        default: names = []
        }
        if !names.contains(where: { Self.isA(value, $0) }) {
          found.append("\(path): not of type \(names.joined(separator: " or "))")
        }
      case "enum":
        if case .array(let allowed) = argument, !allowed.contains(value) {
          found.append("\(path): \(value) is not one of the allowed values")
        }
      case "required":
        guard case .object(let members) = value, case .array(let names) = argument else { continue }
        for case .string(let name) in names where members[name] == nil {
          found.append("\(path): \(name) is required")
        }
      case "properties":
        guard case .object(let members) = value, case .object(let rules) = argument else {
          continue
        }
        for (name, member) in members {
          if let memberRule = rules[name] {
            check(member, against: memberRule, at: "\(path).\(name)", into: &found)
          }
        }
      case "additionalProperties":
        guard case .object(let members) = value else { continue }
        var named: Set<String> = []
        if case .object(let properties) = keywords["properties"] { named = Set(properties.keys) }
        for (name, member) in members where !named.contains(name) {
          switch argument {
          case .bool(false): found.append("\(path): \(name) is not allowed")
          case .bool(true): break
          default: check(member, against: argument, at: "\(path)[\(name)]", into: &found)
          }
        }
      case "items":
        guard case .array(let elements) = value else { continue }
        for (index, element) in elements.enumerated() {
          check(element, against: argument, at: "\(path)[\(index)]", into: &found)
        }
      case "pattern":
        guard case .string(let text) = value, case .string(let pattern) = argument else { continue }
        let matched = text.range(of: pattern, options: .regularExpression) != nil
        if !matched { found.append("\(path): \"\(text)\" does not match \(pattern)") }
      case "minimum", "maximum":
        guard let number = Self.number(value), let bound = Self.number(argument) else { continue }
        if keyword == "minimum" ? number < bound : number > bound {
          found.append("\(path): \(number) is \(keyword == "minimum" ? "under" : "over") \(bound)")
        }
      default:
        if !Self.ignored.contains(keyword) {
          found.append("\(path): the schema uses \(keyword), which this check does not know")
        }
      }
    }
  }

  private static func isA(_ value: JSONValue, _ type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer),
      ("number", .number), ("string", .string), ("array", .array), ("object", .object):
      true
    case ("integer", .number(let number)): number == number.rounded()
    default: false
    }
  }

  private static func number(_ value: JSONValue) -> Double? {
    switch value {
    case .integer(let number): Double(number)
    case .number(let number): number
    default: nil
    }
  }
}
