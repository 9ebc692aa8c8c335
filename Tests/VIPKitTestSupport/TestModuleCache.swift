import Foundation
import VIPKitCore

/// One compiler module cache for every package the tests build, as the grader and
/// `vipkit mutate` share one across packages: each test's fresh copy would otherwise fill a
/// module cache of its own (the toolchain's Clang modules, three times over), seconds of CPU
/// each on a 2-core machine. A folder of the temporary directory, per user, kept between runs:
/// the compiler checks every module against its sources, so an old one is rebuilt, not used.
package enum TestModuleCache {
  package static let shared = SharedModuleCache(
    in: FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-tests-\(getuid())"))
}
