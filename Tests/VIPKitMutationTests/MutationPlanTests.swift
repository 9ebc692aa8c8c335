import Foundation
import Testing

@testable import VIPKitMutation

/// A run's first stage alone: the files, the mutants and the scene variants' pieces, planned
/// from a package that is read and never written.
@Suite("Mutation plan")
struct MutationPlanTests {
  static let tally = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Tally")
  static let presenter = "Sources/Tally/TallyPresenter.swift"

  static func plan(_ change: (inout MutationRunner.Options) -> Void = { _ in }) throws
    -> MutationPlan
  {
    var options = MutationRunner.Options(package: tally)
    change(&options)
    return try MutationPlan.make(options) { _ in }
  }

  @Test("by default the presenters and interactors, each mutant numbered once, in order")
  func defaults() throws {
    let plan = try Self.plan()
    #expect(
      plan.files == ["Sources/Tally/TallyInteractor.swift", "Sources/Tally/TallyPresenter.swift"])
    #expect(plan.mutants.map(\.id) == Array(1...plan.mutants.count))
    #expect(Set(plan.maps.keys) == Set(plan.files))
    #expect(!plan.nothingChanged)
  }

  @Test("a glob chooses the files; one that matches nothing is an error that names it")
  func files() throws {
    let only = try Self.plan { $0.files = ["Sources/*Presenter.swift"] }
    #expect(only.files == [Self.presenter])
    #expect(only.mutants.allSatisfy { $0.file == Self.presenter })
    #expect(throws: MutationRunner.Failure.self) {
      try Self.plan { $0.files = ["Sources/*Nothing.swift"] }
    }
  }

  @Test("a scene variant comes after the operators' mutants: one number for all its pieces")
  func variants() throws {
    let source = try String(
      contentsOf: Self.tally.appendingPathComponent(Self.presenter), encoding: .utf8)
    let changed = source.replacingOccurrences(of: "\"1 item\"", with: "\"1 items\"")
      .replacingOccurrences(of: "\"Limit reached\"", with: "\"Too much\"")
    let plan = try Self.plan {
      $0.variants = [SceneVariant(name: "wrong/plural", files: [Self.presenter: changed])]
    }
    let pieces = plan.mutants.filter { $0.operatorName == SceneVariant.operatorName }
    let generated = plan.mutants.filter { $0.operatorName != SceneVariant.operatorName }
    #expect(pieces.count == 2)
    #expect(Set(pieces.map(\.id)) == [(generated.map(\.id).max() ?? 0) + 1])
    #expect(pieces.allSatisfy { $0.key == "scene:wrong/plural" })
    #expect(SchemaBuild.onePerNumber(plan.mutants).count == generated.count + 1)

    // Outside every body: refused, with the variant's file and line.
    let outside = source.replacingOccurrences(
      of: "final class TallyPresenter", with: "final class TallyPresenter2")
    #expect {
      try Self.plan {
        $0.variants = [SceneVariant(name: "wrong/renamed", files: [Self.presenter: outside])]
      }
    } throws: { error in
      guard case MutationRunner.Failure.input(let message, _) = error else { return false }
      return message.contains("scene wrong/renamed: \(Self.presenter):2")
    }
  }
}
