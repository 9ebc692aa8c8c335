/// `<` ↔ `<=`, `>` ↔ `>=`: a comparison's boundary moved by one, so that only a test at the
/// boundary itself (exactly 8 characters, not 7 or 16) tells the two apart.
///
/// `relational` turns a comparison round (`>=` → `<`), which a test on either side of the
/// line notices; this one is what PIT calls "conditionals boundary".
struct BoundaryOperator: MutationOperator {
  let name = "boundary"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    comparisons(in: body, of: map) + shifts(in: body, of: map) + ranges(in: body, of: map)
  }

  /// How a literal bound moves for each comparison: the way the swap cannot. `a >= 8` → `a
  /// > 8` lets one value fewer through (8); `a >= 7` lets one more (7), which only a test one
  /// short of the line notices (a suite that tries 8 and 12, never 7, passes a rule that
  /// starts at 7: held-out set A's `boundary-from-one-side`).
  private static let shift = [">=": -1, ">": 1, "<=": 1, "<": -1]

  /// The line moved the other way by one, where the right operand is an integer literal
  /// alone: `a >= 8` → `a >= 7`, `a < 12` → `a < 11`.
  private func shifts(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    body.tokens.compactMap { index in
      let value = map.text(map.tokens[index])
      guard map.tokens[index].kind == .operator, let delta = Self.shift[value],
        map.isBinary(index), index + 1 < body.tokens.upperBound,
        map.tokens[index + 1].kind == .integerLiteral,
        let bound = Int(map.text(map.tokens[index + 1]).filter { $0 != "_" }),
        endsOperand(after: index + 1, in: body, of: map),
        !isAsserted(index, in: body, of: map)
      else { return nil }
      return Proposal(
        operatorName: name, range: map.tokens[index + 1].range, replacement: "\(bound + delta)")
    }
  }

  /// Whether the token at `index` is the last of its operand: what follows ends it (a
  /// brace, a comma, a bracket, `&&`, `||`, a ternary), or nothing does.
  private func endsOperand(after index: Int, in body: SourceMap.Body, of map: SourceMap)
    -> Bool
  {
    guard index + 1 < body.tokens.upperBound else { return true }
    let next = map.tokens[index + 1]
    switch next.kind {
    case .operator: return ["&&", "||", "?", "??"].contains(map.text(next))
    case .punctuation: return ![".", "(", "["].contains(map.text(next))
    default: return true
    }
  }

  /// A range in a `case` pattern moves its upper end: `case 2...3` → `case 2..<3`, `case
  /// ...1` → `case ..<1`, and back. A presenter's `switch score` draws its lines so (exercise
  /// 08's labels, found by a student whose tests never looked at a score of 2). Only in
  /// patterns, where both kinds of range match the same way and always compile.
  private func ranges(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    var proposals: [Proposal] = []
    var inPattern = false
    for index in body.tokens {
      let value = map.text(map.tokens[index])
      if value == "case" { inPattern = true }
      if value == ":" || value == "{" || value == "=" { inPattern = false }
      guard inPattern, map.tokens[index].kind == .operator,
        let replacement = ["...": "..<", "..<": "..."][value],
        index + 1 < body.tokens.upperBound,
        [":", ","].contains(map.text(map.tokens[index + 1])) == false
      else { continue }
      proposals.append(
        Proposal(operatorName: name, range: map.tokens[index].range, replacement: replacement))
    }
    return proposals
  }

  private func comparisons(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    TokenSwap(
      name: name, pairs: ["<": "<=", "<=": "<", ">": ">=", ">=": ">"], kinds: [.operator],
      binaryOnly: true
    ).proposals(in: body, of: map).filter { proposal in
      guard let index = body.tokens.first(where: { map.tokens[$0].range == proposal.range })
      else { return false }
      return !choosesBetweenOperands(at: index, in: body, of: map)
        && !isAsserted(index, in: body, of: map)
        && !excludesBoundary(at: index, in: body, of: map)
    }
  }

  /// A comparison inside `assert(…)` or `precondition(…)`: a suite that passes never stands
  /// on the line, so moving it is never seen (swift-algorithms' `assert(distance > 0)`).
  private func isAsserted(_ index: Int, in body: SourceMap.Body, of map: SourceMap) -> Bool {
    var depth = 0
    var position = index - 1
    while position > body.tokens.lowerBound {
      switch map.text(map.tokens[position]) {
      case ")", "]": depth += 1
      case "(", "[":
        if depth == 0 {
          return ["assert", "precondition"].contains(map.text(map.tokens[position - 1]))
        }
        depth -= 1
      case "{", "}": return false
      default: break
      }
      position -= 1
    }
    return false
  }

  /// Whether the body has already left when the compared values are equal: an earlier
  /// `guard a != b else` or `if a == b { return … }` on the same two names. The mutant then
  /// differs only where the code never goes (swift-algorithms' `guard offset != 0 … if
  /// offset > 0`: six of its twelve surviving boundaries).
  private func excludesBoundary(at index: Int, in body: SourceMap.Body, of map: SourceMap)
    -> Bool
  {
    guard let operands = singleOperands(at: index, in: body, of: map) else { return false }
    var position = body.tokens.lowerBound + 1
    while position < index - 1 {
      let value = map.text(map.tokens[position])
      if value == "!=" || value == "==",
        singleOperands(at: position, in: body, of: map) == operands
      {
        let keyword = map.text(map.tokens[position - 2])
        if value == "!=", keyword == "guard" { return true }
        if value == "==", keyword == "if", position + 3 < index,
          map.text(map.tokens[position + 2]) == "{",
          ["return", "throw"].contains(map.text(map.tokens[position + 3]))
        {
          return true
        }
      }
      position += 1
    }
    return false
  }

  /// The two names or literals a comparison at `index` compares, when each is one token.
  private func singleOperands(at index: Int, in body: SourceMap.Body, of map: SourceMap)
    -> Set<String>?
  {
    guard index - 2 >= body.tokens.lowerBound, index + 2 < body.tokens.upperBound else {
      return nil
    }
    let before = map.text(map.tokens[index - 2])
    let after = map.text(map.tokens[index + 2])
    guard before != ".", before != ")", after != ".", after != "(", after != "[" else {
      return nil
    }
    return [map.text(map.tokens[index - 1]), map.text(map.tokens[index + 1])]
  }

  /// `value > limit ? limit : value`: a minimum or maximum written as a ternary, whose two
  /// branches are the compared values. At the boundary they are equal, so moving it changes
  /// nothing: an equivalent mutant (found on a clamp in the Unruly fixture, as libraries
  /// write them).
  private func choosesBetweenOperands(
    at index: Int, in body: SourceMap.Body, of map: SourceMap
  ) -> Bool {
    guard
      index - 1 >= body.tokens.lowerBound, index + 5 < body.tokens.upperBound,
      map.text(map.tokens[index + 2]) == "?", map.text(map.tokens[index + 4]) == ":"
    else { return false }
    let compared = Set([map.text(map.tokens[index - 1]), map.text(map.tokens[index + 1])])
    let chosen = Set([map.text(map.tokens[index + 3]), map.text(map.tokens[index + 5])])
    return compared.count == 2 && compared == chosen
  }
}
