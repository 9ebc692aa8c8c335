import Foundation
import VIPKitTestSupport

@testable import VIPKitMutation

extension MutationRunner.Options {
  /// The options a test mutates `package` with: its scratch copy builds with the module cache
  /// every test shares (`TestModuleCache`), as `vipkit mutate` builds with the user's.
  static func sharingModules(_ package: URL) -> Self {
    var options = Self(package: package)
    options.buildArguments = TestModuleCache.shared.buildArguments
    return options
  }
}
