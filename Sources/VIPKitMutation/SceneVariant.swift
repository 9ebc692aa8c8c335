import VIPKitCore
import VIPKitSyntax

/// Another version of some of the package's source files, compiled into the mutant schema as
/// one mutant: how a grader runs a student's tests on scenes other than the reference (correct
/// ones that differ where the task leaves freedom, plausible wrong ones) in the build that
/// mutation testing makes anyway, instead of one build per scene.
///
/// So a variant may differ from the package's file only inside bodies (of functions,
/// initialisers, accessors) and by a `weak` taken off a stored property: each body that
/// differs becomes one `case` of the schema's switch, every one under the variant's single
/// mutant number, so they are all on in the same run.
package struct SceneVariant: Sendable, Hashable {
  /// The operator name its mutant carries, which no mutation operator has.
  package static let operatorName = "scene"

  /// Unique among a run's variants: what its mutant's `key` holds (`scene:<name>`).
  package var name: String
  /// Each file it changes, by path relative to the package, with the variant's whole text.
  package var files: [String: String]

  package init(name: String, files: [String: String]) {
    self.name = name
    self.files = files
  }

  /// The key of the variant's mutant in a run's result.
  package var key: String { "scene:" + name }

  /// The changes that turn the file `map` into `text`: each body whose text differs,
  /// replaced whole, and each `weak` taken off; or why `text` is not such a variant, with the
  /// line where it departs from `map`.
  static func changes(from map: SourceMap, to text: String) -> Result<[Proposal], Problem> {
    let other = SourceMap(SourceText(path: map.source.path, bytes: Array(text.utf8)))
    let removed = map.weakProperties.filter { property in
      !other.weakProperties.contains { $0.name == property.name }
    }
    let mine = skeleton(of: map, without: removed.map(\.keyword))
    let theirs = skeleton(of: other, without: [])
    if mine.map(\.text) != theirs.map(\.text) {
      let index =
        zip(mine, theirs).enumerated().first { $0.element.0.text != $0.element.1.text }?.offset
        ?? min(mine.count, theirs.count)
      let line = index < theirs.count ? other.source.location(of: theirs[index].offset).line : nil
      return .failure(Problem(line: line))
    }
    var proposals: [Proposal] = []
    for (body, changed) in zip(map.bodies, other.bodies) {
      let before = inside(body)
      let after = other.source.text(inside(changed))
      if map.source.text(before) != after {
        proposals.append(Proposal(operatorName: operatorName, range: before, replacement: after))
      }
    }
    proposals += removed.map {
      Proposal(operatorName: operatorName, range: $0.keyword, replacement: "")
    }
    return .success(proposals)
  }

  /// Where a variant's file departs from the package's outside every body.
  struct Problem: Error, Equatable {
    /// 1-based, in the variant's file; `nil` when the variant ends first.
    var line: Int?
  }

  /// The tokens outside every body's inside (the braces kept), less those at `removed`.
  private static func skeleton(of map: SourceMap, without removed: [Range<Int>]) -> [(
    text: String, offset: Int
  )] {
    let insides = map.bodies.map(inside)
    return map.tokens.filter { token in
      token.kind != .endOfFile && !removed.contains(token.range)
        && !insides.contains { $0.contains(token.range.lowerBound) }
    }.map { (map.text($0), $0.range.lowerBound) }
  }

  /// The bytes strictly between a body's braces.
  private static func inside(_ body: SourceMap.Body) -> Range<Int> {
    (body.braces.lowerBound + 1)..<(body.braces.upperBound - 1)
  }
}
