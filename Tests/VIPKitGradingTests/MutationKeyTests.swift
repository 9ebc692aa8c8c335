import Foundation
import Testing
import VIPKitCore
import VIPKitMutation

@testable import VIPKitGrading

/// A stored mutation outcome is reused only for the same files mutated by the same vipkit.
@Suite("The key of a stored mutation outcome")
struct MutationKeyTests {
  @Test("the same files and the same tool give the same key; another tool, another key")
  func keyFollowsTheTool() {
    let files = ["Sources/A.swift": Data("let a = 1".utf8)]
    #expect(ExerciseGrader.mutationKey(files) == ExerciseGrader.mutationKey(files))
    #expect(
      ExerciseGrader.mutationKey(files, tool: "0.1.0 relational")
        != ExerciseGrader.mutationKey(files, tool: "0.2.0 relational"))
    #expect(
      ExerciseGrader.mutationKey(files, tool: "0.1.0 relational")
        != ExerciseGrader.mutationKey(files, tool: "0.1.0 relational,arithmetic"))
    #expect(
      ExerciseGrader.mutationKey(files)
        != ExerciseGrader.mutationKey(["Sources/A.swift": Data("let a = 2".utf8)]))
  }

  @Test("the tool's identity names its version and every mutation operator")
  func identity() {
    #expect(ExerciseGrader.toolIdentity.hasPrefix(VIPKitVersion.current + " "))
    for name in MutationOperators.names {
      #expect(ExerciseGrader.toolIdentity.contains(name))
    }
  }
}
