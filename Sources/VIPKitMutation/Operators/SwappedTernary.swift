/// `c ? a : b` → `c ? b : a`: the two outcomes of a choice exchanged.
struct SwappedTernary: MutationOperator {
  let name = "swapped-ternary"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    body.tokens.compactMap { index -> Proposal? in
      let mark = map.tokens[index]
      guard mark.kind == .punctuation, map.text(mark) == "?", map.isBinary(index) else {
        return nil
      }
      let trueStart = index + 1
      let colon = map.expressionEnd(from: trueStart, in: body, stopAtColon: true)
      guard colon < body.tokens.upperBound, map.text(map.tokens[colon]) == ":", colon > trueStart
      else { return nil }
      let falseStart = colon + 1
      let falseEnd = map.expressionEnd(from: falseStart, in: body, stopAtColon: true)
      guard falseEnd > falseStart else { return nil }
      let whenTrue = map.source.text(map.byteRange(trueStart, colon))
      let whenFalse = map.source.text(map.byteRange(falseStart, falseEnd))
      return Proposal(
        operatorName: name, range: map.byteRange(trueStart, falseEnd),
        replacement: "\(whenFalse) : \(whenTrue)")
    }
  }
}
